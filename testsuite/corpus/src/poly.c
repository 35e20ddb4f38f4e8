/* poly.c - polynomial evaluation and series.  */
#include <stddef.h>

double
horner (const double *c, int deg, double x)
{
  double r = c[deg];
  for (int i = deg - 1; i >= 0; i--)
    r = r * x + c[i];
  return r;
}

float
horner_float (const float *c, int deg, float x)
{
  float r = 0;
  for (int i = 0; i <= deg; i++)
    r = r * x + c[i];
  return r;
}

void
poly_eval_array (double *restrict y, const double *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    {
      double t = x[i];
      y[i] = ((((0.5 * t + 1.5) * t - 2.0) * t + 0.25) * t - 1.0) * t + 3.0;
    }
}

void
poly_eval_float (float *restrict y, const float *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    {
      float t = x[i];
      float t2 = t * t;
      y[i] = (1.0f + 0.5f * t) + t2 * (0.25f + 0.125f * t);
    }
}

double
poly_naive (const double *c, int deg, double x)
{
  double r = 0, p = 1;
  for (int i = 0; i <= deg; i++)
    {
      r += c[i] * p;
      p *= x;
    }
  return r;
}

long
poly_mod (const long *c, int deg, long x, long m)
{
  long r = 0;
  for (int i = deg; i >= 0; i--)
    r = (r * x + c[i]) % m;
  return r;
}

double
exp_series (double x, int terms)
{
  double s = 1, t = 1;
  for (int k = 1; k < terms; k++)
    {
      t *= x / k;
      s += t;
    }
  return s;
}

void
poly_mul (double *restrict r, const double *restrict a, int na,
	  const double *restrict b, int nb)
{
  for (int i = 0; i < na; i++)
    for (int j = 0; j < nb; j++)
      r[i + j] += a[i] * b[j];
}

void
poly_deriv (double *restrict d, const double *restrict c, int deg)
{
  for (int i = 1; i <= deg; i++)
    d[i - 1] = c[i] * i;
}

double
chebyshev (const double *c, int n, double x)
{
  double b0 = 0, b1 = 0, b2 = 0;
  for (int k = n - 1; k >= 0; k--)
    {
      b2 = b1;
      b1 = b0;
      b0 = 2 * x * b1 - b2 + c[k];
    }
  return 0.5 * (b0 - b2);
}

double
pi_leibniz (int n)
{
  double s = 0;
  for (int k = 0; k < n; k++)
    s += (k & 1 ? -1.0 : 1.0) / (2 * k + 1);
  return 4 * s;
}

unsigned
poly_hash (const unsigned char *p, int n)
{
  unsigned h = 0;
  for (int i = 0; i < n; i++)
    h = h * 31 + p[i];
  return h;
}
