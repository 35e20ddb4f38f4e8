/* A spin-wait loop: GCC writes the pause as `rep nop', which the model
   takes for the pause it is (uops.info Alder Lake P PAUSE reciprocal
   throughput 160.17), the bottleneck the remark names.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=sapphirerapids" } */

void
spin (volatile int *flag)
{
  while (!*flag)	/* { dg-message "mca: loop: .*\\\[sapphirerapids\\\]; bottleneck: pauses, one at a time \\(rep nop, line 11\\), 160\\.00 cycles/iter" } */
    __builtin_ia32_pause ();
}
