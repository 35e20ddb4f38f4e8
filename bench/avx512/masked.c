/* masked.c - masks on 512-bit vectors: a clamp through compares and
   masked moves, a conditional update, a compress of the positive
   elements, and a count of matches.  */
#include <immintrin.h>
#include <stdint.h>

void
clamp (float *restrict y, const float *restrict x, float lo, float hi,
       long n)
{
  const __m512 l = _mm512_set1_ps (lo), h = _mm512_set1_ps (hi);
  for (long i = 0; i < n; i += 16)
    {
      __m512 v = _mm512_loadu_ps (x + i);
      v = _mm512_mask_mov_ps (v, _mm512_cmp_ps_mask (v, l, _CMP_LT_OQ), l);
      v = _mm512_mask_mov_ps (v, _mm512_cmp_ps_mask (v, h, _CMP_GT_OQ), h);
      _mm512_storeu_ps (y + i, v);
    }
}

void
cond_add (float *restrict y, const float *restrict x, long n)
{
  const __m512 z = _mm512_setzero_ps ();
  for (long i = 0; i < n; i += 16)
    {
      __m512 v = _mm512_loadu_ps (x + i);
      __mmask16 k = _mm512_cmp_ps_mask (v, z, _CMP_GT_OQ);
      __m512 w = _mm512_loadu_ps (y + i);
      _mm512_mask_storeu_ps (y + i, k, _mm512_add_ps (w, v));
    }
}

long
compress_pos (float *restrict out, const float *restrict x, long n)
{
  long m = 0;
  const __m512 z = _mm512_setzero_ps ();
  for (long i = 0; i < n; i += 16)
    {
      __m512 v = _mm512_loadu_ps (x + i);
      __mmask16 k = _mm512_cmp_ps_mask (v, z, _CMP_GT_OQ);
      _mm512_mask_compressstoreu_ps (out + m, k, v);
      m += __builtin_popcount (k);
    }
  return m;
}

long
count_eq (const int32_t *x, int32_t key, long n)
{
  long c = 0;
  const __m512i k = _mm512_set1_epi32 (key);
  for (long i = 0; i < n; i += 16)
    c += __builtin_popcount (_mm512_cmpeq_epi32_mask
			     (_mm512_loadu_si512 (x + i), k));
  return c;
}
