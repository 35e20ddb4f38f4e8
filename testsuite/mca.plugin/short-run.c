/* iterations=3: too few iterations retire to leave the pipeline's fill
   out, and the figure is total cycles over iterations, as llvm-mca's.
   The remark says so rather than blaming contention between operations;
   with the default iterations the same loop runs at its bound.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=znver5 -fplugin-arg-mca-iterations=3" } */

int
isum (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "mca: loop: \[0-9.\]+ cycles/iter, .*; bottleneck: loop-carried dependency through %rdi \\(addq, line 12\\), 1\\.00 cycles/iter \\(simulated \[0-9.\]+ over 3 iterations, the fill of the pipeline included: too few iterations to leave it out\\)" } */
    s += a[i];
  return s;
}
