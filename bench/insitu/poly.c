/* poly.c - polynomials: Horner's rule of degree 9 over 1024 points (an
   inner loop of 10 trips, a chain of multiply-adds), and one polynomial
   of degree 511 evaluated at a point (one long chain), in double.  */

#include <stdio.h>
#include <stdlib.h>

#define N 1024
#define DEG 9

static double xs[N], ys[N], c[DEG + 1], big[512];

__attribute__ ((noipa)) void
horner_all (double *restrict y, const double *restrict x,
	    const double *restrict coef, int n, int deg)
{
  for (int i = 0; i < n; i++)
    {
      double p = coef[deg];
      for (int k = deg - 1; k >= 0; k--)
	p = p * x[i] + coef[k];
      y[i] = p;
    }
}

__attribute__ ((noipa)) double
horner_long (const double *coef, int n, double x)
{
  double p = 0;
  for (int k = n - 1; k >= 0; k--)
    p = p * x + coef[k];
  return p;
}

int
main (int argc, char **argv)
{
  long reps = argc > 1 ? atol (argv[1]) : 10000;
  for (int i = 0; i < N; i++)
    xs[i] = (i - N / 2) / (double) N;
  for (int k = 0; k <= DEG; k++)
    c[k] = 1.0 / (k + 1);
  for (int k = 0; k < 512; k++)
    big[k] = (k % 5) * 0.01;
  double s = 0;
  for (long r = 0; r < reps; r++)
    {
      horner_all (ys, xs, c, N, DEG);
      s += ys[r & (N - 1)];
      for (int t = 0; t < 12; t++)
	s += horner_long (big, 512, 0.5 + t * 0.01);
    }
  printf ("%g\n", s);
  return 0;
}
