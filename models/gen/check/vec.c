/* Intrinsics for the key check (compiled with -march=skylake-avx512,
   znver3 and others).  */
#include <immintrin.h>
#ifdef __AVX512F__
__m512 z_add (__m512 a, __m512 b, __mmask16 k) { return _mm512_mask_add_ps (a, k, a, b); }
__m512 z_addz (__m512 a, __m512 b, __mmask16 k) { return _mm512_maskz_add_ps (k, a, b); }
__m512 z_round (__m512 a, __m512 b) { return _mm512_add_round_ps (a, b, _MM_FROUND_TO_ZERO | _MM_FROUND_NO_EXC); }
__m512 z_bcst (__m512 a, const float *p) { return _mm512_add_ps (a, _mm512_set1_ps (*p)); }
__mmask16 z_cmp (__m512i a, __m512i b) { return _mm512_cmpgt_epi32_mask (a, b); }
__m512i z_ternlog (__m512i a, __m512i b, __m512i c) { return _mm512_ternarylogic_epi32 (a, b, c, 0x96); }
__m512i z_perm (__m512i a, __m512i i) { return _mm512_permutexvar_epi32 (i, a); }
__m512d z_gather (__m512i i, const double *p) { return _mm512_i32gather_pd (_mm512_castsi512_si256 (i), p, 8); }
int z_kmov (__m512i a, __m512i b) { return (int) _mm512_cmpeq_epi32_mask (a, b); }
__m256 y_hi (__m256 a, __m256 b) { return _mm256_add_ps (a, b); }
__m128i x_abs (__m128i a) { return _mm_abs_epi64 (a); }
__m512 z_fma (__m512 a, __m512 b, __m512 c) { return _mm512_fmadd_ps (a, b, c); }
__m512i z_cvt (__m512 a) { return _mm512_cvtps_epi32 (a); }
__m256i z_down (__m512i a) { return _mm512_cvtepi32_epi16 (a); }
__m512 z_expand (__m512 a, __mmask16 k, const float *p) { return _mm512_mask_expandloadu_ps (a, k, p); }
void z_store (float *p, __m512 a, __mmask16 k) { _mm512_mask_storeu_ps (p, k, a); }
__m512 z_max_sae (__m512 a, __m512 b) { return _mm512_max_round_ps (a, b, _MM_FROUND_NO_EXC); }
#endif
#ifdef __AVX2__
__m256i y_gather (const int *p, __m256i i) { return _mm256_i32gather_epi32 (p, i, 4); }
__m128 x_gatherq (const float *p, __m256i i) { return _mm256_i64gather_ps (p, i, 4); }
__m256i y_shuf (__m256i a, __m256i b) { return _mm256_shuffle_epi8 (a, b); }
__m256i y_perm (__m256i a) { return _mm256_permute4x64_epi64 (a, 0x1b); }
__m256i y_blend (__m256i a, __m256i b) { return _mm256_blend_epi32 (a, b, 0x55); }
__m256i y_sllv (__m256i a, __m256i b) { return _mm256_sllv_epi32 (a, b); }
__m256 y_fma (__m256 a, __m256 b, __m256 c) { return _mm256_fmadd_ps (a, b, c); }
__m256d y_bcst (const double *p) { return _mm256_broadcast_sd (p); }
__m256i y_bcstd (__m128i a) { return _mm256_broadcastd_epi32 (a); }
unsigned bmi (unsigned a, unsigned b) { return _andn_u32 (a, b) + _blsr_u32 (a) + _bzhi_u32 (a, b) + _pdep_u32 (a, b) + _pext_u32 (a, b); }
unsigned long shx (unsigned long a, unsigned b) { return _shlx_u64 (a, b) + _sarx_i64 (a, b) + _rorx_u64 (a, 7); }
unsigned long mulx (unsigned long a, unsigned long b) { unsigned long long h; return _mulx_u64 (a, b, &h) + h; }
int lz (unsigned a) { return _lzcnt_u32 (a) + _tzcnt_u32 (a); }
__m256 y_perm2 (__m256 a, __m256 b) { return _mm256_permute2f128_ps (a, b, 0x21); }
__m128 x_ext (__m256 a) { return _mm256_extractf128_ps (a, 1); }
__m256 y_ins (__m256 a, __m128 b) { return _mm256_insertf128_ps (a, b, 1); }
int y_movmsk (__m256 a) { return _mm256_movemask_ps (a); }
__m256 y_cmp (__m256 a, __m256 b) { return _mm256_cmp_ps (a, b, _CMP_LT_OQ); }
__m256 y_cmp2 (__m256 a, __m256 b) { return _mm256_cmp_ps (a, b, _CMP_NEQ_UQ); }
__m256 y_blendv (__m256 a, __m256 b, __m256 m) { return _mm256_blendv_ps (a, b, m); }
__m256i y_zero (void) { return _mm256_setzero_si256 (); }
__m256 y_round (__m256 a) { return _mm256_round_ps (a, _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC); }
void y_stream (float *p, __m256 a) { _mm256_stream_ps (p, a); }
__m256 y_maskload (const float *p, __m256i m) { return _mm256_maskload_ps (p, m); }
#endif
#ifdef __SSE4_2__
unsigned crc (unsigned c, unsigned long v) { return _mm_crc32_u64 (c, v) + _mm_crc32_u8 (c, (unsigned char) v); }
int pcmp (__m128i a, __m128i b) { return _mm_cmpistri (a, b, _SIDD_CMP_EQUAL_ORDERED); }
__m128i x_blendv (__m128i a, __m128i b, __m128i m) { return _mm_blendv_epi8 (a, b, m); }
__m128 x_dp (__m128 a, __m128 b) { return _mm_dp_ps (a, b, 0xff); }
int x_ext8 (__m128i a) { return _mm_extract_epi8 (a, 3); }
__m128i x_ins (__m128i a, int b) { return _mm_insert_epi32 (a, b, 2); }
__m128i x_mullo (__m128i a, __m128i b) { return _mm_mullo_epi32 (a, b); }
__m128i x_minu (__m128i a, __m128i b) { return _mm_min_epu16 (a, b); }
__m128i x_pmovzx (__m128i a) { return _mm_cvtepu8_epi32 (a); }
int x_ptest (__m128i a) { return _mm_testz_si128 (a, a); }
#endif
#ifdef __PCLMUL__
__m128i x_clmul (__m128i a, __m128i b) { return _mm_clmulepi64_si128 (a, b, 0x11); }
__m128i x_clmul0 (__m128i a, __m128i b) { return _mm_clmulepi64_si128 (a, b, 0x00); }
#endif
#ifdef __AES__
__m128i x_aes (__m128i a, __m128i k) { return _mm_aesenclast_si128 (_mm_aesenc_si128 (a, k), k); }
#endif
#ifdef __F16C__
__m128i x_f16 (__m256 a) { return _mm256_cvtps_ph (a, 0); }
__m256 x_f16b (__m128i a) { return _mm256_cvtph_ps (a); }
#endif
__m128 x_shuf (__m128 a, __m128 b) { return _mm_shuffle_ps (a, b, 0x1b); }
__m128i x_sad (__m128i a, __m128i b) { return _mm_sad_epu8 (a, b); }
__m128i x_unpack (__m128i a, __m128i b) { return _mm_unpacklo_epi16 (a, b); }
__m128i x_pack (__m128i a, __m128i b) { return _mm_packs_epi32 (a, b); }
__m128i x_sll (__m128i a) { return _mm_slli_epi32 (a, 5); }
__m128i x_srl (__m128i a, __m128i c) { return _mm_srl_epi64 (a, c); }
__m128i x_bsrli (__m128i a) { return _mm_srli_si128 (a, 4); }
int x_movmsk (__m128i a) { return _mm_movemask_epi8 (a); }
__m128d x_cmpsd (__m128d a, __m128d b) { return _mm_cmpunord_sd (a, b); }
__m128 x_rcp (__m128 a) { return _mm_rcp_ps (_mm_rsqrt_ps (a)); }
__m128i x_avg (__m128i a, __m128i b) { return _mm_avg_epu8 (a, b); }
__m128i x_madd (__m128i a, __m128i b) { return _mm_madd_epi16 (a, b); }
__m128i x_cvt (__m128 a) { return _mm_cvttps_epi32 (a); }
__m128d x_cvtpd (__m128i a) { return _mm_cvtepi32_pd (a); }
long x_movq (__m128i a) { return _mm_cvtsi128_si64 (a); }
__m128i x_movq2 (long a) { return _mm_cvtsi64_si128 (a); }
__m128i x_load (const void *p) { return _mm_loadu_si128 ((const __m128i *) p); }
void x_store (void *p, __m128i a) { _mm_storeu_si128 ((__m128i *) p, a); }
void x_nt (void *p, __m128i a) { _mm_stream_si128 ((__m128i *) p, a); }
void x_fence (void) { _mm_lfence (); _mm_sfence (); _mm_mfence (); }
__m128 x_movhl (__m128 a, __m128 b) { return _mm_movehl_ps (a, b); }
__m128d x_unpckh (__m128d a, __m128d b) { return _mm_unpackhi_pd (a, b); }
__m64 mmx_add (__m64 a, __m64 b) { return _mm_add_pi16 (a, b); }
void mmx_empty (void) { _mm_empty (); }
unsigned x_stmxcsr (void) { return _mm_getcsr (); }
void x_ldmxcsr (unsigned v) { _mm_setcsr (v); }
