/* minmax.c - minimum and maximum of an int array in one pass with
   if/else, the index of the smallest double (argmin), and a clamp of
   each element to a range, on random data.  */

#include <stdio.h>
#include <stdlib.h>

#define N 2048

static int v[N], cl[N];
static double d[N / 2];

__attribute__ ((noipa)) long
min_max (const int *a, int n)
{
  int lo = a[0], hi = a[0];
  for (int i = 1; i < n; i++)
    {
      if (a[i] < lo)
	lo = a[i];
      else if (a[i] > hi)
	hi = a[i];
    }
  return (long) hi - lo;
}

__attribute__ ((noipa)) int
argmin (const double *a, int n)
{
  int k = 0;
  double m = a[0];
  for (int i = 1; i < n; i++)
    if (a[i] < m)
      {
	m = a[i];
	k = i;
      }
  return k;
}

__attribute__ ((noipa)) void
clamp (int *restrict y, const int *restrict x, int n, int lo, int hi)
{
  for (int i = 0; i < n; i++)
    {
      int t = x[i];
      y[i] = t < lo ? lo : t > hi ? hi : t;
    }
}

int
main (int argc, char **argv)
{
  long reps = argc > 1 ? atol (argv[1]) : 50000;
  unsigned u = 8;
  for (int i = 0; i < N; i++)
    {
      u = u * 1103515245 + 12345;
      v[i] = (int) (u >> 8) - (1 << 23);
    }
  for (int i = 0; i < N / 2; i++)
    {
      u = u * 1103515245 + 12345;
      d[i] = (u >> 10) / 4096.0;
    }
  long s = 0;
  for (long r = 0; r < reps; r++)
    {
      s += min_max (v, N);
      s += argmin (d, N / 2);
      clamp (cl, v, N, -(1 << 20), 1 << 20);
      s += cl[r & (N - 1)];
      v[r & (N - 1)] ^= 1;
    }
  printf ("%ld\n", s);
  return 0;
}
