/* intmul.c - integer multiplies on 512-bit vectors: a 32-bit hash mix
   (vpmulld), 64-bit products (vpmullq), pairwise 16-bit products summed
   (vpmaddwd) and an 8-bit dot product with VNNI (vpdpbusd).  */
#include <immintrin.h>
#include <stdint.h>

void
hash32 (uint32_t *restrict h, const uint32_t *restrict k, long n)
{
  const __m512i m = _mm512_set1_epi32 (0x9e3779b1);
  for (long i = 0; i < n; i += 16)
    {
      __m512i v = _mm512_mullo_epi32 (_mm512_loadu_si512 (k + i), m);
      v = _mm512_xor_si512 (v, _mm512_srli_epi32 (v, 15));
      _mm512_storeu_si512 (h + i, _mm512_mullo_epi32 (v, m));
    }
}

void
mul64 (int64_t *restrict z, const int64_t *restrict x,
       const int64_t *restrict y, long n)
{
  for (long i = 0; i < n; i += 8)
    _mm512_storeu_si512 (z + i, _mm512_mullo_epi64 (_mm512_loadu_si512 (x + i),
						     _mm512_loadu_si512 (y + i)));
}

int
madd16 (const int16_t *x, const int16_t *y, long n)
{
  __m512i s = _mm512_setzero_si512 ();
  for (long i = 0; i < n; i += 32)
    s = _mm512_add_epi32 (s, _mm512_madd_epi16 (_mm512_loadu_si512 (x + i),
						_mm512_loadu_si512 (y + i)));
  return _mm512_reduce_add_epi32 (s);
}

int
dot8 (const uint8_t *x, const int8_t *y, long n)
{
  __m512i s = _mm512_setzero_si512 (), t = _mm512_setzero_si512 ();
  for (long i = 0; i < n; i += 128)
    {
      s = _mm512_dpbusd_epi32 (s, _mm512_loadu_si512 (x + i),
			       _mm512_loadu_si512 (y + i));
      t = _mm512_dpbusd_epi32 (t, _mm512_loadu_si512 (x + i + 64),
			       _mm512_loadu_si512 (y + i + 64));
    }
  return _mm512_reduce_add_epi32 (_mm512_add_epi32 (s, t));
}
