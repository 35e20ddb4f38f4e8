/* prefix.c - prefix sums, differences and running statistics.  */
#include <stddef.h>
#include <stdint.h>

void
prefix_sum_int (int *a, int n)
{
  for (int i = 1; i < n; i++)
    a[i] += a[i - 1];
}

void
prefix_sum_out (long *restrict out, const int *restrict in, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    {
      s += in[i];
      out[i] = s;
    }
}

void
prefix_sum_double (double *a, size_t n)
{
  for (size_t i = 1; i < n; i++)
    a[i] += a[i - 1];
}

void
prefix_sum_float (float *restrict out, const float *restrict in, int n)
{
  float s = 0;
  for (int i = 0; i < n; i++)
    out[i] = s += in[i];
}

void
exclusive_scan (unsigned *restrict out, const unsigned *restrict in, int n)
{
  unsigned s = 0;
  for (int i = 0; i < n; i++)
    {
      out[i] = s;
      s += in[i];
    }
}

void
difference (int *restrict out, const int *restrict in, int n)
{
  for (int i = 1; i < n; i++)
    out[i] = in[i] - in[i - 1];
}

void
running_max (int *restrict out, const int *restrict in, int n)
{
  int m = in[0];
  for (int i = 0; i < n; i++)
    {
      if (in[i] > m)
	m = in[i];
      out[i] = m;
    }
}

void
prefix_product (double *a, int n)
{
  for (int i = 1; i < n; i++)
    a[i] *= a[i - 1];
}

void
ema (float *restrict out, const float *restrict in, float alpha, int n)
{
  float y = 0;
  for (int i = 0; i < n; i++)
    {
      y = y + alpha * (in[i] - y);
      out[i] = y;
    }
}

void
prefix_xor (uint64_t *a, int n)
{
  for (int i = 1; i < n; i++)
    a[i] ^= a[i - 1];
}

void
segmented_sum (int *restrict out, const int *restrict in,
	       const unsigned char *restrict head, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      if (head[i])
	s = 0;
      s += in[i];
      out[i] = s;
    }
}

void
delta_decode (short *a, int n)
{
  for (int i = 1; i < n; i++)
    a[i] = (short) (a[i] + a[i - 1]);
}
