/* long-double.c - loops over long double, which GCC computes on the x87
   register stack (fld, fadd, faddp, fxch, fcomi, fcmov, fstp).  */
#include <stddef.h>

long double
ld_sum (const long double *a, size_t n)
{
  long double s = 0;
  for (size_t i = 0; i < n; i++)
    s += a[i];
  return s;
}

long double
ld_dot_double (const double *a, const double *b, size_t n)
{
  long double s = 0;
  for (size_t i = 0; i < n; i++)
    s += (long double) a[i] * b[i];
  return s;
}

long double
ld_horner (const long double *c, size_t n, long double x)
{
  long double r = 0;
  for (size_t i = 0; i < n; i++)
    r = r * x + c[i];
  return r;
}

void
ld_scale (long double *a, size_t n, long double k)
{
  for (size_t i = 0; i < n; i++)
    a[i] *= k;
}

void
ld_axpy (long double *y, const long double *x, size_t n, long double k)
{
  for (size_t i = 0; i < n; i++)
    y[i] += k * x[i];
}

/* Kahan's compensated sum: three dependent operations carry c and s.  */
long double
ld_kahan (const double *a, size_t n)
{
  long double s = 0, c = 0;
  for (size_t i = 0; i < n; i++)
    {
      long double y = a[i] - c;
      long double t = s + y;
      c = (t - s) - y;
      s = t;
    }
  return s;
}

/* Two values swap roles every iteration: fxch.  */
void
ld_fib (long double *out, size_t n)
{
  long double a = 0, b = 1;
  for (size_t i = 0; i < n; i++)
    {
      long double t = a + b;
      a = b;
      b = t;
      out[i] = a;
    }
}

long double
ld_max (const long double *a, size_t n)
{
  long double m = a[0];
  for (size_t i = 1; i < n; i++)
    m = a[i] > m ? a[i] : m;
  return m;
}

size_t
ld_count_below (const long double *a, size_t n, long double lim)
{
  size_t c = 0;
  for (size_t i = 0; i < n; i++)
    c += a[i] < lim;
  return c;
}

void
ld_from_int (long double *out, const int *in, size_t n)
{
  for (size_t i = 0; i < n; i++)
    out[i] = in[i] * 0.5L;
}

void
ld_to_double (double *out, const long double *in, size_t n)
{
  for (size_t i = 0; i < n; i++)
    out[i] = (double) in[i];
}

/* Mean and sum of squares in one pass: two accumulators.  */
long double
ld_sumsq (const float *a, size_t n, long double *sum)
{
  long double s = 0, q = 0;
  for (size_t i = 0; i < n; i++)
    {
      long double v = a[i];
      s += v;
      q += v * v;
    }
  *sum = s;
  return q;
}

/* A complex product accumulated: four multiplies, two chains.  */
void
ld_cmul_acc (const long double *re, const long double *im, size_t n,
	     long double *ore, long double *oim)
{
  long double r = 1, i = 0;
  for (size_t k = 0; k < n; k++)
    {
      long double nr = r * re[k] - i * im[k];
      long double ni = r * im[k] + i * re[k];
      r = nr;
      i = ni;
    }
  *ore = r;
  *oim = i;
}
