/* bignum.c - multi-precision arithmetic on 64-bit limbs: an add with
   carry of 128-limb numbers, a multiply of 64 limbs by one limb (128-bit
   products), and a compare from the top limb down.  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define L 128

typedef unsigned __int128 u128;
static uint64_t a[L], b[L], c[L + 1], m[L / 2 + 1];

__attribute__ ((noipa)) uint64_t
add_n (uint64_t *restrict r, const uint64_t *x, const uint64_t *y, int n)
{
  uint64_t carry = 0;
  for (int i = 0; i < n; i++)
    {
      uint64_t s = x[i] + carry;
      carry = s < carry;
      s += y[i];
      carry += s < y[i];
      r[i] = s;
    }
  return carry;
}

__attribute__ ((noipa)) uint64_t
mul_1 (uint64_t *restrict r, const uint64_t *x, int n, uint64_t k)
{
  uint64_t carry = 0;
  for (int i = 0; i < n; i++)
    {
      u128 p = (u128) x[i] * k + carry;
      r[i] = (uint64_t) p;
      carry = p >> 64;
    }
  return carry;
}

__attribute__ ((noipa)) int
cmp_n (const uint64_t *x, const uint64_t *y, int n)
{
  for (int i = n - 1; i >= 0; i--)
    if (x[i] != y[i])
      return x[i] < y[i] ? -1 : 1;
  return 0;
}

int
main (int argc, char **argv)
{
  long reps = argc > 1 ? atol (argv[1]) : 1000000;
  uint64_t u = 88172645463325252ull;
  for (int i = 0; i < L; i++)
    {
      u ^= u << 13, u ^= u >> 7, u ^= u << 17;
      a[i] = u;
      b[i] = i > 0 ? u : u + 1;
    }
  uint64_t s = 0;
  for (long r = 0; r < reps; r++)
    {
      c[L] = add_n (c, a, b, L);
      m[L / 2] = mul_1 (m, c, L / 2, 0x9e3779b97f4a7c15ull + r);
      s += c[r & (L - 1)] ^ m[r & 63];
      s += cmp_n (a, b, L);
      a[(r * 7) & (L - 1)] += r;
      b[(r * 7) & (L - 1)] += r;
    }
  printf ("%llu\n", (unsigned long long) s);
  return 0;
}
