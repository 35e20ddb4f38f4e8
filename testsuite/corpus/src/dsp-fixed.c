/* dsp-fixed.c - fixed-point DSP filters.  */
#include <stddef.h>
#include <stdint.h>

void
fir_q15 (int16_t *restrict y, const int16_t *restrict x,
	 const int16_t *restrict h, int n, int taps)
{
  for (int i = 0; i < n; i++)
    {
      int32_t acc = 0;
      for (int k = 0; k < taps; k++)
	acc += x[i + k] * h[k];
      y[i] = acc >> 15;
    }
}

void
fir_q31 (int32_t *restrict y, const int32_t *restrict x,
	 const int32_t *restrict h, int n, int taps)
{
  for (int i = 0; i < n; i++)
    {
      int64_t acc = 0;
      for (int k = 0; k < taps; k++)
	acc += (int64_t) x[i + k] * h[k];
      y[i] = (int32_t) (acc >> 31);
    }
}

void
iir1_q15 (int16_t *restrict y, const int16_t *restrict x, int16_t a, int n)
{
  int32_t s = 0;
  for (int i = 0; i < n; i++)
    {
      s = ((s * a) >> 15) + x[i];
      y[i] = (int16_t) s;
    }
}

void
biquad_q14 (int16_t *y, const int16_t *x, const int16_t c[5], int n)
{
  int32_t x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  for (int i = 0; i < n; i++)
    {
      int32_t acc = c[0] * x[i] + c[1] * x1 + c[2] * x2 - c[3] * y1
		    - c[4] * y2;
      int32_t out = acc >> 14;
      x2 = x1;
      x1 = x[i];
      y2 = y1;
      y1 = out;
      y[i] = (int16_t) out;
    }
}

void
gain_sat_q15 (int16_t *a, int n, int16_t g)
{
  for (int i = 0; i < n; i++)
    {
      int32_t v = (a[i] * g) >> 14;
      a[i] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
    }
}

void
mix_q15 (int16_t *restrict out, const int16_t *restrict a,
	 const int16_t *restrict b, int16_t ga, int16_t gb, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (a[i] * ga + b[i] * gb) >> 15;
}

int64_t
energy_q15 (const int16_t *x, int n)
{
  int64_t e = 0;
  for (int i = 0; i < n; i++)
    e += x[i] * x[i];
  return e;
}

void
fir_float (float *restrict y, const float *restrict x,
	   const float *restrict h, int n, int taps)
{
  for (int i = 0; i < n; i++)
    {
      float acc = 0;
      for (int k = 0; k < taps; k++)
	acc += x[i + k] * h[k];
      y[i] = acc;
    }
}

void
biquad_double (double *y, const double *x, const double c[5], int n)
{
  double x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  for (int i = 0; i < n; i++)
    {
      double out = c[0] * x[i] + c[1] * x1 + c[2] * x2 - c[3] * y1
		   - c[4] * y2;
      x2 = x1;
      x1 = x[i];
      y2 = y1;
      y1 = out;
      y[i] = out;
    }
}

void
decimate2 (int16_t *restrict out, const int16_t *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (in[2 * i] + in[2 * i + 1]) >> 1;
}

void
upsample_zero (int32_t *restrict out, const int32_t *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    {
      out[2 * i] = in[i];
      out[2 * i + 1] = 0;
    }
}

int32_t
correlate_q15 (const int16_t *a, const int16_t *b, int n)
{
  int32_t s = 0;
  for (int i = 0; i < n; i++)
    s += (a[i] * b[i]) >> 8;
  return s;
}

void
dc_block (int32_t *restrict y, const int32_t *restrict x, int n)
{
  int32_t px = 0, py = 0;
  for (int i = 0; i < n; i++)
    {
      py = x[i] - px + ((py * 255) >> 8);
      px = x[i];
      y[i] = py;
    }
}

void
envelope (uint16_t *restrict env, const int16_t *restrict x, int n)
{
  uint32_t e = 0;
  for (int i = 0; i < n; i++)
    {
      uint32_t a = x[i] < 0 ? -x[i] : x[i];
      e = a > e ? a : e - (e >> 6);
      env[i] = (uint16_t) e;
    }
}
