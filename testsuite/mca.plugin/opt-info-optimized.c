/* The remark is a note of the optimization-info channel: -fopt-info-loop,
   which shows the optimizations GCC made (kind "optimized"), leaves it
   out, so that tools counting optimizations do not count it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=btver2 -fplugin-arg-mca-remarks=opt-info -fopt-info-loop" } */

int
sum (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)	/* { dg-bogus "mca:" } */
    s += a[i];
  return s;
}
