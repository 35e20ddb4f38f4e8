/* -march=knl picks the knl model.  The reduction's FMA takes its operand
   from memory: the load (5 cycles) overlaps, and the loop-carried chain
   through the accumulator is the FMA's latency alone, 6 cycles.  */
/* { dg-do compile } */
/* { dg-options "-O2 -march=knl" } */

double
dot (const double *restrict a, const double *restrict b, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "mca: loop: 6\\.00 cycles/iter, Block RThroughput \[0-9.\]+, IPC \[0-9.\]+ \\\[knl\\\]; bottleneck: loop-carried dependency through %xmm0 \\(vfmadd231sd, line 12\\), 6\\.00 cycles/iter; critical chain: vfmadd231sd \\(line 12\\)" } */
    s += a[i] * b[i];
  return s;
}
