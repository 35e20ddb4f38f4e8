/* primes.c - sieves and number theory.  */
#include <stddef.h>
#include <stdint.h>

void
sieve_mark (uint8_t *composite, int n, int p)
{
  for (int m = p * p; m < n; m += p)
    composite[m] = 1;
}

int
sieve_count (const uint8_t *composite, int n)
{
  int c = 0;
  for (int i = 2; i < n; i++)
    c += !composite[i];
  return c;
}

void
sieve_bits (uint64_t *bits, long n, long p)
{
  for (long m = p * p; m < n; m += p)
    bits[m >> 6] |= 1ull << (m & 63);
}

long
totient (long n)
{
  long r = n;
  for (long p = 2; p * p <= n; p++)
    if (n % p == 0)
      {
	while (n % p == 0)
	  n /= p;
	r -= r / p;
      }
  if (n > 1)
    r -= r / n;
  return r;
}

int
count_divisors (unsigned n)
{
  int c = 0;
  for (unsigned d = 1; d <= n; d++)
    c += n % d == 0;
  return c;
}

unsigned
isqrt (unsigned long n)
{
  unsigned long r = 0, bit = 1ul << 62;
  while (bit > n)
    bit >>= 2;
  while (bit)
    {
      if (n >= r + bit)
	{
	  n -= r + bit;
	  r = (r >> 1) + bit;
	}
      else
	r >>= 1;
      bit >>= 2;
    }
  return (unsigned) r;
}

long
sum_digits_base (unsigned long v, unsigned base)
{
  long s = 0;
  while (v)
    {
      s += v % base;
      v /= base;
    }
  return s;
}

void
mobius_sieve (signed char *mu, int n)
{
  for (int i = 1; i < n; i++)
    for (int j = 2 * i; j < n; j += i)
      mu[j] -= mu[i];
}
