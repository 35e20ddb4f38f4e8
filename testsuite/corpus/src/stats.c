/* stats.c - statistics kernels.  */
#include <stddef.h>

double
covariance (const double *x, const double *y, int n, double mx, double my)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += (x[i] - mx) * (y[i] - my);
  return s / (n - 1);
}

void
linreg_sums (const float *x, const float *y, int n, float out[4])
{
  float sx = 0, sy = 0, sxx = 0, sxy = 0;
  for (int i = 0; i < n; i++)
    {
      sx += x[i];
      sy += y[i];
      sxx += x[i] * x[i];
      sxy += x[i] * y[i];
    }
  out[0] = sx;
  out[1] = sy;
  out[2] = sxx;
  out[3] = sxy;
}

void
zscore (double *a, int n, double mean, double inv_sd)
{
  for (int i = 0; i < n; i++)
    a[i] = (a[i] - mean) * inv_sd;
}

double
welford (const double *x, int n)
{
  double mean = 0, m2 = 0;
  for (int i = 0; i < n; i++)
    {
      double d = x[i] - mean;
      mean += d / (i + 1);
      m2 += d * (x[i] - mean);
    }
  return m2 / n;
}

void
moving_average (float *restrict out, const float *restrict in, int n, int w)
{
  float s = 0;
  for (int i = 0; i < w; i++)
    s += in[i];
  for (int i = w; i < n; i++)
    {
      out[i - w] = s / w;
      s += in[i] - in[i - w];
    }
}

int
mode_u8 (const unsigned *hist)
{
  int best = 0;
  for (int i = 1; i < 256; i++)
    if (hist[i] > hist[best])
      best = i;
  return best;
}

double
rmse (const float *a, const float *b, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    {
      double d = a[i] - b[i];
      s += d * d;
    }
  return s / n;
}

void
minmax_scale (float *a, int n, float lo, float inv_range)
{
  for (int i = 0; i < n; i++)
    a[i] = (a[i] - lo) * inv_range;
}

int
count_outliers (const double *a, int n, double lo, double hi)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    if (a[i] < lo || a[i] > hi)
      c++;
  return c;
}

double
weighted_mean (const double *x, const double *w, int n)
{
  double s = 0, sw = 0;
  for (int i = 0; i < n; i++)
    {
      s += x[i] * w[i];
      sw += w[i];
    }
  return s / sw;
}

long
inversions_naive (const int *a, int n)
{
  long c = 0;
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      c += a[i] > a[j];
  return c;
}

double
autocorr (const double *x, int n, int lag)
{
  double s = 0;
  for (int i = 0; i + lag < n; i++)
    s += x[i] * x[i + lag];
  return s;
}
