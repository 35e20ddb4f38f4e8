/* sparse.c - sparse matrix kernels.  */
#include <stddef.h>

void
spmv_csr (int nrows, double *restrict y, const int *restrict rowptr,
	  const int *restrict col, const double *restrict val,
	  const double *restrict x)
{
  for (int i = 0; i < nrows; i++)
    {
      double s = 0;
      for (int k = rowptr[i]; k < rowptr[i + 1]; k++)
	s += val[k] * x[col[k]];
      y[i] = s;
    }
}

void
spmv_csr_float (int nrows, float *y, const long *rowptr, const int *col,
		const float *val, const float *x)
{
  for (int i = 0; i < nrows; i++)
    {
      float s = 0;
      for (long k = rowptr[i]; k < rowptr[i + 1]; k++)
	s += val[k] * x[col[k]];
      y[i] = s;
    }
}

void
spmv_coo (int nnz, double *y, const int *row, const int *col,
	  const double *val, const double *x)
{
  for (int k = 0; k < nnz; k++)
    y[row[k]] += val[k] * x[col[k]];
}

void
spmv_ell (int nrows, int width, double *restrict y, const int *restrict col,
	  const double *restrict val, const double *restrict x)
{
  for (int i = 0; i < nrows; i++)
    {
      double s = 0;
      for (int k = 0; k < width; k++)
	s += val[i * width + k] * x[col[i * width + k]];
      y[i] = s;
    }
}

double
sparse_dot (const int *ia, const double *va, int na, const int *ib,
	    const double *vb, int nb)
{
  double s = 0;
  int i = 0, j = 0;
  while (i < na && j < nb)
    {
      if (ia[i] == ib[j])
	s += va[i++] * vb[j++];
      else if (ia[i] < ib[j])
	i++;
      else
	j++;
    }
  return s;
}

void
sparse_axpy (double *restrict y, const int *restrict idx,
	     const double *restrict v, double a, int nnz)
{
  for (int k = 0; k < nnz; k++)
    y[idx[k]] += a * v[k];
}

int
csr_row_nnz_max (const int *rowptr, int nrows)
{
  int m = 0;
  for (int i = 0; i < nrows; i++)
    {
      int d = rowptr[i + 1] - rowptr[i];
      if (d > m)
	m = d;
    }
  return m;
}

void
csr_transpose_count (int *restrict cnt, const int *restrict col, int nnz)
{
  for (int k = 0; k < nnz; k++)
    cnt[col[k] + 1]++;
}

void
diag_extract (double *restrict d, const int *restrict rowptr,
	      const int *restrict col, const double *restrict val, int n)
{
  for (int i = 0; i < n; i++)
    {
      d[i] = 0;
      for (int k = rowptr[i]; k < rowptr[i + 1]; k++)
	if (col[k] == i)
	  d[i] = val[k];
    }
}

void
jacobi_sweep (int n, double *restrict xn, const double *restrict x,
	      const double *restrict b, const int *restrict rowptr,
	      const int *restrict col, const double *restrict val,
	      const double *restrict diag)
{
  for (int i = 0; i < n; i++)
    {
      double s = b[i];
      for (int k = rowptr[i]; k < rowptr[i + 1]; k++)
	if (col[k] != i)
	  s -= val[k] * x[col[k]];
      xn[i] = s / diag[i];
    }
}
