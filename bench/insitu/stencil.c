/* stencil.c - a 5-point Jacobi stencil on a 40x40 double grid (two grids,
   25 KB together) and a 1-D 3-point min filter with branches.  */

#include <stdio.h>
#include <stdlib.h>

#define M 40

static double a[M][M], b[M][M];
static int line[2048], lout[2048];

__attribute__ ((noipa)) void
jacobi (double (*restrict dst)[M], double (*restrict src)[M])
{
  for (int i = 1; i < M - 1; i++)
    for (int j = 1; j < M - 1; j++)
      dst[i][j] = 0.2 * (src[i][j] + src[i - 1][j] + src[i + 1][j]
			 + src[i][j - 1] + src[i][j + 1]);
}

/* The smallest of three neighbours, written with if/else.  */
__attribute__ ((noipa)) void
min3 (int *restrict y, const int *restrict x, int n)
{
  for (int i = 1; i < n - 1; i++)
    {
      int m = x[i - 1];
      if (x[i] < m)
	m = x[i];
      if (x[i + 1] < m)
	m = x[i + 1];
      y[i] = m;
    }
}

int
main (int argc, char **argv)
{
  long reps = argc > 1 ? atol (argv[1]) : 55000;
  for (int i = 0; i < M; i++)
    for (int j = 0; j < M; j++)
      a[i][j] = b[i][j] = (i * j) % 7;
  unsigned u = 5;
  for (int i = 0; i < 2048; i++)
    {
      u = u * 1103515245 + 12345;
      line[i] = u >> 12;
    }
  long s = 0;
  for (long r = 0; r < reps; r++)
    {
      jacobi (b, a);
      jacobi (a, b);
      min3 (lout, line, 2048);
      s += lout[r & 2047];
    }
  printf ("%g %ld\n", a[5][7], s);
  return 0;
}
