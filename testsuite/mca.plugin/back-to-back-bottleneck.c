/* A loop whose simulated figure lies above every bound on znver5: five
   one-cycle chains and a compare reading one of them, where only some
   of the operations whose operand just became ready issue in that cycle
   (the model's backtoback line).  The Zen 5 host runs its body at
   1.29-1.35 cycles per iteration (gcc-mca-measure); without the limit
   the model gives 1.00.  The remark names the limit, with the figure
   without it and the largest single bound after it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=znver5" } */

unsigned long
mix (unsigned long n)
{
  unsigned long a = 0, b = 0, c = 0, d = 0;
  for (unsigned long i = 0; i < n; i++)	/* { dg-message "mca: loop: 1\\.2\[0-9\] cycles/iter.*\\\[znver5\\\]; bottleneck: dependent operations wait a cycle, as few issue in the cycle their operand is ready, 1\\.2\[0-9\] cycles/iter \\(1\\.0\[0-9\] with every one issuing then; largest single bound: loop-carried dependency through %r8 \\(addq, line 15\\), 1\\.00 cycles/iter\\); critical chain" } */
    {
      a += 3;
      b += 5;
      c += 7;
      d += 9;
      __asm__ ("" : "+r" (a), "+r" (b), "+r" (c), "+r" (d));
    }
  return a ^ b ^ c ^ d;
}
