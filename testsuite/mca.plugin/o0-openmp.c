/* -O0 code and OpenMP's outlined functions are analysed like any other;
   -fcf-protection's endbr64 and -fPIC do not get in the way.  */
/* { dg-do compile } */
/* { dg-options "-O0 -fopenmp -fcf-protection -fPIC -fplugin-arg-mca-cpu=btver2" } */

void
scale (float *x, int n)
{
#pragma omp parallel for
  for (int i = 0; i < n; i++)
    x[i] *= 2.0f;	/* { dg-message "mca: loop: \[0-9.\]+ cycles/iter" } (the outlined loop's compare has no location) */
}

int
count (const char *s)
{
  int n = 0;
  while (*s++)		/* { dg-message "mca: loop: \[0-9.\]+ cycles/iter" } */
    n++;
  return n;
}
