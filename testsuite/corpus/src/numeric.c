/* numeric.c - numerical iterations.  */
#include <stddef.h>

double
newton_sqrt (double a, int iters)
{
  double x = a > 1 ? a : 1;
  for (int i = 0; i < iters; i++)
    x = 0.5 * (x + a / x);
  return x;
}

void
rsqrt_newton (float *restrict out, const float *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    {
      float x = in[i], y = 1.0f / x;
      y = y * (1.5f - 0.5f * x * y * y);
      out[i] = y;
    }
}

double
trapezoid (const double *f, int n, double h)
{
  double s = 0.5 * (f[0] + f[n - 1]);
  for (int i = 1; i < n - 1; i++)
    s += f[i];
  return s * h;
}

double
simpson (const double *f, int n, double h)
{
  double s = f[0] + f[n - 1];
  for (int i = 1; i < n - 1; i++)
    s += (i & 1 ? 4 : 2) * f[i];
  return s * h / 3;
}

double
bisect_steps (double lo, double hi, double c, int steps)
{
  for (int i = 0; i < steps; i++)
    {
      double mid = 0.5 * (lo + hi);
      if (mid * mid * mid - c > 0)
	hi = mid;
      else
	lo = mid;
    }
  return lo;
}

double
kahan_sum (const double *a, int n)
{
  double s = 0, c = 0;
  for (int i = 0; i < n; i++)
    {
      double y = a[i] - c;
      double t = s + y;
      c = (t - s) - y;
      s = t;
    }
  return s;
}

void
linspace (double *a, int n, double lo, double hi)
{
  double step = (hi - lo) / (n - 1);
  for (int i = 0; i < n; i++)
    a[i] = lo + i * step;
}

double
lcg_monte_carlo (unsigned long seed, int n)
{
  int inside = 0;
  for (int i = 0; i < n; i++)
    {
      seed = seed * 6364136223846793005ul + 1442695040888963407ul;
      double x = (seed >> 11) * (1.0 / 9007199254740992.0);
      seed = seed * 6364136223846793005ul + 1442695040888963407ul;
      double y = (seed >> 11) * (1.0 / 9007199254740992.0);
      inside += x * x + y * y <= 1.0;
    }
  return 4.0 * inside / n;
}

void
normalize (float *a, int n)
{
  float s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  float inv = 1.0f / s;
  for (int i = 0; i < n; i++)
    a[i] *= inv;
}

void
softmax_denominator (double *restrict e, const double *restrict x, int n,
		     double *sum)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    {
      double t = 1 + x[i] + 0.5 * x[i] * x[i];
      e[i] = t;
      s += t;
    }
  *sum = s;
}

double
continued_fraction (const double *a, int n)
{
  double r = a[n - 1];
  for (int i = n - 2; i >= 0; i--)
    r = a[i] + 1.0 / r;
  return r;
}

void
cumulative_mean (double *restrict m, const double *restrict x, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    {
      s += x[i];
      m[i] = s / (i + 1);
    }
}

double
l1_distance (const float *a, const float *b, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    {
      float d = a[i] - b[i];
      s += d < 0 ? -d : d;
    }
  return s;
}
