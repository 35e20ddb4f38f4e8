/* histogram.c - histograms and counting.  */
#include <stddef.h>
#include <stdint.h>

void
hist_u8 (unsigned *restrict h, const unsigned char *restrict p, size_t n)
{
  for (size_t i = 0; i < n; i++)
    h[p[i]]++;
}

void
hist_int_mod (int *h, const int *a, int n, int nb)
{
  for (int i = 0; i < n; i++)
    h[(unsigned) a[i] % (unsigned) nb]++;
}

void
hist_float (int *restrict h, const float *restrict a, int n, float lo,
	    float scale)
{
  for (int i = 0; i < n; i++)
    {
      int b = (int) ((a[i] - lo) * scale);
      if (b < 0)
	b = 0;
      if (b > 255)
	b = 255;
      h[b]++;
    }
}

void
hist_weighted (double *h, const unsigned short *k, const double *w, int n)
{
  for (int i = 0; i < n; i++)
    h[k[i] & 1023] += w[i];
}

void
hist_4way (unsigned h[4][256], const unsigned char *p, size_t n)
{
  for (size_t i = 0; i + 3 < n; i += 4)
    {
      h[0][p[i]]++;
      h[1][p[i + 1]]++;
      h[2][p[i + 2]]++;
      h[3][p[i + 3]]++;
    }
}

void
hist_merge (unsigned *restrict out, const unsigned h[restrict 4][256])
{
  for (int i = 0; i < 256; i++)
    out[i] = h[0][i] + h[1][i] + h[2][i] + h[3][i];
}

void
count_nibbles (unsigned *h, const unsigned char *p, int n)
{
  for (int i = 0; i < n; i++)
    {
      h[p[i] & 15]++;
      h[16 + (p[i] >> 4)]++;
    }
}

void
cdf (unsigned *restrict c, const unsigned *restrict h)
{
  unsigned s = 0;
  for (int i = 0; i < 256; i++)
    c[i] = s += h[i];
}

void
equalize (unsigned char *restrict out, const unsigned char *restrict in,
	  const unsigned char *restrict lut, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = lut[in[i]];
}

int
count_positive (const int *a, int n)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    if (a[i] > 0)
      c++;
  return c;
}

int
count_range (const double *a, int n, double lo, double hi)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    c += a[i] >= lo && a[i] < hi;
  return c;
}
