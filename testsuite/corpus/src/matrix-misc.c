/* matrix-misc.c - further dense-matrix kernels.  */
#include <stddef.h>

double
trace (int n, const double *a)
{
  double t = 0;
  for (int i = 0; i < n; i++)
    t += a[i * n + i];
  return t;
}

void
add_matrices (int n, float *restrict c, const float *restrict a,
	      const float *restrict b)
{
  for (int i = 0; i < n * n; i++)
    c[i] = a[i] + b[i];
}

void
row_sums (int rows, int cols, double *restrict s, const double *restrict m)
{
  for (int r = 0; r < rows; r++)
    {
      double t = 0;
      for (int c = 0; c < cols; c++)
	t += m[r * cols + c];
      s[r] = t;
    }
}

void
col_scale (int rows, int cols, float *m, const float *scale)
{
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      m[r * cols + c] *= scale[c];
}

void
symmetrize (int n, double *a)
{
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      {
	double v = 0.5 * (a[i * n + j] + a[j * n + i]);
	a[i * n + j] = v;
	a[j * n + i] = v;
      }
}

void
identity (int n, double *a)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      a[i * n + j] = i == j;
}

double
frobenius2 (int n, const double *a)
{
  double s = 0;
  for (int i = 0; i < n * n; i++)
    s += a[i] * a[i];
  return s;
}

void
cholesky_col (int n, int j, double *l)
{
  for (int i = j + 1; i < n; i++)
    {
      double s = l[i * n + j];
      for (int k = 0; k < j; k++)
	s -= l[i * n + k] * l[j * n + k];
      l[i * n + j] = s / l[j * n + j];
    }
}

void
gram_schmidt_proj (int n, double *restrict v, const double *restrict u,
		   double coef)
{
  for (int i = 0; i < n; i++)
    v[i] -= coef * u[i];
}

void
banded_matvec (int n, double *restrict y, const double *restrict lo,
	       const double *restrict d, const double *restrict up,
	       const double *restrict x)
{
  for (int i = 1; i < n - 1; i++)
    y[i] = lo[i] * x[i - 1] + d[i] * x[i] + up[i] * x[i + 1];
}

void
thomas_forward (int n, double *c, double *d, const double *a,
		const double *b)
{
  for (int i = 1; i < n; i++)
    {
      double m = 1.0 / (b[i] - a[i] * c[i - 1]);
      c[i] *= m;
      d[i] = (d[i] - a[i] * d[i - 1]) * m;
    }
}

void
thomas_back (int n, double *x, const double *c, const double *d)
{
  x[n - 1] = d[n - 1];
  for (int i = n - 2; i >= 0; i--)
    x[i] = d[i] - c[i] * x[i + 1];
}

void
kron_row (int n, int m, float *restrict out, const float *restrict a,
	  const float *restrict b)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      out[i * m + j] = a[i] * b[j];
}
