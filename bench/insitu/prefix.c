/* prefix.c - scans: an in-place int prefix sum, a double prefix sum into
   another array (a dependent add chain), and a running maximum with an
   if (two paths).  */

#include <stdio.h>
#include <stdlib.h>

#define N 2048

static int v[N];
static double d[N / 2], e[N / 2];
static int w[N], wm[N];

__attribute__ ((noipa)) void
iscan (int *x, int n)
{
  for (int i = 1; i < n; i++)
    x[i] += x[i - 1];
}

__attribute__ ((noipa)) void
dscan (double *restrict y, const double *restrict x, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    {
      s += x[i];
      y[i] = s;
    }
}

__attribute__ ((noipa)) int
running_max (int *restrict y, const int *restrict x, int n)
{
  int m = x[0], changes = 0;
  for (int i = 0; i < n; i++)
    {
      if (x[i] > m)
	{
	  m = x[i];
	  changes++;
	}
      y[i] = m;
    }
  return changes;
}

int
main (int argc, char **argv)
{
  long reps = argc > 1 ? atol (argv[1]) : 60000;
  unsigned u = 31;
  for (int i = 0; i < N; i++)
    {
      u = u * 1103515245 + 12345;
      w[i] = (u >> 8) & 0xffff;
    }
  for (int i = 0; i < N / 2; i++)
    d[i] = (i & 7) * 0.125;
  long s = 0;
  for (long r = 0; r < reps; r++)
    {
      for (int i = 0; i < N; i++)
	v[i] = i ^ (int) r;
      iscan (v, N);
      dscan (e, d, N / 2);
      s += v[N - 1] + running_max (wm, w, N) + (long) e[N / 2 - 1];
      w[r & (N - 1)] += 1;
    }
  printf ("%ld\n", s);
  return 0;
}
