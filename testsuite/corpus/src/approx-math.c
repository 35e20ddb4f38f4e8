/* approx-math.c - polynomial and bit-trick approximations of
   elementary functions.  */
#include <stddef.h>
#include <stdint.h>

void
fast_exp2 (float *restrict out, const float *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    {
      float t = x[i];
      int k = (int) t - (t < 0);
      float f = t - k;
      float p = 1.0f + f * (0.6931472f + f * (0.2402265f + f * 0.0555041f));
      union { float f; int32_t i; } u = { p };
      u.i += k << 23;
      out[i] = u.f;
    }
}

void
fast_log2 (float *restrict out, const float *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    {
      union { float f; int32_t i; } u = { x[i] };
      float e = (float) ((u.i >> 23) - 127);
      u.i = (u.i & 0x007fffff) | 0x3f800000;
      float m = u.f;
      out[i] = e + (m - 1) * (1.4425449f - 0.4415364f * (m - 1));
    }
}

void
sin_poly (double *restrict out, const double *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    {
      double t = x[i], t2 = t * t;
      out[i] = t * (1 - t2 / 6 * (1 - t2 / 20 * (1 - t2 / 42)));
    }
}

void
atan_approx (float *restrict out, const float *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    {
      float t = x[i];
      out[i] = 0.7853982f * t - t * ((t < 0 ? -t : t) - 1)
	       * (0.2447f + 0.0663f * (t < 0 ? -t : t));
    }
}

void
inv_sqrt_trick (float *restrict out, const float *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    {
      union { float f; uint32_t u; } v = { x[i] };
      v.u = 0x5f3759df - (v.u >> 1);
      out[i] = v.f * (1.5f - 0.5f * x[i] * v.f * v.f);
    }
}

void
tanh_rational (double *restrict out, const double *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    {
      double t = x[i], t2 = t * t;
      out[i] = t * (27 + t2) / (27 + 9 * t2);
    }
}

void
sigmoid_approx (float *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      float x = a[i];
      float ax = x < 0 ? -x : x;
      a[i] = 0.5f + 0.5f * x / (1 + ax);
    }
}

void
floor_double (double *restrict out, const double *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    {
      long k = (long) x[i];
      out[i] = k - (x[i] < k);
    }
}

void
frac_float (float *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] -= (float) (int) a[i];
}
