/* convert.c - conversions between integers and floating point.  */
#include <stddef.h>
#include <stdint.h>

void
int_to_float (float *restrict out, const int *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (float) in[i];
}

void
int_to_double (double *restrict out, const int *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i];
}

void
float_to_int (int *restrict out, const float *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (int) in[i];
}

void
double_to_int (int *out, const double *in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (int) in[i];
}

void
double_to_float (float *restrict out, const double *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (float) in[i];
}

void
float_to_double (double *out, const float *in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i];
}

void
long_to_double (double *restrict out, const int64_t *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (double) in[i];
}

void
double_to_long (int64_t *restrict out, const double *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (int64_t) in[i];
}

void
uint_to_float (float *restrict out, const uint32_t *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (float) in[i];
}

void
u8_to_float (float *restrict out, const uint8_t *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i] * (1.0f / 255.0f);
}

void
float_to_u8_sat (uint8_t *restrict out, const float *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    {
      float v = in[i] * 255.0f;
      v = v < 0 ? 0 : v > 255 ? 255 : v;
      out[i] = (uint8_t) v;
    }
}

void
short_to_int (int *restrict out, const short *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i];
}

void
int_to_short_trunc (short *restrict out, const int *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (short) in[i];
}

void
u16_to_u32 (uint32_t *out, const uint16_t *in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i];
}

void
char_to_long (long *restrict out, const signed char *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i];
}

double
mixed_sum (const int *a, const float *b, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] + (double) b[i];
  return s;
}

void
round_to_int (int *restrict out, const double *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (int) (in[i] + (in[i] >= 0 ? 0.5 : -0.5));
}

void
fixed_to_float (float *restrict out, const int32_t *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i] * (1.0f / 65536.0f);
}

void
float_to_fixed (int32_t *restrict out, const float *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (int32_t) (in[i] * 65536.0f);
}
