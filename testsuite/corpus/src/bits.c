/* bits.c - bit manipulation.  */
#include <stddef.h>
#include <stdint.h>

int
popcount_loop (uint32_t v)
{
  int c = 0;
  while (v)
    {
      v &= v - 1;
      c++;
    }
  return c;
}

int
popcount_array (const uint64_t *a, int n)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    c += __builtin_popcountll (a[i]);
  return c;
}

int
popcount_swar (const uint32_t *a, int n)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    {
      uint32_t v = a[i];
      v = v - ((v >> 1) & 0x55555555);
      v = (v & 0x33333333) + ((v >> 2) & 0x33333333);
      v = (v + (v >> 4)) & 0x0f0f0f0f;
      c += (v * 0x01010101) >> 24;
    }
  return c;
}

void
shift_left (uint32_t *a, int n, int s)
{
  for (int i = 0; i < n; i++)
    a[i] <<= s;
}

void
shift_right_arith (int16_t *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] >>= 3;
}

void
rotate_array (uint32_t *restrict out, const uint32_t *restrict in, int n,
	      int r)
{
  for (int i = 0; i < n; i++)
    out[i] = (in[i] << (r & 31)) | (in[i] >> (-r & 31));
}

uint32_t
bit_reverse (uint32_t v)
{
  uint32_t r = 0;
  for (int i = 0; i < 32; i++)
    {
      r = (r << 1) | (v & 1);
      v >>= 1;
    }
  return r;
}

int
parity_array (const uint8_t *a, int n)
{
  uint8_t p = 0;
  for (int i = 0; i < n; i++)
    p ^= a[i];
  p ^= p >> 4;
  p ^= p >> 2;
  p ^= p >> 1;
  return p & 1;
}

int
clz_loop (uint64_t v)
{
  int n = 0;
  if (!v)
    return 64;
  while (!(v & (1ull << 63)))
    {
      v <<= 1;
      n++;
    }
  return n;
}

void
ctz_array (int *restrict out, const uint32_t *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = in[i] ? __builtin_ctz (in[i]) : 32;
}

void
bitset_set (uint64_t *bits, const uint32_t *idx, int n)
{
  for (int i = 0; i < n; i++)
    bits[idx[i] >> 6] |= 1ull << (idx[i] & 63);
}

int
bitset_count_and (const uint64_t *a, const uint64_t *b, int n)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    c += __builtin_popcountll (a[i] & b[i]);
  return c;
}

void
bitset_andnot (uint64_t *restrict d, const uint64_t *restrict a,
	       const uint64_t *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    d[i] = a[i] & ~b[i];
}

uint32_t
gray_decode (uint32_t g)
{
  uint32_t b = g;
  while (g >>= 1)
    b ^= g;
  return b;
}

void
byteswap32 (uint32_t *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = __builtin_bswap32 (a[i]);
}

void
interleave_bits (uint32_t *restrict out, const uint16_t *restrict x,
		 const uint16_t *restrict y, int n)
{
  for (int i = 0; i < n; i++)
    {
      uint32_t r = 0;
      for (int b = 0; b < 16; b++)
	r |= ((uint32_t) (x[i] >> b & 1) << (2 * b))
	     | ((uint32_t) (y[i] >> b & 1) << (2 * b + 1));
      out[i] = r;
    }
}

uint64_t
xorshift_fill (uint64_t *a, int n, uint64_t s)
{
  for (int i = 0; i < n; i++)
    {
      s ^= s << 13;
      s ^= s >> 7;
      s ^= s << 17;
      a[i] = s;
    }
  return s;
}

void
extract_field (uint32_t *restrict out, const uint32_t *restrict in, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (in[i] >> 11) & 0x3ff;
}
