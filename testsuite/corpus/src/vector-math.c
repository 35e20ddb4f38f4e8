/* vector-math.c - element-wise arithmetic of many shapes.  */
#include <stddef.h>

void
fma_like (double *restrict d, const double *restrict a,
	  const double *restrict b, const double *restrict c, int n)
{
  for (int i = 0; i < n; i++)
    d[i] = a[i] * b[i] + c[i];
}

void
fms_float (float *d, const float *a, const float *b, const float *c, int n)
{
  for (int i = 0; i < n; i++)
    d[i] = a[i] * b[i] - c[i];
}

void
square_array (float *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] * a[i];
}

void
cube_double (double *restrict out, const double *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i] * in[i] * in[i];
}

void
half_sum (double *restrict out, const double *restrict a,
	  const double *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (a[i] + b[i]) * 0.5;
}

void
div_const_float (float *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] /= 3.0f;
}

void
sub_mean (float *a, int n, float m)
{
  for (int i = 0; i < n; i++)
    a[i] -= m;
}

void
int_mul_add (int *restrict d, const int *restrict a, const int *restrict b,
	     int k, int n)
{
  for (int i = 0; i < n; i++)
    d[i] = a[i] * k + b[i];
}

void
int_scale_shift (int *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = (a[i] * 5 + 3) >> 2;
}

void
long_axpy (long *restrict y, const long *restrict x, long a, int n)
{
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}

void
negate_float (float *restrict out, const float *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = -in[i];
}

void
float_compare_mask (int *restrict m, const float *restrict a,
		    const float *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    m[i] = a[i] < b[i] ? -1 : 0;
}

void
polyphase (float *restrict out, const float *restrict a,
	   const float *restrict b, const float *restrict c, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = a[i] * 0.25f + b[i] * 0.5f + c[i] * 0.25f;
}

void
double_recurrence (double *a, int n, double k)
{
  for (int i = 2; i < n; i++)
    a[i] = k * a[i - 1] - a[i - 2];
}

void
float_mix_types (double *restrict out, const float *restrict a,
		 const double *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = a[i] * b[i];
}

void
sqrt_newton_step (float *restrict y, const float *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    y[i] = 0.5f * (y[i] + x[i] / y[i]);
}

void
hypot2 (double *restrict out, const double *restrict x,
	const double *restrict y, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = x[i] * x[i] + y[i] * y[i];
}
