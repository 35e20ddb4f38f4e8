/* vec.c - SSE/AVX2 intrinsics: shuffles, FMA, gathers, blends; compiled to assembly by ../../run-corpus.sh.  */
#include <immintrin.h>
__m256 avx_fma(__m256 a, __m256 b, __m256 c) { return _mm256_fmadd_ps(a, b, c); }
__m256i avx2_ops(__m256i a, __m256i b) { return _mm256_add_epi32(_mm256_shuffle_epi8(a, b), _mm256_permutevar8x32_epi32(a, b)); }
__m128 sse_ops(__m128 a, __m128 b) { return _mm_shuffle_ps(_mm_add_ps(a, b), _mm_rsqrt_ps(b), 0x1b); }
int movemask(__m256 a) { return _mm256_movemask_ps(a); }
__m256i gather(const int *p, __m256i idx) { return _mm256_i32gather_epi32(p, idx, 4); }
void sum8(float *r, const float *a, int n) { __m256 s = _mm256_setzero_ps(); for (int i = 0; i < n; i += 8) s = _mm256_add_ps(s, _mm256_loadu_ps(a + i)); _mm256_storeu_ps(r, s); }
__m128i blend(__m128i a, __m128i b) { return _mm_blend_epi16(a, b, 0x55); }
__m128d cvt(__m128 a) { return _mm_cvtps_pd(a); }
__m128i mm_ins(__m128i a, int x) { return _mm_insert_epi32(a, x, 2); }
int mm_ext(__m128i a) { return _mm_extract_epi8(a, 3); }
