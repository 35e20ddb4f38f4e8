/* interp.c - interpolation and table lookups.  */
#include <stddef.h>
#include <stdint.h>

void
lerp_table (float *restrict out, const float *restrict x,
	    const float *restrict table, int n, int tsize)
{
  for (int i = 0; i < n; i++)
    {
      float t = x[i] * (tsize - 1);
      int k = (int) t;
      if (k >= tsize - 1)
	k = tsize - 2;
      float f = t - k;
      out[i] = table[k] + f * (table[k + 1] - table[k]);
    }
}

double
piecewise_linear (const double *xs, const double *ys, int n, double x)
{
  int i = 0;
  while (i < n - 2 && x > xs[i + 1])
    i++;
  double t = (x - xs[i]) / (xs[i + 1] - xs[i]);
  return ys[i] + t * (ys[i + 1] - ys[i]);
}

void
resample_nearest (int16_t *restrict out, const int16_t *restrict in,
		  int nout, uint32_t step)
{
  uint32_t pos = 0;
  for (int i = 0; i < nout; i++)
    {
      out[i] = in[pos >> 16];
      pos += step;
    }
}

void
resample_linear (float *restrict out, const float *restrict in, int nout,
		 float step)
{
  float pos = 0;
  for (int i = 0; i < nout; i++)
    {
      int k = (int) pos;
      float f = pos - k;
      out[i] = in[k] * (1 - f) + in[k + 1] * f;
      pos += step;
    }
}

void
cubic_hermite (float *restrict out, const float *restrict p0,
	       const float *restrict p1, const float *restrict m0,
	       const float *restrict m1, float t, int n)
{
  float t2 = t * t, t3 = t2 * t;
  float h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t;
  float h01 = -2 * t3 + 3 * t2, h11 = t3 - t2;
  for (int i = 0; i < n; i++)
    out[i] = h00 * p0[i] + h10 * m0[i] + h01 * p1[i] + h11 * m1[i];
}

void
lut16 (uint16_t *restrict out, const uint16_t *restrict in,
       const uint16_t *restrict lut, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = lut[in[i] >> 4];
}

double
lagrange (const double *xs, const double *ys, int n, double x)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    {
      double p = ys[i];
      for (int j = 0; j < n; j++)
	if (j != i)
	  p *= (x - xs[j]) / (xs[i] - xs[j]);
      s += p;
    }
  return s;
}

void
sine_table_interp (float *restrict out, const float *restrict tab,
		   uint32_t phase, uint32_t inc, int n)
{
  for (int i = 0; i < n; i++)
    {
      uint32_t idx = phase >> 22;
      float frac = (phase & 0x3fffff) * (1.0f / 4194304.0f);
      out[i] = tab[idx] + frac * (tab[idx + 1] - tab[idx]);
      phase += inc;
    }
}
