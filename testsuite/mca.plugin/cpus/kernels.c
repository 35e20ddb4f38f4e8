/* Loops for cpus.exp (cpu= with several models): a floating-point sum,
   whose chain is shorter on btver2 than on skylake; the same body again
   in another function, which the memo of results serves; and a loop with
   an instruction btver2 has no data for.  */

double
dot (const double *a, const double *b, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

double
dot_again (const double *a, const double *b, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

void
fma_asm (float *x, int n)
{
  for (int i = 0; i < n; i++)
    {
      __asm volatile ("vfmadd231ps %%ymm0, %%ymm1, %%ymm2" ::: "xmm2");
      x[i] += 1.0f;
    }
}
