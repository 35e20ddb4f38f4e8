/* shuffle.c - lane crossings on 512-bit vectors: a reversal through
   vpermps, interleaving two arrays, a table lookup of sixteen entries,
   and a gather through an index array.  */
#include <immintrin.h>
#include <stdint.h>

void
reverse (float *restrict y, const float *restrict x, long n)
{
  const __m512i idx = _mm512_set_epi32 (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
					11, 12, 13, 14, 15);
  for (long i = 0; i < n; i += 16)
    _mm512_storeu_ps (y + n - 16 - i,
		      _mm512_permutexvar_ps (idx, _mm512_loadu_ps (x + i)));
}

void
interleave (float *restrict y, const float *restrict a,
	    const float *restrict b, long n)
{
  for (long i = 0; i < n; i += 16)
    {
      __m512 u = _mm512_loadu_ps (a + i), v = _mm512_loadu_ps (b + i);
      _mm512_storeu_ps (y + 2 * i, _mm512_unpacklo_ps (u, v));
      _mm512_storeu_ps (y + 2 * i + 16, _mm512_unpackhi_ps (u, v));
    }
}

void
lookup16 (float *restrict y, const int32_t *restrict k,
	  const float *restrict table, long n)
{
  const __m512 t = _mm512_loadu_ps (table);
  for (long i = 0; i < n; i += 16)
    _mm512_storeu_ps (y + i, _mm512_permutexvar_ps
		      (_mm512_and_si512 (_mm512_loadu_si512 (k + i),
					 _mm512_set1_epi32 (15)), t));
}

void
gather (float *restrict y, const int32_t *restrict idx,
	const float *restrict x, long n)
{
  for (long i = 0; i < n; i += 16)
    _mm512_storeu_ps (y + i, _mm512_i32gather_ps (_mm512_loadu_si512 (idx + i),
						  x, 4));
}
