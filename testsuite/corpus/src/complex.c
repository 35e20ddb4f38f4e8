/* complex.c - complex arithmetic with explicit real/imaginary parts.  */
#include <stddef.h>

void
cmul (double *restrict cr, double *restrict ci, const double *restrict ar,
      const double *restrict ai, const double *restrict br,
      const double *restrict bi, int n)
{
  for (int i = 0; i < n; i++)
    {
      cr[i] = ar[i] * br[i] - ai[i] * bi[i];
      ci[i] = ar[i] * bi[i] + ai[i] * br[i];
    }
}

void
cmul_interleaved (float *restrict c, const float *restrict a,
		  const float *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    {
      float re = a[2 * i] * b[2 * i] - a[2 * i + 1] * b[2 * i + 1];
      float im = a[2 * i] * b[2 * i + 1] + a[2 * i + 1] * b[2 * i];
      c[2 * i] = re;
      c[2 * i + 1] = im;
    }
}

void
cdot (const double *a, const double *b, int n, double *re, double *im)
{
  double sr = 0, si = 0;
  for (int i = 0; i < n; i++)
    {
      sr += a[2 * i] * b[2 * i] + a[2 * i + 1] * b[2 * i + 1];
      si += a[2 * i + 1] * b[2 * i] - a[2 * i] * b[2 * i + 1];
    }
  *re = sr;
  *im = si;
}

void
cabs2 (float *restrict out, const float *restrict z, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = z[2 * i] * z[2 * i] + z[2 * i + 1] * z[2 * i + 1];
}

int
mandel_iter (double cr, double ci, int maxit)
{
  double zr = 0, zi = 0;
  int k = 0;
  while (k < maxit && zr * zr + zi * zi <= 4.0)
    {
      double t = zr * zr - zi * zi + cr;
      zi = 2 * zr * zi + ci;
      zr = t;
      k++;
    }
  return k;
}

void
cscale (double *z, int n, double sr, double si)
{
  for (int i = 0; i < n; i++)
    {
      double r = z[2 * i], m = z[2 * i + 1];
      z[2 * i] = r * sr - m * si;
      z[2 * i + 1] = r * si + m * sr;
    }
}

void
twiddle_rotate (float *restrict re, float *restrict im, float c, float s,
		int n)
{
  float wr = 1, wi = 0;
  for (int i = 0; i < n; i++)
    {
      float r = re[i] * wr - im[i] * wi;
      float m = re[i] * wi + im[i] * wr;
      re[i] = r;
      im[i] = m;
      float t = wr * c - wi * s;
      wi = wr * s + wi * c;
      wr = t;
    }
}

void
fft_butterfly (double *restrict xr, double *restrict xi, int half,
	       const double *restrict wr, const double *restrict wi)
{
  for (int k = 0; k < half; k++)
    {
      double tr = wr[k] * xr[k + half] - wi[k] * xi[k + half];
      double ti = wr[k] * xi[k + half] + wi[k] * xr[k + half];
      xr[k + half] = xr[k] - tr;
      xi[k + half] = xi[k] - ti;
      xr[k] += tr;
      xi[k] += ti;
    }
}

void
conj_array (float *z, int n)
{
  for (int i = 0; i < n; i++)
    z[2 * i + 1] = -z[2 * i + 1];
}

void
cpoly_horner (const double *cr, const double *ci, int deg, double xr,
	      double xi, double *outr, double *outi)
{
  double rr = cr[deg], ri = ci[deg];
  for (int k = deg - 1; k >= 0; k--)
    {
      double t = rr * xr - ri * xi + cr[k];
      ri = rr * xi + ri * xr + ci[k];
      rr = t;
    }
  *outr = rr;
  *outi = ri;
}
