/* audio.c - floating-point audio processing.  */
#include <stddef.h>

void
gain_ramp (float *a, int n, float g0, float dg)
{
  float g = g0;
  for (int i = 0; i < n; i++)
    {
      a[i] *= g;
      g += dg;
    }
}

void
stereo_to_mono (float *restrict mono, const float *restrict lr, int n)
{
  for (int i = 0; i < n; i++)
    mono[i] = 0.5f * (lr[2 * i] + lr[2 * i + 1]);
}

void
pan (float *restrict l, float *restrict r, const float *restrict in,
     float gl, float gr, int n)
{
  for (int i = 0; i < n; i++)
    {
      l[i] = in[i] * gl;
      r[i] = in[i] * gr;
    }
}

void
one_pole_lowpass (float *a, int n, float k)
{
  float y = 0;
  for (int i = 0; i < n; i++)
    {
      y += k * (a[i] - y);
      a[i] = y;
    }
}

void
hard_clip (float *a, int n, float t)
{
  for (int i = 0; i < n; i++)
    a[i] = a[i] > t ? t : a[i] < -t ? -t : a[i];
}

void
soft_clip (float *restrict out, const float *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    {
      float x = in[i];
      out[i] = x - x * x * x * (1.0f / 3.0f);
    }
}

float
peak (const float *a, int n)
{
  float p = 0;
  for (int i = 0; i < n; i++)
    {
      float v = a[i] < 0 ? -a[i] : a[i];
      if (v > p)
	p = v;
    }
  return p;
}

double
goertzel (const float *x, int n, double coeff)
{
  double s1 = 0, s2 = 0;
  for (int i = 0; i < n; i++)
    {
      double s = x[i] + coeff * s1 - s2;
      s2 = s1;
      s1 = s;
    }
  return s1 * s1 + s2 * s2 - coeff * s1 * s2;
}

void
crossfade (float *restrict out, const float *restrict a,
	   const float *restrict b, int n)
{
  float step = 1.0f / n;
  for (int i = 0; i < n; i++)
    {
      float t = i * step;
      out[i] = a[i] * (1 - t) + b[i] * t;
    }
}

void
oscillator (float *out, int n, float c, float s)
{
  float x = 1, y = 0;
  for (int i = 0; i < n; i++)
    {
      float nx = c * x - s * y;
      y = s * x + c * y;
      x = nx;
      out[i] = y;
    }
}

int
zero_crossings (const float *a, int n)
{
  int c = 0;
  for (int i = 1; i < n; i++)
    c += (a[i - 1] < 0) != (a[i] < 0);
  return c;
}

void
allpass (float *restrict y, const float *restrict x, float g, int n)
{
  float xp = 0, yp = 0;
  for (int i = 0; i < n; i++)
    {
      float out = -g * x[i] + xp + g * yp;
      xp = x[i];
      yp = out;
      y[i] = out;
    }
}
