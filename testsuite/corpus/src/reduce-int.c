/* reduce-int.c - integer reductions.  */
#include <stddef.h>
#include <stdint.h>

int
sum_int (const int *a, size_t n)
{
  int s = 0;
  for (size_t i = 0; i < n; i++)
    s += a[i];
  return s;
}

long
sum_int_to_long (const int *a, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

int64_t
sum_i64 (const int64_t *a, size_t n)
{
  int64_t s = 0;
  for (size_t i = 0; i < n; i++)
    s += a[i];
  return s;
}

unsigned
sum_uchar (const unsigned char *a, size_t n)
{
  unsigned s = 0;
  for (size_t i = 0; i < n; i++)
    s += a[i];
  return s;
}

int
sum_short (const short *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

int
prod_int (const int *a, int n)
{
  int p = 1;
  for (int i = 0; i < n; i++)
    p *= a[i];
  return p;
}

unsigned
xor_reduce (const unsigned *a, size_t n)
{
  unsigned x = 0;
  for (size_t i = 0; i < n; i++)
    x ^= a[i];
  return x;
}

unsigned
or_reduce (const unsigned *a, size_t n)
{
  unsigned x = 0;
  for (size_t i = 0; i < n; i++)
    x |= a[i];
  return x;
}

unsigned
and_reduce (const unsigned *a, size_t n)
{
  unsigned x = ~0u;
  for (size_t i = 0; i < n; i++)
    x &= a[i];
  return x;
}

int
sum_stride2 (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i += 2)
    s += a[i];
  return s;
}

int
sum_squares (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * a[i];
  return s;
}

long
dot_int (const int *a, const int *b, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += (long) a[i] * b[i];
  return s;
}

int
sum_backward (const int *a, int n)
{
  int s = 0;
  for (int i = n - 1; i >= 0; i--)
    s += a[i];
  return s;
}

int
count_equal (const int *a, int n, int v)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    c += a[i] == v;
  return c;
}
