/* isort.c - insertion sort of small int arrays (32 elements, the inner
   shifting loop a few trips an entry), then binary searches in the
   sorted array (a loop of two paths, taken by the data).  */

#include <stdio.h>
#include <stdlib.h>

#define K 32
#define SETS 64

static int sets[SETS][K], work[K];

__attribute__ ((noipa)) void
insertion_sort (int *a, int n)
{
  for (int i = 1; i < n; i++)
    {
      int x = a[i], j = i - 1;
      while (j >= 0 && a[j] > x)
	{
	  a[j + 1] = a[j];
	  j--;
	}
      a[j + 1] = x;
    }
}

__attribute__ ((noipa)) int
lower_bound (const int *a, int n, int key)
{
  int lo = 0, hi = n;
  while (lo < hi)
    {
      int mid = (lo + hi) >> 1;
      if (a[mid] < key)
	lo = mid + 1;
      else
	hi = mid;
    }
  return lo;
}

int
main (int argc, char **argv)
{
  long reps = argc > 1 ? atol (argv[1]) : 8000;
  unsigned u = 2024;
  for (int s = 0; s < SETS; s++)
    for (int i = 0; i < K; i++)
      {
	u = u * 1103515245 + 12345;
	sets[s][i] = (u >> 12) & 0xfff;
      }
  long sum = 0;
  for (long r = 0; r < reps; r++)
    for (int s = 0; s < SETS; s++)
      {
	for (int i = 0; i < K; i++)
	  work[i] = sets[s][i] ^ (int) r;
	insertion_sort (work, K);
	for (int q = 0; q < 16; q++)
	  sum += lower_bound (work, K, (q * 509 + r) & 0xfff);
      }
  printf ("%ld\n", sum);
  return 0;
}
