/* saxpy.c - BLAS-1 updates on L1-resident arrays: saxpy on restrict
   float arrays (vectorizable), daxpy through pointers that may alias
   (scalar), and an in-place scale with a bounds clamp (two paths).  */

#include <stdio.h>
#include <stdlib.h>

#define N 1024

static float xs[N], ys[N];
static double xd[N / 2], yd[N / 2];
static int vi[N];

__attribute__ ((noipa)) void
saxpy (float *restrict y, const float *restrict x, float a, int n)
{
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}

__attribute__ ((noipa)) void
daxpy (double *y, const double *x, double a, int n)
{
  for (int i = 0; i < n; i++)
    y[i] = y[i] + a * x[i];
}

/* Scale and clamp: the clamp is taken for about a quarter of them.  */
__attribute__ ((noipa)) long
scale_clamp (int *v, int k, int limit, int n)
{
  long clamped = 0;
  for (int i = 0; i < n; i++)
    {
      int t = v[i] * k >> 4;
      if (t > limit)
	{
	  clamped++;
	  t = v[i] >> 1;
	}
      v[i] = t;
    }
  return clamped;
}

int
main (int argc, char **argv)
{
  long reps = argc > 1 ? atol (argv[1]) : 100000;
  unsigned u = 777;
  for (int i = 0; i < N; i++)
    {
      u = u * 1103515245 + 12345;
      xs[i] = (u >> 16) / 65536.0f;
      ys[i] = 0;
      vi[i] = (u >> 8) & 0xffff;
    }
  for (int i = 0; i < N / 2; i++)
    xd[i] = xs[i], yd[i] = 1;
  long c = 0;
  for (long r = 0; r < reps; r++)
    {
      saxpy (ys, xs, (r & 1) ? 0.5f : -0.5f, N);
      daxpy (yd, xd, (r & 1) ? 0.25 : -0.25, N / 2);
      c += scale_clamp (vi, 17 + (r & 1), 60000, N);
      if ((r & 63) == 0)
	for (int i = 0; i < N; i++)
	  vi[i] = (vi[i] * 13 + r) & 0xffff;
    }
  printf ("%g %g %ld\n", ys[7], yd[9], c);
  return 0;
}
