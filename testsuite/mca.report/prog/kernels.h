/* kernels.h - the report test's kernels, and one loop in a header.  */
#ifndef KERNELS_H
#define KERNELS_H

double dot (const double *a, const double *b, int n);
void saxpy (float *restrict y, const float *restrict x, float a, int n);
long divide_all (long *q, const long *a, long d, int n);
void mix (float *x, int n);

static inline long
sum_bytes (const unsigned char *p, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += p[i];
  return s;
}

#endif
