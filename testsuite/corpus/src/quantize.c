/* quantize.c - quantization and neural-network style kernels.  */
#include <stddef.h>
#include <stdint.h>

void
quantize_i8 (int8_t *restrict q, const float *restrict x, float inv_scale,
	     int n)
{
  for (int i = 0; i < n; i++)
    {
      int v = (int) (x[i] * inv_scale);
      q[i] = v > 127 ? 127 : v < -128 ? -128 : v;
    }
}

void
dequantize_i8 (float *restrict x, const int8_t *restrict q, float scale,
	       int n)
{
  for (int i = 0; i < n; i++)
    x[i] = q[i] * scale;
}

int32_t
dot_i8 (const int8_t *a, const int8_t *b, int n)
{
  int32_t s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

int32_t
dot_u8_i8 (const uint8_t *a, const int8_t *b, int n)
{
  int32_t s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

void
dense_layer (int in, int out, float *restrict y, const float *restrict w,
	     const float *restrict x, const float *restrict bias)
{
  for (int o = 0; o < out; o++)
    {
      float s = bias[o];
      for (int i = 0; i < in; i++)
	s += w[o * in + i] * x[i];
      y[o] = s > 0 ? s : 0;
    }
}

void
batchnorm (float *restrict x, const float *restrict mean,
	   const float *restrict inv_std, const float *restrict gamma,
	   const float *restrict beta, int n)
{
  for (int i = 0; i < n; i++)
    x[i] = (x[i] - mean[i]) * inv_std[i] * gamma[i] + beta[i];
}

void
conv1d (float *restrict y, const float *restrict x, const float *restrict k,
	int n, int ks)
{
  for (int i = 0; i + ks <= n; i++)
    {
      float s = 0;
      for (int j = 0; j < ks; j++)
	s += x[i + j] * k[j];
      y[i] = s;
    }
}

void
maxpool2 (float *restrict y, const float *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    y[i] = x[2 * i] > x[2 * i + 1] ? x[2 * i] : x[2 * i + 1];
}

void
sgd_update (float *restrict w, const float *restrict g, float lr,
	    float decay, int n)
{
  for (int i = 0; i < n; i++)
    w[i] -= lr * (g[i] + decay * w[i]);
}

void
adam_update (float *restrict w, float *restrict m, float *restrict v,
	     const float *restrict g, float lr, float b1, float b2, int n)
{
  for (int i = 0; i < n; i++)
    {
      m[i] = b1 * m[i] + (1 - b1) * g[i];
      v[i] = b2 * v[i] + (1 - b2) * g[i] * g[i];
      w[i] -= lr * m[i] / (v[i] + 1e-8f);
    }
}

void
requantize (int8_t *restrict out, const int32_t *restrict acc,
	    int32_t mult, int shift, int n)
{
  for (int i = 0; i < n; i++)
    {
      int64_t v = ((int64_t) acc[i] * mult) >> shift;
      out[i] = v > 127 ? 127 : v < -128 ? -128 : (int8_t) v;
    }
}

int
argmax_float (const float *a, int n)
{
  int b = 0;
  for (int i = 1; i < n; i++)
    if (a[i] > a[b])
      b = i;
  return b;
}

void
hard_sigmoid (float *a, int n)
{
  for (int i = 0; i < n; i++)
    {
      float v = 0.2f * a[i] + 0.5f;
      a[i] = v < 0 ? 0 : v > 1 ? 1 : v;
    }
}
