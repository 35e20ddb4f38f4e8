/* misc-loops.c - loop shapes: while, do-while, early exits, nested
   counters, unsigned counters and pointer increments.  */
#include <stddef.h>
#include <stdint.h>

int
do_while_sum (const int *p, const int *end)
{
  int s = 0;
  do
    s += *p++;
  while (p < end);
  return s;
}

double
pointer_walk (const double *p, const double *end)
{
  double s = 0;
  while (p != end)
    s += *p++;
  return s;
}

void
two_pointers (int *restrict d, const int *restrict s, int n)
{
  int *e = d + n;
  while (d < e)
    *d++ = *s++ * 2;
}

int
early_exit_sum (const int *a, int n, int limit)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      s += a[i];
      if (s > limit)
	break;
    }
  return s;
}

unsigned
countdown (unsigned n, unsigned *out)
{
  unsigned k = 0;
  while (n--)
    out[k++] = n;
  return k;
}

void
nested_counters (int *a, int rows, int cols)
{
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      a[r * cols + c] = r ^ c;
}

void
triangular (double *a, int n)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j <= i; j++)
      a[i * n + j] *= 0.5;
}

int
loop_with_continue (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    {
      if (a[i] < 0)
	continue;
      s += a[i];
    }
  return s;
}

void
step_three (float *a, int n)
{
  for (int i = 0; i < n; i += 3)
    a[i] = 0;
}

void
unsigned_index (uint32_t *a, uint32_t n)
{
  for (uint32_t i = 0; i < n; i++)
    a[i] += i;
}

void
loop_invariant_load (int *a, int n, const int *p)
{
  for (int i = 0; i < n; i++)
    a[i] += *p;
}

long
sum_of_multiples (long n)
{
  long s = 0;
  for (long i = 1; i < n; i++)
    if (i % 3 == 0 || i % 5 == 0)
      s += i;
  return s;
}

int
count_leading_spaces (const char *const *lines, int n)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    {
      const char *s = lines[i];
      while (*s == ' ')
	s++, c++;
    }
  return c;
}

void
index_from_end (int *a, int n)
{
  for (int i = 0; i < n; i++)
    a[n - 1 - i] = i;
}

void
accumulate_columns (int rows, int cols, long *restrict sums,
		    const int *restrict m)
{
  for (int r = 0; r < rows; r++)
    for (int c = 0; c < cols; c++)
      sums[c] += m[r * cols + c];
}

int
count_until_zero (const unsigned char *p)
{
  int n = 0;
  while (p[n])
    n++;
  return n;
}

void
multi_array_update (int *restrict a, int *restrict b, int *restrict c,
		    const int *restrict d, int n)
{
  for (int i = 0; i < n; i++)
    {
      a[i] += d[i];
      b[i] -= d[i];
      c[i] ^= d[i];
    }
}
