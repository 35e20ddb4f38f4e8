/* matmul.c - matrix multiply inner loops in several orders.  */
#include <stddef.h>

void
matmul_ijk (int n, double *restrict c, const double *restrict a,
	    const double *restrict b)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	double s = 0;
	for (int k = 0; k < n; k++)
	  s += a[i * n + k] * b[k * n + j];
	c[i * n + j] = s;
      }
}

void
matmul_ikj (int n, float *restrict c, const float *restrict a,
	    const float *restrict b)
{
  for (int i = 0; i < n; i++)
    for (int k = 0; k < n; k++)
      {
	float aik = a[i * n + k];
	for (int j = 0; j < n; j++)
	  c[i * n + j] += aik * b[k * n + j];
      }
}

void
matmul_int (int n, int *c, const int *a, const int *b)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	int s = 0;
	for (int k = 0; k < n; k++)
	  s += a[i * n + k] * b[k * n + j];
	c[i * n + j] = s;
      }
}

void
matmul_bt (int n, double *restrict c, const double *restrict a,
	   const double *restrict bt)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	double s = 0;
	for (int k = 0; k < n; k++)
	  s += a[i * n + k] * bt[j * n + k];
	c[i * n + j] = s;
      }
}

void
gemv (int m, int n, double *restrict y, const double *restrict a,
      const double *restrict x)
{
  for (int i = 0; i < m; i++)
    {
      double s = 0;
      for (int j = 0; j < n; j++)
	s += a[i * n + j] * x[j];
      y[i] = s;
    }
}

void
gemv_t (int m, int n, float *restrict y, const float *restrict a,
	const float *restrict x)
{
  for (int i = 0; i < m; i++)
    for (int j = 0; j < n; j++)
      y[j] += a[i * n + j] * x[i];
}

void
transpose (int n, double *restrict t, const double *restrict a)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      t[j * n + i] = a[i * n + j];
}

void
outer_product (int n, float *restrict m, const float *restrict u,
	       const float *restrict v)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      m[i * n + j] = u[i] * v[j];
}

void
mat4_vec (float *restrict out, const float m[restrict 16],
	  const float *restrict v, int count)
{
  for (int i = 0; i < count; i++)
    {
      const float *p = v + 4 * i;
      for (int r = 0; r < 4; r++)
	out[4 * i + r] = m[4 * r] * p[0] + m[4 * r + 1] * p[1]
			 + m[4 * r + 2] * p[2] + m[4 * r + 3] * p[3];
    }
}

void
trisolve_lower (int n, double *x, const double *l, const double *b)
{
  for (int i = 0; i < n; i++)
    {
      double s = b[i];
      for (int j = 0; j < i; j++)
	s -= l[i * n + j] * x[j];
      x[i] = s / l[i * n + i];
    }
}

void
lu_update (int n, int k, double *a)
{
  for (int i = k + 1; i < n; i++)
    {
      double f = a[i * n + k] / a[k * n + k];
      for (int j = k + 1; j < n; j++)
	a[i * n + j] -= f * a[k * n + j];
    }
}

void
matmul_short (int n, int *restrict c, const short *restrict a,
	      const short *restrict b)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      {
	int s = 0;
	for (int k = 0; k < n; k++)
	  s += a[i * n + k] * b[j * n + k];
	c[i * n + j] = s;
      }
}
