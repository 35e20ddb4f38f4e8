/* A loop whose simulated figure lies above every bound: count_above of
   examples/loops.c on znver4, whose ALU operations wait for the queue
   the model's bind rules give them at dispatch.  The remark names the
   queues, with the figure when any free ALU could take an operation at
   issue and the largest single bound after it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=znver4" } */

int
count_above (const int *a, int n, int limit)
{
  int c = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "mca: loop: 1\\.\[4-6\]\[0-9\] cycles/iter.*\\\[znver4\\\]; bottleneck: operations wait for the scheduler queue given them at dispatch, 1\\.\[4-6\]\[0-9\] cycles/iter \\(1\\.0\[0-9\] with any free unit taken at issue; largest single bound: loop-carried dependency through %rdi \\(addq, line 13\\), 1\\.00 cycles/iter\\); critical chain" } */
    if (a[i] > limit)
      c++;
  return c;
}
