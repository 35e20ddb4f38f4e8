/* convert.c - conversions on 512-bit vectors: integers to floats and
   back with rounding, floats widened to doubles, and 32-bit integers
   narrowed to bytes with saturation.  */
#include <immintrin.h>
#include <stdint.h>

void
i2f_scale (float *restrict y, const int32_t *restrict x, float s, long n)
{
  const __m512 v = _mm512_set1_ps (s);
  for (long i = 0; i < n; i += 16)
    _mm512_storeu_ps (y + i, _mm512_mul_ps (_mm512_cvtepi32_ps
					     (_mm512_loadu_si512 (x + i)), v));
}

void
quantize (int32_t *restrict q, const float *restrict x, float s, long n)
{
  const __m512 v = _mm512_set1_ps (s);
  for (long i = 0; i < n; i += 16)
    _mm512_storeu_si512 (q + i, _mm512_cvtps_epi32
			 (_mm512_mul_ps (_mm512_loadu_ps (x + i), v)));
}

void
widen (double *restrict y, const float *restrict x, long n)
{
  for (long i = 0; i < n; i += 8)
    _mm512_storeu_pd (y + i, _mm512_cvtps_pd (_mm256_loadu_ps (x + i)));
}

void
narrow (uint8_t *restrict y, const int32_t *restrict x, long n)
{
  for (long i = 0; i < n; i += 16)
    _mm_storeu_si128 ((__m128i *) (y + i),
		      _mm512_cvtusepi32_epi8 (_mm512_loadu_si512 (x + i)));
}

void
i64_to_f64 (double *restrict y, const int64_t *restrict x, long n)
{
  for (long i = 0; i < n; i += 8)
    _mm512_storeu_pd (y + i, _mm512_cvtepi64_pd (_mm512_loadu_si512 (x + i)));
}
