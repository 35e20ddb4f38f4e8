/* An atomic fetch-and-add in a loop: a lock xadd, which holds the core's
   lock (the model's Lock resource: uops.info Zen 4 XADD_LOCK (M64, R64)
   7.80 cycles), the bottleneck the remark names; the instructions it
   names keep their lock prefix.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=znver4" } */

long
count (long *c, long n)
{
  long s = 0;
  for (long i = 0; i < n; i++)	/* { dg-message "mca: loop: 7\\.00 cycles/iter.*\\\[znver4\\\]; bottleneck: locked instructions, one at a time \\(lock xaddq, line 13\\), 7\\.00 cycles/iter; critical chain: .*lock xaddq \\(line 13\\)" } */
    s += __atomic_fetch_add (c, i, __ATOMIC_SEQ_CST);
  return s;
}
