/* bytes.c - byte loops over 4 KB: a copy that upper-cases letters (a
   branch on each byte), a copy with an xor key, and a memcmp-style
   compare that runs to the first difference.  */

#include <stdio.h>
#include <stdlib.h>

#define N 4096

static unsigned char src[N], dst[N], key[16];

__attribute__ ((noipa)) int
upcase_copy (unsigned char *restrict d, const unsigned char *restrict s,
	     int n)
{
  int changed = 0;
  for (int i = 0; i < n; i++)
    {
      unsigned char c = s[i];
      if (c >= 'a' && c <= 'z')
	{
	  c -= 32;
	  changed++;
	}
      d[i] = c;
    }
  return changed;
}

__attribute__ ((noipa)) void
xor_copy (unsigned char *d, const unsigned char *s, const unsigned char *k,
	  int n)
{
  for (int i = 0; i < n; i++)
    d[i] = s[i] ^ k[i & 15];
}

__attribute__ ((noipa)) int
compare (const unsigned char *a, const unsigned char *b, int n)
{
  for (int i = 0; i < n; i++)
    if (a[i] != b[i])
      return a[i] - b[i];
  return 0;
}

int
main (int argc, char **argv)
{
  long reps = argc > 1 ? atol (argv[1]) : 30000;
  unsigned u = 3;
  for (int i = 0; i < N; i++)
    {
      u = u * 1103515245 + 12345;
      src[i] = 32 + (u >> 16) % 95;
    }
  for (int i = 0; i < 16; i++)
    key[i] = i * 17;
  long s = 0;
  for (long r = 0; r < reps; r++)
    {
      s += upcase_copy (dst, src, N);
      xor_copy (dst, src, key, N);
      xor_copy (dst, dst, key, N);
      dst[N - 1 - (r & 1023)] ^= 1;
      s += compare (dst, src, N);
      dst[N - 1 - (r & 1023)] ^= 1;
    }
  printf ("%ld\n", s);
  return 0;
}
