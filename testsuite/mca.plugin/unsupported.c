/* An instruction the model has no data for: the loop is not analysed,
   the note names the instruction and its line, and the build goes on.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=btver2" } */

void
f (float *x, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "mca: loop not analysed: model btver2 has no data for vfmadd231ps %ymm0, %ymm1, %ymm2 \\(line 11\\)" } */
    {
      __asm volatile ("vfmadd231ps %%ymm0, %%ymm1, %%ymm2" ::: "xmm2");
      x[i] += 1.0f;
    }
}

void
g (float *x, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "mca: loop not analysed: .*frobnicate" } */
    {
      __asm volatile ("frobnicate %%eax" ::: "eax");
      x[i] += 1.0f;
    }
}
