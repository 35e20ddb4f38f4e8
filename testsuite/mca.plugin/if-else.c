/* A loop with an if/else has two paths; the remark says so and
   simulates the most probable one.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=btver2" } */

int
f (const int *a, int n, int *out)
{
  int s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "mca: loop: .*\\\[btver2\\\].*; 2 paths, the most probable \\(\[0-9\]+% of iterations\\) simulated" } */
    {
      if (__builtin_expect (a[i] > 100, 1))
	out[i] = a[i] * 3;
      else
	s += a[i];
    }
  return s;
}
