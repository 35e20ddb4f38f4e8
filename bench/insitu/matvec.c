/* matvec.c - matrix-vector products on small matrices: 32x32 double by
   rows (a dot product of 32 trips an entry), 24x24 int by columns (an
   update of the result vector, 24 trips), and a 8x8 float one (short
   trips).  */

#include <stdio.h>
#include <stdlib.h>

static double A[32][32], x[32], y[32];
static int B[24][24], u[24], v[24];
static float C[8][8], p[8], q[8];

__attribute__ ((noipa)) void
dgemv (double (*a)[32], const double *xv, double *yv, int n)
{
  for (int i = 0; i < n; i++)
    {
      double s = 0;
      for (int j = 0; j < n; j++)
	s += a[i][j] * xv[j];
      yv[i] = s;
    }
}

__attribute__ ((noipa)) void
igemv_t (int (*b)[24], const int *restrict uv, int *restrict vv, int n)
{
  for (int i = 0; i < n; i++)
    vv[i] = 0;
  for (int j = 0; j < n; j++)
    for (int i = 0; i < n; i++)
      vv[i] += b[j][i] * uv[j];
}

__attribute__ ((noipa)) void
sgemv8 (float (*c)[8], const float *pv, float *qv, int n)
{
  for (int i = 0; i < n; i++)
    {
      float s = 0;
      for (int j = 0; j < n; j++)
	s += c[i][j] * pv[j];
      qv[i] = s;
    }
}

int
main (int argc, char **argv)
{
  long reps = argc > 1 ? atol (argv[1]) : 200000;
  for (int i = 0; i < 32; i++)
    {
      x[i] = i * 0.5;
      for (int j = 0; j < 32; j++)
	A[i][j] = ((i + j) % 9) * 0.125;
    }
  for (int i = 0; i < 24; i++)
    {
      u[i] = i + 1;
      for (int j = 0; j < 24; j++)
	B[i][j] = (i * j) % 11 - 5;
    }
  for (int i = 0; i < 8; i++)
    {
      p[i] = i;
      for (int j = 0; j < 8; j++)
	C[i][j] = (i ^ j) * 0.5f;
    }
  double s = 0;
  for (long r = 0; r < reps; r++)
    {
      dgemv (A, x, y, 32);
      igemv_t (B, u, v, 24);
      for (int t = 0; t < 8; t++)
	sgemv8 (C, p, q, 8);
      s += y[r & 31] + v[r % 24] + q[r & 7];
      x[r & 31] += 1e-9;
    }
  printf ("%g\n", s);
  return 0;
}
