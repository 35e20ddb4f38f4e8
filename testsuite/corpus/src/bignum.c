/* bignum.c - multi-precision arithmetic on limbs.  */
#include <stddef.h>
#include <stdint.h>

uint32_t
add_n (uint32_t *r, const uint32_t *a, const uint32_t *b, int n)
{
  uint64_t c = 0;
  for (int i = 0; i < n; i++)
    {
      c += (uint64_t) a[i] + b[i];
      r[i] = (uint32_t) c;
      c >>= 32;
    }
  return (uint32_t) c;
}

uint64_t
add_n64 (uint64_t *r, const uint64_t *a, const uint64_t *b, int n)
{
  uint64_t c = 0;
  for (int i = 0; i < n; i++)
    {
      uint64_t s = a[i] + c;
      c = s < c;
      r[i] = s + b[i];
      c += r[i] < s;
    }
  return c;
}

uint32_t
sub_n (uint32_t *r, const uint32_t *a, const uint32_t *b, int n)
{
  int64_t c = 0;
  for (int i = 0; i < n; i++)
    {
      c += (int64_t) a[i] - b[i];
      r[i] = (uint32_t) c;
      c >>= 32;
    }
  return (uint32_t) -c;
}

uint32_t
mul_1 (uint32_t *r, const uint32_t *a, int n, uint32_t b)
{
  uint64_t c = 0;
  for (int i = 0; i < n; i++)
    {
      c += (uint64_t) a[i] * b;
      r[i] = (uint32_t) c;
      c >>= 32;
    }
  return (uint32_t) c;
}

uint32_t
addmul_1 (uint32_t *r, const uint32_t *a, int n, uint32_t b)
{
  uint64_t c = 0;
  for (int i = 0; i < n; i++)
    {
      c += (uint64_t) a[i] * b + r[i];
      r[i] = (uint32_t) c;
      c >>= 32;
    }
  return (uint32_t) c;
}

uint32_t
divrem_1 (uint32_t *q, const uint32_t *a, int n, uint32_t d)
{
  uint64_t r = 0;
  for (int i = n - 1; i >= 0; i--)
    {
      r = r << 32 | a[i];
      q[i] = (uint32_t) (r / d);
      r %= d;
    }
  return (uint32_t) r;
}

int
cmp_n (const uint64_t *a, const uint64_t *b, int n)
{
  for (int i = n - 1; i >= 0; i--)
    if (a[i] != b[i])
      return a[i] > b[i] ? 1 : -1;
  return 0;
}

void
lshift_n (uint64_t *r, const uint64_t *a, int n, int s)
{
  for (int i = n - 1; i > 0; i--)
    r[i] = a[i] << s | a[i - 1] >> (64 - s);
  r[0] = a[0] << s;
}

int
normalize_n (const uint32_t *a, int n)
{
  while (n > 0 && a[n - 1] == 0)
    n--;
  return n;
}

uint64_t
mul_128_high (const uint64_t *a, const uint64_t *b, int n)
{
  uint64_t h = 0;
  for (int i = 0; i < n; i++)
    h += (uint64_t) (((unsigned __int128) a[i] * b[i]) >> 64);
  return h;
}

uint32_t
mod_small (const uint32_t *a, int n, uint32_t m)
{
  uint64_t r = 0;
  for (int i = n - 1; i >= 0; i--)
    r = ((r << 32) | a[i]) % m;
  return (uint32_t) r;
}
