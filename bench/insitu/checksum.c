/* checksum.c - checksums of a 4 KB buffer: table-driven CRC-32 (a chain
   through a table load), Adler-32 with its modulo every block, and
   FNV-1a (a chain of multiplies).  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#define N 4096

static unsigned char buf[N];
static uint32_t table[256];

__attribute__ ((noipa)) uint32_t
crc32 (const unsigned char *p, int n)
{
  uint32_t c = 0xffffffff;
  for (int i = 0; i < n; i++)
    c = table[(c ^ p[i]) & 0xff] ^ (c >> 8);
  return ~c;
}

__attribute__ ((noipa)) uint32_t
adler32 (const unsigned char *p, int n)
{
  uint32_t a = 1, b = 0;
  while (n > 0)
    {
      int k = n < 3800 ? n : 3800;
      n -= k;
      for (int i = 0; i < k; i++)
	{
	  a += p[i];
	  b += a;
	}
      p += k;
      a %= 65521;
      b %= 65521;
    }
  return b << 16 | a;
}

__attribute__ ((noipa)) uint64_t
fnv1a (const unsigned char *p, int n)
{
  uint64_t h = 0xcbf29ce484222325ull;
  for (int i = 0; i < n; i++)
    h = (h ^ p[i]) * 0x100000001b3ull;
  return h;
}

int
main (int argc, char **argv)
{
  long reps = argc > 1 ? atol (argv[1]) : 10000;
  for (uint32_t i = 0; i < 256; i++)
    {
      uint32_t c = i;
      for (int k = 0; k < 8; k++)
	c = c & 1 ? 0xedb88320 ^ (c >> 1) : c >> 1;
      table[i] = c;
    }
  for (int i = 0; i < N; i++)
    buf[i] = i * 131 + (i >> 5);
  uint64_t s = 0;
  for (long r = 0; r < reps; r++)
    {
      buf[r & (N - 1)]++;
      s += crc32 (buf, N);
      s += adler32 (buf, N);
      s += fnv1a (buf, N);
    }
  printf ("%llu\n", (unsigned long long) s);
  return 0;
}
