/* remarks=opt-info: the remark goes through GCC's optimization-info
   channel only, as a note (MSG_NOTE): it is an analysis, not an
   optimization, so -fopt-info-loop-note shows it and -fopt-info-loop
   (optimizations only) does not (opt-info-optimized.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=btver2 -fplugin-arg-mca-remarks=opt-info -fopt-info-loop-note -fno-tree-vectorize" } */

int
sum (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "note: mca: loop: .*\\\[btver2\\\]" } */
    s += a[i];
  return s;
}
