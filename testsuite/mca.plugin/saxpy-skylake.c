/* The vectorized saxpy at -O3 -march=skylake: one remark, on the skylake
   model chosen from -march.  The vectorizer's counter has no location,
   so the remark is at the loop's first located insn, the statement.  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=skylake" } */

void
saxpy (float *restrict y, const float *restrict x, float a, int n)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];	/* { dg-message "mca: loop: \[0-9\]+\\.\[0-9\]\[0-9\] cycles/iter, Block RThroughput \[0-9\]+\\.\[0-9\]\[0-9\], IPC \[0-9\]+\\.\[0-9\]\[0-9\] \\\[skylake\\\]; bottleneck: " } */
}
