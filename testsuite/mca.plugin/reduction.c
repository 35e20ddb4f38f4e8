/* A latency-bound reduction: the critical chain is the accumulator's
   addition, loop-carried, on the line of the accumulation.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=btver2" } */

double
dot (const double *a, const double *b, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "mca: loop: 3\\.\[0-9\]+ cycles/iter.*\\\[btver2\\\]; bottleneck: loop-carried dependency through %xmm\[0-9\]+ \\(addsd, line 11\\), 3\\.00 cycles/iter; critical chain: .*addsd \\(line 11\\) \\\[3 cycles, loop-carried\\\]" } */
    s += a[i] * b[i];
  return s;
}
