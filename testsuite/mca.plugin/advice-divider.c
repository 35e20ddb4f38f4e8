/* What to try where floats' divisions or square roots hold the divider:
   GCC's sequence from an approximate reciprocal (or reciprocal square
   root), with -ffast-math in a vectorized loop and -mrecip as well in a
   scalar one; after the divisor's reciprocal for a division, alone for
   a square root, which no reciprocal helps.  For doubles' square roots,
   nothing about the divider (what else applies still does).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fno-math-errno -fplugin-arg-mca-cpu=znver5" } */

void
roots (float *restrict a, const float *restrict b, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "bottleneck: FP divider \\(v?sqrtss.*; to try: -mrecip with -ffast-math, which lets GCC compute single-precision square roots from an approximate reciprocal square root and a Newton-Raphson step, if results up to 2 units in the last place off are acceptable" } */
    a[i] = __builtin_sqrtf (b[i]) * b[i];
}

__attribute__ ((optimize ("O3")))
void
roots_vectorized (float *restrict a, const float *restrict b, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "bottleneck: FP divider \\(v?sqrtps.*; to try: -ffast-math, which lets GCC compute single-precision square roots" } */
    a[i] = __builtin_sqrtf (b[i]) * b[i];
}

void
roots_double (double *restrict a, const double *restrict b, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "bottleneck: FP divider \\(v?sqrtsd(?!\[^\n\]*(reciprocal|-mrecip))" } */
    a[i] = __builtin_sqrt (b[i]) * b[i];
}

void
ratios (float *restrict a, const float *restrict b, const float *restrict c,
	int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "bottleneck: FP divider \\(v?divss.*; to try: a multiplication by a reciprocal computed before the loop, if the divisor does not change \\(-freciprocal-math, in -ffast-math, lets GCC do it\\); else -mrecip with -ffast-math, which lets GCC divide floats by an approximate reciprocal and a Newton-Raphson step" } */
    a[i] = b[i] / c[i];
}

__attribute__ ((optimize ("O3")))
void
ratios_vectorized (float *restrict a, const float *restrict b,
		   const float *restrict c, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "bottleneck: FP divider \\(v?divps.*; else -ffast-math, which lets GCC divide floats by an approximate reciprocal" } */
    a[i] = b[i] / c[i];
}

void
ratios_double (double *restrict a, const double *restrict b,
	       const double *restrict c, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "bottleneck: FP divider \\(v?divsd.*if the divisor does not change \\(-freciprocal-math, in -ffast-math, lets GCC do it\\)(?!\[^\n\]*-mrecip)" } */
    a[i] = b[i] / c[i];
}
