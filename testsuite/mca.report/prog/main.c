/* main.c - the report test's program: calls every kernel.  */
#include <stdio.h>
#include <stdlib.h>
#include "kernels.h"

#define N 4096

static unsigned
scramble (unsigned *v, int n)
{
  unsigned h = 2166136261u;
  for (int i = 0; i < n; i++)
    h = (h ^ v[i]) * 16777619u;
  return h;
}

/* An inline asm operand the plugin does not print: skipped.  */
static void
touch (int *p, int n)
{
  for (int i = 0; i < n; i++)
    __asm volatile ("# %a0" : : "r" (p + i) : "memory");
}

int
main (int argc, char **argv)
{
  static double a[N], b[N];
  static float x[N], y[N];
  static long q[N], l[N];
  static unsigned v[N];
  static unsigned char bytes[N];
  for (int i = 0; i < N; i++)
    {
      a[i] = i;
      b[i] = N - i;
      x[i] = i * 0.5f;
      l[i] = i * 7 + 1;
      v[i] = i * 2654435761u;
      bytes[i] = (unsigned char) i;
    }
  saxpy (y, x, 2.0f, N);
  touch ((int *) v, N);
  if (argc > 2)
    mix (x, N);
  printf ("%g %g %ld %u %ld\n", dot (a, b, N), y[5],
	  divide_all (q, l, 3, N), scramble (v, N), sum_bytes (bytes, N));
  return 0;
}
