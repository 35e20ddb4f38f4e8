/* What to try where square roots hold the divider: for floats, GCC's
   sequence from an approximate reciprocal square root (-mrecip in a
   scalar loop), not the reciprocal of a divisor; for doubles, nothing
   about the divider (what else applies still does).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-math-errno -fplugin-arg-mca-cpu=znver5" } */

void
roots (float *restrict a, const float *restrict b, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "bottleneck: FP divider \\(v?sqrtss.*; to try: -mrecip with -ffast-math, which lets GCC compute single-precision square roots from an approximate reciprocal square root and a Newton-Raphson step, if results up to 2 units in the last place off are acceptable" } */
    a[i] = __builtin_sqrtf (b[i]) * b[i];
}

/* The same vectorized: -ffast-math alone lets GCC do it.  */
__attribute__ ((optimize ("O3")))
void
roots_vectorized (float *restrict a, const float *restrict b, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "bottleneck: FP divider \\(v?sqrtps.*; to try: -ffast-math, which lets GCC compute vectorized single-precision square roots" } */
    a[i] = __builtin_sqrtf (b[i]) * b[i];
}

void
roots_double (double *restrict a, const double *restrict b, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "bottleneck: FP divider \\(v?sqrtsd(?!\[^\n\]*(reciprocal|-mrecip))" } */
    a[i] = __builtin_sqrt (b[i]) * b[i];
}
