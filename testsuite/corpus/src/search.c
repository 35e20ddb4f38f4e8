/* search.c - linear and binary searches.  */
#include <stddef.h>
#include <stdint.h>

int
find_int (const int *a, int n, int v)
{
  for (int i = 0; i < n; i++)
    if (a[i] == v)
      return i;
  return -1;
}

int
find_last (const int *a, int n, int v)
{
  int r = -1;
  for (int i = 0; i < n; i++)
    if (a[i] == v)
      r = i;
  return r;
}

int
bsearch_int (const int *a, int n, int v)
{
  int lo = 0, hi = n;
  while (lo < hi)
    {
      int mid = lo + (hi - lo) / 2;
      if (a[mid] < v)
	lo = mid + 1;
      else
	hi = mid;
    }
  return lo;
}

size_t
lower_bound_branchless (const uint32_t *a, size_t n, uint32_t v)
{
  const uint32_t *base = a;
  while (n > 1)
    {
      size_t half = n / 2;
      base = base[half - 1] < v ? base + half : base;
      n -= half;
    }
  return base - a;
}

int
find_sentinel (const int *a, int v)
{
  int i = 0;
  while (a[i] != v)
    i++;
  return i;
}

int
argmin_int (const int *a, int n)
{
  int best = 0;
  for (int i = 1; i < n; i++)
    if (a[i] < a[best])
      best = i;
  return best;
}

int
argmax_double (const double *a, int n)
{
  int best = 0;
  double bv = a[0];
  for (int i = 1; i < n; i++)
    if (a[i] > bv)
      {
	bv = a[i];
	best = i;
      }
  return best;
}

int
find_double_gt (const double *a, int n, double t)
{
  for (int i = 0; i < n; i++)
    if (a[i] > t)
      return i;
  return n;
}

int
any_zero (const int64_t *a, int n)
{
  for (int i = 0; i < n; i++)
    if (!a[i])
      return 1;
  return 0;
}

int
interp_search (const int *a, int n, int v)
{
  int lo = 0, hi = n - 1;
  while (lo <= hi && v >= a[lo] && v <= a[hi])
    {
      if (a[hi] == a[lo])
	return a[lo] == v ? lo : -1;
      long pos = lo + (long) (v - a[lo]) * (hi - lo) / (a[hi] - a[lo]);
      if (a[pos] == v)
	return (int) pos;
      if (a[pos] < v)
	lo = (int) pos + 1;
      else
	hi = (int) pos - 1;
    }
  return -1;
}

int
is_sorted (const float *a, int n)
{
  for (int i = 1; i < n; i++)
    if (a[i] < a[i - 1])
      return 0;
  return 1;
}

int
find_pair_sum (const int *a, int n, int target)
{
  int i = 0, j = n - 1;
  while (i < j)
    {
      int s = a[i] + a[j];
      if (s == target)
	return i;
      if (s < target)
	i++;
      else
	j--;
    }
  return -1;
}
