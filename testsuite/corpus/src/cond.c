/* cond.c - conditional code: if/else, min/max, abs, select.  */
#include <stddef.h>
#include <stdint.h>

void
abs_int (int *restrict out, const int *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i] < 0 ? -in[i] : in[i];
}

void
abs_double (double *a, int n)
{
  for (int i = 0; i < n; i++)
    if (a[i] < 0)
      a[i] = -a[i];
}

void
min_arrays (int *restrict c, const int *restrict a, const int *restrict b,
	    int n)
{
  for (int i = 0; i < n; i++)
    c[i] = a[i] < b[i] ? a[i] : b[i];
}

void
max_float_arrays (float *c, const float *a, const float *b, int n)
{
  for (int i = 0; i < n; i++)
    c[i] = a[i] > b[i] ? a[i] : b[i];
}

void
clamp_int (int *a, int n, int lo, int hi)
{
  for (int i = 0; i < n; i++)
    {
      if (a[i] < lo)
	a[i] = lo;
      else if (a[i] > hi)
	a[i] = hi;
    }
}

void
clamp_float (float *restrict out, const float *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    {
      float v = in[i];
      out[i] = v < -1.0f ? -1.0f : v > 1.0f ? 1.0f : v;
    }
}

void
relu (float *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] > 0 ? a[i] : 0;
}

void
leaky_relu (double *restrict out, const double *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i] > 0 ? in[i] : 0.01 * in[i];
}

int
branchy_sum (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      if (a[i] & 1)
	s += a[i] * 3;
      else
	s -= a[i] >> 1;
    }
  return s;
}

void
select_arrays (int *restrict c, const int *restrict a, const int *restrict b,
	       const unsigned char *restrict m, int n)
{
  for (int i = 0; i < n; i++)
    c[i] = m[i] ? a[i] : b[i];
}

void
sign (int *restrict out, const double *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (in[i] > 0) - (in[i] < 0);
}

void
threshold_u8 (unsigned char *restrict out, const unsigned char *restrict in,
	      unsigned char t, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i] > t ? 255 : 0;
}

int
minmax (const int *a, int n, int *mx)
{
  int lo = a[0], hi = a[0];
  for (int i = 1; i < n; i++)
    {
      if (a[i] < lo)
	lo = a[i];
      if (a[i] > hi)
	hi = a[i];
    }
  *mx = hi;
  return lo;
}

void
cond_store (int *a, const int *b, int n)
{
  for (int i = 0; i < n; i++)
    if (b[i] > 100)
      a[i] = b[i];
}

long
abs_diff_sum (const long *a, const long *b, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];
  return s;
}

int
sad_u8 (const unsigned char *a, const unsigned char *b, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      int d = a[i] - b[i];
      s += d < 0 ? -d : d;
    }
  return s;
}

void
three_way (int *restrict out, const int *restrict a, const int *restrict b,
	   int n)
{
  for (int i = 0; i < n; i++)
    {
      if (a[i] < b[i])
	out[i] = -1;
      else if (a[i] > b[i])
	out[i] = 1;
      else
	out[i] = 0;
    }
}

float
soft_threshold_sum (const float *a, float t, int n)
{
  float s = 0;
  for (int i = 0; i < n; i++)
    {
      float v = a[i];
      if (v > t)
	s += v - t;
      else if (v < -t)
	s += v + t;
    }
  return s;
}
