/* zlib-driver.c - zlib's own deflate and inflate (Debian's zlib 1.2.13
   sources, fetched by bench/insitu.py) on a 32 KB text, over and over:
   the compressor's match search and hashing, Huffman output, the
   decompressor's fast loop, CRC-32 and Adler-32.  The streams are
   reset, not reallocated, between rounds, so that the run stays in
   zlib's code (its window and tables, about 270 KB, fit in L2).  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "zlib.h"

#define N 32768

static unsigned char text[N], packed[N + N / 8 + 64], back[N];

int
main (int argc, char **argv)
{
  long reps = argc > 1 ? atol (argv[1]) : 300;
  static const char *words[] = { "the", "loop", "cycle", "of", "and",
    "port", "a", "chain", "cache", "to", "latency", "throughput", "in",
    "dispatch", "retire", "uop", "schedule", "branch", "predict", "load" };
  unsigned u = 12345;
  int k = 0;
  while (k < N - 24)
    {
      u = u * 1103515245 + 12345;
      const char *w = words[(u >> 16) % 20];
      size_t len = strlen (w);
      memcpy (text + k, w, len);
      k += len;
      if (((u >> 8) & 15) == 0)
	k += sprintf ((char *) text + k, " %u", (u >> 4) & 0xffff);
      text[k++] = ((u >> 12) & 15) == 0 ? '\n' : ' ';
    }
  while (k < N)
    text[k++] = '.';

  z_stream d, i;
  memset (&d, 0, sizeof d);
  memset (&i, 0, sizeof i);
  if (deflateInit (&d, 6) != Z_OK || inflateInit (&i) != Z_OK)
    return 1;
  unsigned long sum = 0;
  for (long r = 0; r < reps; r++)
    {
      text[(r * 7919) % N] ^= 1;
      deflateReset (&d);
      d.next_in = text;
      d.avail_in = N;
      d.next_out = packed;
      d.avail_out = sizeof packed;
      if (deflate (&d, Z_FINISH) != Z_STREAM_END)
	return 2;
      unsigned plen = sizeof packed - d.avail_out;
      for (int t = 0; t < 4; t++)
	{
	  inflateReset (&i);
	  i.next_in = packed;
	  i.avail_in = plen;
	  i.next_out = back;
	  i.avail_out = N;
	  if (inflate (&i, Z_FINISH) != Z_STREAM_END)
	    return 3;
	}
      if (memcmp (back, text, N) != 0)
	return 4;
      sum += plen + crc32 (0, back, N) + adler32 (1, back, N);
    }
  deflateEnd (&d);
  inflateEnd (&i);
  printf ("%lu\n", sum);
  return 0;
}
