/* profile-trips.exp: Horner's rule of degree 32 at each of 1,024
   points.  The inner loop (line 15) is entered once a point for a few
   iterations (32, or fewer once GCC unrolls it with the profile), and
   its chain, a multiply and then an add, starts afresh at each entry:
   the core overlaps the chains of successive entries.  */
#include <stdio.h>
#include <stdlib.h>

__attribute__ ((noinline)) void
horner (const double *c, int degree, const double *x, double *y, int n)
{
  for (int i = 0; i < n; i++)
    {
      double s = 0;
      for (int k = 0; k < degree; k++)
	s = s * x[i] + c[k];
      y[i] = s;
    }
}

int
main (int argc, char **argv)
{
  int degree = argc > 1 ? atoi (argv[1]) : 32, n = 1024;
  double *c = malloc (degree * sizeof *c), x[1024], y[1024];
  for (int k = 0; k < degree; k++)
    c[k] = 1.0 / (k + 1);
  for (int i = 0; i < n; i++)
    x[i] = i / 1024.0;
  for (int r = 0; r < 20; r++)
    horner (c, degree, x, y, n);
  printf ("%g\n", y[n - 1]);
  free (c);
  return 0;
}
