/* The vectorized saxpy at -O3 -march=skylake: one remark, on the skylake
   model chosen from -march.  The vectorizer's counter has no location;
   the remark is on the loop's line all the same (the condition's
   location GIMPLE had before the vectorizer, loop-lines.cc).  */
/* { dg-do compile } */
/* { dg-options "-O3 -march=skylake" } */

void
saxpy (float *restrict y, const float *restrict x, float a, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "mca: loop: \[0-9\]+\\.\[0-9\]\[0-9\] cycles/iter, Block RThroughput \[0-9\]+\\.\[0-9\]\[0-9\], IPC \[0-9\]+\\.\[0-9\]\[0-9\] \\\[skylake\\\]; bottleneck: " } */
    y[i] = a * x[i] + y[i];
}
