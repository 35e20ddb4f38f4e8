/* reduce-float.c - floating-point reductions (float and double).  */
#include <stddef.h>

float
sum_float (const float *a, size_t n)
{
  float s = 0;
  for (size_t i = 0; i < n; i++)
    s += a[i];
  return s;
}

double
sum_double (const double *a, size_t n)
{
  double s = 0;
  for (size_t i = 0; i < n; i++)
    s += a[i];
  return s;
}

float
dot_float (const float *a, const float *b, int n)
{
  float s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

double
dot_double (const double *a, const double *b, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

double
dot_float_to_double (const float *a, const float *b, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += (double) a[i] * b[i];
  return s;
}

float
max_float (const float *a, int n)
{
  float m = a[0];
  for (int i = 1; i < n; i++)
    if (a[i] > m)
      m = a[i];
  return m;
}

double
min_double (const double *a, int n)
{
  double m = a[0];
  for (int i = 1; i < n; i++)
    m = a[i] < m ? a[i] : m;
  return m;
}

double
sum_abs_double (const double *a, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] < 0 ? -a[i] : a[i];
  return s;
}

float
norm2_float (const float *a, int n)
{
  float s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * a[i];
  return s;
}

double
two_accumulators (const double *a, int n)
{
  double s0 = 0, s1 = 0;
  for (int i = 0; i + 1 < n; i += 2)
    {
      s0 += a[i];
      s1 += a[i + 1];
    }
  return s0 + s1;
}

double
mean_var (const double *a, int n, double *var)
{
  double s = 0, s2 = 0;
  for (int i = 0; i < n; i++)
    {
      s += a[i];
      s2 += a[i] * a[i];
    }
  *var = s2 / n - (s / n) * (s / n);
  return s / n;
}

float
weighted_sum (const float *a, const float *w, const int *idx, int n)
{
  float s = 0;
  for (int i = 0; i < n; i++)
    s += a[idx[i]] * w[i];
  return s;
}

double
product_double (const double *a, int n)
{
  double p = 1;
  for (int i = 0; i < n; i++)
    p *= a[i];
  return p;
}
