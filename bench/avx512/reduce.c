/* reduce.c - reductions on 512-bit vectors: dot products with one, two
   and four accumulators, a sum of squares in double, and a maximum.  */
#include <immintrin.h>

float
dot1 (const float *x, const float *y, long n)
{
  __m512 s = _mm512_setzero_ps ();
  for (long i = 0; i < n; i += 16)
    s = _mm512_fmadd_ps (_mm512_loadu_ps (x + i), _mm512_loadu_ps (y + i), s);
  return _mm512_reduce_add_ps (s);
}

float
dot2 (const float *x, const float *y, long n)
{
  __m512 s = _mm512_setzero_ps (), t = _mm512_setzero_ps ();
  for (long i = 0; i < n; i += 32)
    {
      s = _mm512_fmadd_ps (_mm512_loadu_ps (x + i), _mm512_loadu_ps (y + i), s);
      t = _mm512_fmadd_ps (_mm512_loadu_ps (x + i + 16),
			   _mm512_loadu_ps (y + i + 16), t);
    }
  return _mm512_reduce_add_ps (_mm512_add_ps (s, t));
}

double
dot4 (const double *x, const double *y, long n)
{
  __m512d a = _mm512_setzero_pd (), b = a, c = a, d = a;
  for (long i = 0; i < n; i += 32)
    {
      a = _mm512_fmadd_pd (_mm512_loadu_pd (x + i), _mm512_loadu_pd (y + i), a);
      b = _mm512_fmadd_pd (_mm512_loadu_pd (x + i + 8), _mm512_loadu_pd (y + i + 8), b);
      c = _mm512_fmadd_pd (_mm512_loadu_pd (x + i + 16), _mm512_loadu_pd (y + i + 16), c);
      d = _mm512_fmadd_pd (_mm512_loadu_pd (x + i + 24), _mm512_loadu_pd (y + i + 24), d);
    }
  return _mm512_reduce_add_pd (_mm512_add_pd (_mm512_add_pd (a, b),
					      _mm512_add_pd (c, d)));
}

double
sumsq (const double *x, long n)
{
  __m512d s = _mm512_setzero_pd ();
  for (long i = 0; i < n; i += 8)
    {
      __m512d v = _mm512_loadu_pd (x + i);
      s = _mm512_add_pd (s, _mm512_mul_pd (v, v));
    }
  return _mm512_reduce_add_pd (s);
}

float
maxval (const float *x, long n)
{
  __m512 m = _mm512_set1_ps (-1e30f);
  for (long i = 0; i < n; i += 16)
    m = _mm512_max_ps (m, _mm512_loadu_ps (x + i));
  return _mm512_reduce_max_ps (m);
}
