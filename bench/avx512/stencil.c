/* stencil.c - stencils on 512-bit vectors: three and five points in one
   dimension (loads one element apart, across cache lines), and a
   two-dimensional five-point update of three rows.  */
#include <immintrin.h>

void
smooth3 (float *restrict y, const float *restrict x, long n)
{
  const __m512 w = _mm512_set1_ps (1.0f / 3);
  for (long i = 1; i + 16 < n; i += 16)
    {
      __m512 s = _mm512_add_ps (_mm512_loadu_ps (x + i - 1),
				_mm512_loadu_ps (x + i));
      s = _mm512_add_ps (s, _mm512_loadu_ps (x + i + 1));
      _mm512_storeu_ps (y + i, _mm512_mul_ps (s, w));
    }
}

void
smooth5 (double *restrict y, const double *restrict x, long n)
{
  const __m512d a = _mm512_set1_pd (0.4), b = _mm512_set1_pd (0.2),
    c = _mm512_set1_pd (0.1);
  for (long i = 2; i + 10 < n; i += 8)
    {
      __m512d s = _mm512_mul_pd (a, _mm512_loadu_pd (x + i));
      s = _mm512_fmadd_pd (b, _mm512_add_pd (_mm512_loadu_pd (x + i - 1),
					     _mm512_loadu_pd (x + i + 1)), s);
      s = _mm512_fmadd_pd (c, _mm512_add_pd (_mm512_loadu_pd (x + i - 2),
					     _mm512_loadu_pd (x + i + 2)), s);
      _mm512_storeu_pd (y + i, s);
    }
}

void
jacobi2d (float *restrict out, const float *restrict up,
	  const float *restrict mid, const float *restrict down, long n)
{
  const __m512 q = _mm512_set1_ps (0.25f);
  for (long i = 1; i + 16 < n; i += 16)
    {
      __m512 s = _mm512_add_ps (_mm512_loadu_ps (up + i),
				_mm512_loadu_ps (down + i));
      s = _mm512_add_ps (s, _mm512_loadu_ps (mid + i - 1));
      s = _mm512_add_ps (s, _mm512_loadu_ps (mid + i + 1));
      _mm512_storeu_ps (out + i, _mm512_mul_ps (s, q));
    }
}
