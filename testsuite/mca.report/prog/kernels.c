/* kernels.c - loops limited by different parts of the processor.  */
#include "kernels.h"

/* A chain of additions through one register.  */
double
dot (const double *a, const double *b, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

/* Loads and stores, no chain but the counter.  */
void
saxpy (float *restrict y, const float *restrict x, float a, int n)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

/* The divider.  */
long
divide_all (long *q, const long *a, long d, int n)
{
  long r = 0;
  for (int i = 0; i < n; i++)
    {
      q[i] = a[i] / d;
      r ^= a[i] % d;
    }
  return r;
}

/* An instruction btver2 has no data for (this file is built for
   btver2): not analysed.  */
void
mix (float *x, int n)
{
  for (int i = 0; i < n; i++)
    {
      __asm volatile ("vfmadd231ps %%ymm0, %%ymm1, %%ymm2" ::: "xmm2");
      x[i] += 1.0f;
    }
}
