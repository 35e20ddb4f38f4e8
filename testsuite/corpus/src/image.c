/* image.c - image processing kernels.  */
#include <stddef.h>
#include <stdint.h>

void
alpha_blend (uint8_t *restrict dst, const uint8_t *restrict src,
	     const uint8_t *restrict alpha, int n)
{
  for (int i = 0; i < n; i++)
    dst[i] = (src[i] * alpha[i] + dst[i] * (255 - alpha[i])) / 255;
}

void
brighten (uint8_t *p, int n, int delta)
{
  for (int i = 0; i < n; i++)
    {
      int v = p[i] + delta;
      p[i] = v > 255 ? 255 : v < 0 ? 0 : v;
    }
}

void
invert (uint32_t *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] ^= 0x00ffffff;
}

void
rgba_premultiply (uint8_t *p, int npix)
{
  for (int i = 0; i < npix; i++)
    {
      unsigned a = p[4 * i + 3];
      p[4 * i] = p[4 * i] * a / 255;
      p[4 * i + 1] = p[4 * i + 1] * a / 255;
      p[4 * i + 2] = p[4 * i + 2] * a / 255;
    }
}

void
gamma_lut (uint8_t *restrict out, const uint8_t *restrict in,
	   const uint8_t *restrict lut, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = lut[in[i]];
}

void
downsample2x2 (int w, int h, uint8_t *restrict out,
	       const uint8_t *restrict in)
{
  for (int y = 0; y < h / 2; y++)
    for (int x = 0; x < w / 2; x++)
      out[y * (w / 2) + x] = (in[2 * y * w + 2 * x] + in[2 * y * w + 2 * x + 1]
			      + in[(2 * y + 1) * w + 2 * x]
			      + in[(2 * y + 1) * w + 2 * x + 1] + 2) >> 2;
}

void
pack_rgb565 (uint16_t *restrict out, const uint8_t *restrict rgb, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (uint16_t) ((rgb[3 * i] >> 3) << 11 | (rgb[3 * i + 1] >> 2) << 5
			 | rgb[3 * i + 2] >> 3);
}

void
unpack_rgb565 (uint8_t *restrict rgb, const uint16_t *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    {
      rgb[3 * i] = (in[i] >> 11) << 3;
      rgb[3 * i + 1] = ((in[i] >> 5) & 63) << 2;
      rgb[3 * i + 2] = (in[i] & 31) << 3;
    }
}

void
flip_horizontal (uint32_t *row, int w)
{
  for (int i = 0, j = w - 1; i < j; i++, j--)
    {
      uint32_t t = row[i];
      row[i] = row[j];
      row[j] = t;
    }
}

void
float_image_scale (float *img, int n, float gain, float bias)
{
  for (int i = 0; i < n; i++)
    img[i] = img[i] * gain + bias;
}

void
yuv_to_r (uint8_t *restrict r, const uint8_t *restrict y,
	  const uint8_t *restrict v, int n)
{
  for (int i = 0; i < n; i++)
    {
      int c = y[i] - 16, e = v[i] - 128;
      int t = (298 * c + 409 * e + 128) >> 8;
      r[i] = t < 0 ? 0 : t > 255 ? 255 : t;
    }
}

void
integral_row (uint32_t *restrict out, const uint32_t *restrict above,
	      const uint8_t *restrict row, int w)
{
  uint32_t s = 0;
  for (int x = 0; x < w; x++)
    {
      s += row[x];
      out[x] = above[x] + s;
    }
}

void
median3_row (uint8_t *restrict out, const uint8_t *restrict in, int n)
{
  for (int i = 1; i < n - 1; i++)
    {
      uint8_t a = in[i - 1], b = in[i], c = in[i + 1];
      uint8_t lo = a < b ? a : b, hi = a < b ? b : a;
      out[i] = c < lo ? lo : c > hi ? hi : c;
    }
}

void
bilinear_row (float *restrict out, const float *restrict r0,
	      const float *restrict r1, float fy, int w)
{
  for (int x = 0; x < w - 1; x++)
    {
      float a = r0[x] + 0.5f * (r0[x + 1] - r0[x]);
      float b = r1[x] + 0.5f * (r1[x + 1] - r1[x]);
      out[x] = a + fy * (b - a);
    }
}
