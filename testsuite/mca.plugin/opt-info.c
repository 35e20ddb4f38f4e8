/* remarks=opt-info: the remark goes through GCC's optimization-info
   channel only, so -fopt-info-loop shows it as an "optimized:" line.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=btver2 -fplugin-arg-mca-remarks=opt-info -fopt-info-loop" } */

int
sum (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "optimized: mca: loop: .*\\\[btver2\\\]" } */
    s += a[i];
  return s;
}
