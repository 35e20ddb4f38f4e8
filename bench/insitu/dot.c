/* dot.c - dot products on L1-resident vectors: a double reduction (one
   dependent add chain), an int32 reduction (GCC may vectorize it), and
   many short dot products of 6 elements (short trips).  */

#include <stdio.h>
#include <stdlib.h>

#define N 512

static double xd[N], yd[N];
static int xi[1024], yi[1024];
static float pf[128][6], qf[6];

__attribute__ ((noipa)) double
ddot (const double *x, const double *y, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += x[i] * y[i];
  return s;
}

__attribute__ ((noipa)) long
idot (const int *x, const int *y, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += (long) x[i] * y[i];
  return s;
}

/* Each row against q: the inner loop runs 6 times an entry.  */
__attribute__ ((noipa)) float
short_dots (float (*p)[6], const float *q, int rows, int k)
{
  float best = 0;
  for (int r = 0; r < rows; r++)
    {
      float s = 0;
      for (int j = 0; j < k; j++)
	s += p[r][j] * q[j];
      if (s > best)
	best = s;
    }
  return best;
}

int
main (int argc, char **argv)
{
  long reps = argc > 1 ? atol (argv[1]) : 100000;
  unsigned v = 12345;
  for (int i = 0; i < N; i++)
    {
      v = v * 1103515245 + 12345;
      xd[i] = (v >> 16) / 65536.0;
      yd[i] = 1.0 - xd[i];
    }
  for (int i = 0; i < 1024; i++)
    {
      v = v * 1103515245 + 12345;
      xi[i] = v >> 20;
      yi[i] = (v >> 8) & 4095;
    }
  for (int i = 0; i < 128; i++)
    for (int j = 0; j < 6; j++)
      pf[i][j] = ((i * 7 + j * 3) % 17) / 17.0f;
  for (int j = 0; j < 6; j++)
    qf[j] = j / 6.0f;
  double sd = 0;
  long si = 0;
  float sf = 0;
  for (long r = 0; r < reps; r++)
    {
      sd += ddot (xd, yd, N);
      sd += ddot (xd, yd, N);
      si += idot (xi, yi, 1024);
      sf += short_dots (pf, qf, 128, 6);
    }
  printf ("%g %ld %g\n", sd, si, sf);
  return 0;
}
