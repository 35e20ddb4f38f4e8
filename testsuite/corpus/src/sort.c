/* sort.c - inner loops of sorting algorithms.  */
#include <stddef.h>

void
insertion_sort (int *a, int n)
{
  for (int i = 1; i < n; i++)
    {
      int v = a[i], j = i - 1;
      while (j >= 0 && a[j] > v)
	{
	  a[j + 1] = a[j];
	  j--;
	}
      a[j + 1] = v;
    }
}

void
bubble_pass (double *a, int n)
{
  for (int i = 0; i < n - 1; i++)
    if (a[i] > a[i + 1])
      {
	double t = a[i];
	a[i] = a[i + 1];
	a[i + 1] = t;
      }
}

int
partition (int *a, int lo, int hi)
{
  int p = a[hi], i = lo;
  for (int j = lo; j < hi; j++)
    if (a[j] < p)
      {
	int t = a[i];
	a[i] = a[j];
	a[j] = t;
	i++;
      }
  int t = a[i];
  a[i] = a[hi];
  a[hi] = t;
  return i;
}

void
merge (int *restrict out, const int *restrict a, int na,
       const int *restrict b, int nb)
{
  int i = 0, j = 0, k = 0;
  while (i < na && j < nb)
    out[k++] = a[i] <= b[j] ? a[i++] : b[j++];
  while (i < na)
    out[k++] = a[i++];
  while (j < nb)
    out[k++] = b[j++];
}

void
counting_sort_scatter (unsigned *restrict out, const unsigned *restrict in,
		       unsigned *restrict pos, int n)
{
  for (int i = 0; i < n; i++)
    out[pos[in[i] & 255]++] = in[i];
}

void
selection_min (float *a, int n)
{
  for (int i = 0; i < n - 1; i++)
    {
      int m = i;
      for (int j = i + 1; j < n; j++)
	if (a[j] < a[m])
	  m = j;
      float t = a[i];
      a[i] = a[m];
      a[m] = t;
    }
}

void
sift_down (long *h, int n, int i)
{
  for (;;)
    {
      int l = 2 * i + 1, m = i;
      if (l < n && h[l] > h[m])
	m = l;
      if (l + 1 < n && h[l + 1] > h[m])
	m = l + 1;
      if (m == i)
	return;
      long t = h[i];
      h[i] = h[m];
      h[m] = t;
      i = m;
    }
}

void
shell_pass (int *a, int n, int gap)
{
  for (int i = gap; i < n; i++)
    {
      int v = a[i], j = i;
      while (j >= gap && a[j - gap] > v)
	{
	  a[j] = a[j - gap];
	  j -= gap;
	}
      a[j] = v;
    }
}

void
compare_exchange (int *restrict lo, int *restrict hi, int n)
{
  for (int i = 0; i < n; i++)
    {
      int a = lo[i], b = hi[i];
      lo[i] = a < b ? a : b;
      hi[i] = a < b ? b : a;
    }
}

int
unique (int *a, int n)
{
  int k = 0;
  for (int i = 1; i < n; i++)
    if (a[i] != a[k])
      a[++k] = a[i];
  return n ? k + 1 : 0;
}

void
radix_digit_count (unsigned *restrict cnt, const unsigned *restrict a,
		   int n, int shift)
{
  for (int i = 0; i < n; i++)
    cnt[(a[i] >> shift) & 0xff]++;
}
