/* memops.c - copies, fills, moves and compares of words.  */
#include <stddef.h>
#include <stdint.h>

void
copy_words (uint64_t *restrict d, const uint64_t *restrict s, size_t n)
{
  for (size_t i = 0; i < n; i++)
    d[i] = s[i];
}

void
copy_ints_alias (int *d, const int *s, int n)
{
  for (int i = 0; i < n; i++)
    d[i] = s[i];
}

void
move_backward (int *a, int n, int k)
{
  for (int i = n - 1; i >= k; i--)
    a[i] = a[i - k];
}

void
fill_int (int *a, int n, int v)
{
  for (int i = 0; i < n; i++)
    a[i] = v;
}

void
fill_double (double *a, int n, double v)
{
  for (int i = 0; i < n; i++)
    a[i] = v;
}

void
iota (int *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = i;
}

void
iota_double (double *a, int n, double step)
{
  for (int i = 0; i < n; i++)
    a[i] = i * step;
}

void
gather (float *restrict out, const float *restrict in,
	const int *restrict idx, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = in[idx[i]];
}

void
scatter (double *restrict out, const double *restrict in,
	 const int *restrict idx, int n)
{
  for (int i = 0; i < n; i++)
    out[idx[i]] = in[i];
}

void
reverse_copy (int *restrict d, const int *restrict s, int n)
{
  for (int i = 0; i < n; i++)
    d[i] = s[n - 1 - i];
}

void
interleave (float *restrict d, const float *restrict a,
	    const float *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    {
      d[2 * i] = a[i];
      d[2 * i + 1] = b[i];
    }
}

void
deinterleave (short *restrict a, short *restrict b,
	      const short *restrict s, int n)
{
  for (int i = 0; i < n; i++)
    {
      a[i] = s[2 * i];
      b[i] = s[2 * i + 1];
    }
}

void
strided_copy (double *d, const double *s, int n, int stride)
{
  for (int i = 0; i < n; i++)
    d[i] = s[i * stride];
}

int
compare_words (const uint32_t *a, const uint32_t *b, int n)
{
  for (int i = 0; i < n; i++)
    if (a[i] != b[i])
      return a[i] < b[i] ? -1 : 1;
  return 0;
}

void
zero_pointers (void **p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = 0;
}

struct triple
{
  int a, b, c;
};

void
copy_struct_array (struct triple *restrict d,
		   const struct triple *restrict s, int n)
{
  for (int i = 0; i < n; i++)
    d[i].a = s[i].a, d[i].b = s[i].b, d[i].c = s[i].c;
}

void
compact_nonzero (int *restrict out, const int *restrict in, int n,
		 int *count)
{
  int k = 0;
  for (int i = 0; i < n; i++)
    if (in[i])
      out[k++] = in[i];
  *count = k;
}

void
rotate_left_one (long *a, int n)
{
  long f = a[0];
  for (int i = 0; i < n - 1; i++)
    a[i] = a[i + 1];
  a[n - 1] = f;
}
