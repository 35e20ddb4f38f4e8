/* avx512.c - AVX-512: masking, zeroing, broadcast, rounding control, gathers; compiled to assembly by ../../run-corpus.sh.  */
#include <immintrin.h>
__m512 f512(__m512 a, __m512 b, __mmask16 k) { return _mm512_maskz_add_ps(k, a, b); }
__m512 f512m(__m512 s, __m512 a, __m512 b, __mmask16 k) { return _mm512_mask_mul_ps(s, k, a, b); }
__m512 bc(__m512 a, const float *p) { return _mm512_add_ps(a, _mm512_set1_ps(*p)); }
__m512 rnd(__m512 a, __m512 b) { return _mm512_add_round_ps(a, b, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); }
__mmask16 cmp(__m512 a, __m512 b) { return _mm512_cmp_ps_mask(a, b, _CMP_LT_OS); }
__mmask16 cmpsae(__m512 a, __m512 b) { return _mm512_cmp_round_ps_mask(a, b, _CMP_LT_OS, _MM_FROUND_NO_EXC); }
__m512i gat(const int *p, __m512i i) { return _mm512_i32gather_epi32(i, p, 4); }
void scat(int *p, __m512i i, __m512i v) { _mm512_i32scatter_epi32(p, i, v, 4); }
__m512i ternlog(__m512i a, __m512i b, __m512i c) { return _mm512_ternarylogic_epi32(a, b, c, 0x96); }
__m512d dadd(__m512d a, const double *p) { return _mm512_add_pd(a, _mm512_set1_pd(*p)); }
void loop(float *a, const float *b, float c, int n) { for (int i = 0; i < n; i++) a[i] = a[i] * c + b[i]; }
__mmask16 kops(__mmask16 a, __mmask16 b) { return _mm512_kand(_mm512_knot(a), b); }
__m256i cvt(__m512 a) { return _mm512_cvtps_ph(a, 0); }
__m512i perm(__m512i a, __m512i b) { return _mm512_permutexvar_epi64(a, b); }
__m512 sqrt_round(__m512 a) { return _mm512_sqrt_round_ps(a, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC); }
__m128 ss_round(__m128 a, __m128 b) { return _mm_add_round_ss(a, b, _MM_FROUND_TO_POS_INF | _MM_FROUND_NO_EXC); }
__m512i expand(__m512i a, __mmask16 k, const int *p) { return _mm512_mask_expandloadu_epi32(a, k, p); }
int red(__m512i a) { return _mm512_reduce_add_epi32(a); }
