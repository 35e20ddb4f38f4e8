/* divmod.c - integer division and modulo in loops.  */
#include <stddef.h>
#include <stdint.h>

void
div_by_const (int *restrict q, const int *restrict a, int n)
{
  for (int i = 0; i < n; i++)
    q[i] = a[i] / 7;
}

void
udiv_by_const (unsigned *restrict q, const unsigned *restrict a, int n)
{
  for (int i = 0; i < n; i++)
    q[i] = a[i] / 10;
}

void
div_by_var (int *q, const int *a, int n, int d)
{
  for (int i = 0; i < n; i++)
    q[i] = a[i] / d;
}

void
mod_by_var (unsigned *r, const unsigned *a, int n, unsigned d)
{
  for (int i = 0; i < n; i++)
    r[i] = a[i] % d;
}

void
div_pairs (long *restrict q, const long *restrict a, const long *restrict b,
	   int n)
{
  for (int i = 0; i < n; i++)
    q[i] = a[i] / b[i];
}

void
mod_pow2 (int *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] %= 16;
}

unsigned
gcd (unsigned a, unsigned b)
{
  while (b)
    {
      unsigned t = a % b;
      a = b;
      b = t;
    }
  return a;
}

unsigned long
gcd_binary (unsigned long a, unsigned long b)
{
  if (!a || !b)
    return a | b;
  int shift = __builtin_ctzl (a | b);
  a >>= __builtin_ctzl (a);
  do
    {
      b >>= __builtin_ctzl (b);
      if (a > b)
	{
	  unsigned long t = a;
	  a = b;
	  b = t;
	}
      b -= a;
    }
  while (b);
  return a << shift;
}

int
digits_sum (unsigned v)
{
  int s = 0;
  while (v)
    {
      s += v % 10;
      v /= 10;
    }
  return s;
}

int
collatz_len (unsigned long n)
{
  int k = 0;
  while (n != 1)
    {
      n = n & 1 ? 3 * n + 1 : n / 2;
      k++;
    }
  return k;
}

void
div_double (double *restrict q, const double *restrict a,
	    const double *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    q[i] = a[i] / b[i];
}

void
recip_float (float *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = 1.0f / a[i];
}

unsigned
modpow (unsigned b, unsigned e, unsigned m)
{
  uint64_t r = 1, x = b % m;
  while (e)
    {
      if (e & 1)
	r = r * x % m;
      x = x * x % m;
      e >>= 1;
    }
  return (unsigned) r;
}

void
to_decimal (char *buf, uint64_t v, int width)
{
  for (int i = width - 1; i >= 0; i--)
    {
      buf[i] = '0' + v % 10;
      v /= 10;
    }
}

void
split_divmod (int *restrict q, int *restrict r, const int *restrict a,
	      int n)
{
  for (int i = 0; i < n; i++)
    {
      q[i] = a[i] / 3;
      r[i] = a[i] % 3;
    }
}

int
is_prime (unsigned n)
{
  for (unsigned d = 2; d * d <= n; d++)
    if (n % d == 0)
      return 0;
  return n > 1;
}
