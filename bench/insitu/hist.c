/* hist.c - a byte histogram of 8 KB into 256 counters (stores and loads
   of the same counters), a two-way bucket count with if/else, and a
   count of the bytes equal to one value.  */

#include <stdio.h>
#include <stdlib.h>

#define N 8192

static unsigned char data[N];
static unsigned hist[256];

__attribute__ ((noipa)) void
histogram (unsigned *h, const unsigned char *p, int n)
{
  for (int i = 0; i < n; i++)
    h[p[i]]++;
}

/* Small values to one side, large ones to the other, data-dependent.  */
__attribute__ ((noipa)) long
split_sums (const unsigned char *p, int n, int pivot)
{
  long lo = 0, hi = 0;
  int nlo = 0;
  for (int i = 0; i < n; i++)
    {
      if (p[i] < pivot)
	{
	  lo += p[i];
	  nlo++;
	}
      else
	hi += p[i] * 3;
    }
  return lo + hi + nlo;
}

__attribute__ ((noipa)) int
count_byte (const unsigned char *p, int n, unsigned char c)
{
  int k = 0;
  for (int i = 0; i < n; i++)
    k += p[i] == c;
  return k;
}

int
main (int argc, char **argv)
{
  long reps = argc > 1 ? atol (argv[1]) : 14000;
  unsigned u = 4242;
  for (int i = 0; i < N; i++)
    {
      u = u * 1103515245 + 12345;
      /* Skewed: small values more often.  */
      data[i] = (u >> 16) % 256 & (u >> 24);
    }
  long s = 0;
  for (long r = 0; r < reps; r++)
    {
      histogram (hist, data, N);
      s += split_sums (data, N, 16);
      s += count_byte (data, N, (unsigned char) r);
    }
  printf ("%ld %u\n", s, hist[3]);
  return 0;
}
