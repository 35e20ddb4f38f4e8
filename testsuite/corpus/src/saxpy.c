/* saxpy.c - BLAS level-1 style kernels.  */
#include <stddef.h>

void
saxpy (float *restrict y, const float *restrict x, float a, int n)
{
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}

void
daxpy (double *restrict y, const double *restrict x, double a, int n)
{
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}

void
saxpy_alias (float *y, const float *x, float a, int n)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

void
daxpy_alias (double *y, const double *x, double a, size_t n)
{
  for (size_t i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

void
sscal (float *x, float a, int n)
{
  for (int i = 0; i < n; i++)
    x[i] *= a;
}

void
dscal (double *x, double a, int n)
{
  for (int i = 0; i < n; i++)
    x[i] *= a;
}

void
daxpby (double *restrict y, const double *restrict x, double a, double b,
	int n)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + b * y[i];
}

void
saxpy_strided (float *y, const float *x, float a, int n, int incx, int incy)
{
  for (int i = 0; i < n; i++)
    y[i * incy] += a * x[i * incx];
}

void
scopy (float *restrict y, const float *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    y[i] = x[i];
}

void
dswap (double *restrict x, double *restrict y, int n)
{
  for (int i = 0; i < n; i++)
    {
      double t = x[i];
      x[i] = y[i];
      y[i] = t;
    }
}

void
drot (double *restrict x, double *restrict y, double c, double s, int n)
{
  for (int i = 0; i < n; i++)
    {
      double tx = c * x[i] + s * y[i];
      double ty = c * y[i] - s * x[i];
      x[i] = tx;
      y[i] = ty;
    }
}

int
isamax (const float *x, int n)
{
  int best = 0;
  float bv = x[0] < 0 ? -x[0] : x[0];
  for (int i = 1; i < n; i++)
    {
      float v = x[i] < 0 ? -x[i] : x[i];
      if (v > bv)
	{
	  bv = v;
	  best = i;
	}
    }
  return best;
}

void
vadd_float (float *restrict c, const float *restrict a,
	    const float *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    c[i] = a[i] + b[i];
}

void
vmul_double (double *c, const double *a, const double *b, int n)
{
  for (int i = 0; i < n; i++)
    c[i] = a[i] * b[i];
}
