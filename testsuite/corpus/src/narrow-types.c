/* narrow-types.c - loops over short, char and int64.  */
#include <stddef.h>
#include <stdint.h>

void
add_short (short *restrict c, const short *restrict a,
	   const short *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    c[i] = a[i] + b[i];
}

void
mul_short (short *c, const short *a, const short *b, int n)
{
  for (int i = 0; i < n; i++)
    c[i] = a[i] * b[i];
}

void
add_char (signed char *restrict c, const signed char *restrict a,
	  const signed char *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    c[i] = a[i] + b[i];
}

void
avg_u8 (uint8_t *restrict c, const uint8_t *restrict a,
	const uint8_t *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    c[i] = (a[i] + b[i] + 1) >> 1;
}

void
add_i64 (int64_t *restrict c, const int64_t *restrict a,
	 const int64_t *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    c[i] = a[i] + b[i];
}

void
mul_i64 (int64_t *c, const int64_t *a, const int64_t *b, int n)
{
  for (int i = 0; i < n; i++)
    c[i] = a[i] * b[i];
}

void
shift_u64 (uint64_t *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = (a[i] >> 7) ^ (a[i] << 3);
}

int64_t
sum_u16 (const uint16_t *a, int n)
{
  int64_t s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

void
widen_mul (int32_t *restrict c, const int16_t *restrict a,
	   const int16_t *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    c[i] = (int32_t) a[i] * b[i];
}

void
narrow_i32_to_u8 (uint8_t *restrict out, const int32_t *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (uint8_t) (in[i] >> 8);
}

void
mulhi_u16 (uint16_t *restrict c, const uint16_t *restrict a,
	   const uint16_t *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    c[i] = ((uint32_t) a[i] * b[i]) >> 16;
}

void
xor_u8 (uint8_t *d, const uint8_t *k, int n)
{
  for (int i = 0; i < n; i++)
    d[i] ^= k[i & 15];
}

void
mac_i64 (int64_t *restrict acc, const int32_t *restrict a,
	 const int32_t *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    acc[i] += (int64_t) a[i] * b[i];
}

void
sub_sat_i16 (int16_t *restrict c, const int16_t *restrict a,
	     const int16_t *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    {
      int v = a[i] - b[i];
      c[i] = v > 32767 ? 32767 : v < -32768 ? -32768 : v;
    }
}

void
u8_scale (uint8_t *a, int n, int num)
{
  for (int i = 0; i < n; i++)
    a[i] = (a[i] * num) >> 8;
}

uint64_t
sum_u32_to_u64 (const uint32_t *a, size_t n)
{
  uint64_t s = 0;
  for (size_t i = 0; i < n; i++)
    s += a[i];
  return s;
}

void
neg_i64 (int64_t *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = -a[i];
}

void
unsigned_char_loop_counter (uint8_t *a)
{
  for (uint8_t i = 0; i < 200; i++)
    a[i] = i * 3;
}

void
short_index (float *a, const short *idx, int n)
{
  for (short i = 0; i < n; i++)
    a[idx[i]] += 1.0f;
}
