/* poly.c - polynomials and exponentials on 512-bit vectors: Horner's
   rule of degree 3, 5 and 8 (one chain of FMAs an element block), the
   same with two blocks in flight, and an exp2 built from vscalefps.  */
#include <immintrin.h>

void
horner3 (float *restrict y, const float *restrict x, long n)
{
  const __m512 c0 = _mm512_set1_ps (1.0f), c1 = _mm512_set1_ps (0.5f),
    c2 = _mm512_set1_ps (0.25f), c3 = _mm512_set1_ps (0.125f);
  for (long i = 0; i < n; i += 16)
    {
      __m512 v = _mm512_loadu_ps (x + i);
      __m512 p = _mm512_fmadd_ps (c3, v, c2);
      p = _mm512_fmadd_ps (p, v, c1);
      p = _mm512_fmadd_ps (p, v, c0);
      _mm512_storeu_ps (y + i, p);
    }
}

void
horner8 (double *restrict y, const double *restrict x, long n)
{
  for (long i = 0; i < n; i += 8)
    {
      __m512d v = _mm512_loadu_pd (x + i);
      __m512d p = _mm512_set1_pd (0.1);
      for (int k = 0; k < 8; k++)
	p = _mm512_fmadd_pd (p, v, _mm512_set1_pd (1.0 / (k + 2)));
      _mm512_storeu_pd (y + i, p);
    }
}

void
horner5_two (float *restrict y, const float *restrict x, long n)
{
  const __m512 c = _mm512_set1_ps (0.75f), d = _mm512_set1_ps (1.5f);
  for (long i = 0; i < n; i += 32)
    {
      __m512 a = _mm512_loadu_ps (x + i), b = _mm512_loadu_ps (x + i + 16);
      __m512 p = c, q = c;
      for (int k = 0; k < 5; k++)
	{
	  p = _mm512_fmadd_ps (p, a, d);
	  q = _mm512_fmadd_ps (q, b, d);
	}
      _mm512_storeu_ps (y + i, p);
      _mm512_storeu_ps (y + i + 16, q);
    }
}

void
exp2_scalef (float *restrict y, const float *restrict x, long n)
{
  const __m512 c1 = _mm512_set1_ps (0.6931472f), c2 = _mm512_set1_ps (0.2402265f),
    one = _mm512_set1_ps (1.0f);
  for (long i = 0; i < n; i += 16)
    {
      __m512 v = _mm512_loadu_ps (x + i);
      __m512 r = _mm512_roundscale_ps (v, _MM_FROUND_TO_NEAREST_INT);
      __m512 f = _mm512_sub_ps (v, r);
      __m512 p = _mm512_fmadd_ps (_mm512_fmadd_ps (c2, f, c1), f, one);
      _mm512_storeu_ps (y + i, _mm512_scalef_ps (p, r));
    }
}
