/* linecost.c - what a 64-byte cache line costs this core to read from
   the level-2 cache and from beyond it, in core cycles: the floor
   gcc-mca-profile puts under a loop's prediction when the simulated
   cache says the loop misses the level-1 cache (a roofline: a loop
   cannot run faster than its lines come in).

   usage: linecost L2_BYTES FAR_BYTES

   Reads one 8-byte word of every line of a buffer, four lines a trip
   round the loop into four independent sums, so that the loads overlap
   as far as the core and its prefetchers let them, in two orders: the
   lines in address order (a loop streaming through an array), and 65
   lines apart, wrapping round (a loop walking down a column of a matrix
   whose rows are 4,160 bytes: far enough apart that each load needs a
   line of its own, and not a power of two, whose set conflicts would
   cost more).  The buffer is half of L2_BYTES for the level-2 figures
   (out of the level-1 cache, in the level-2 one) and FAR_BYTES for the
   lines from beyond it (the caller's choice: in the level-3 cache, or
   in memory), both rounded down to a power of two lines.
   Time is turned into cycles by a chain of dependent 64-bit multiplies
   (3 cycles each on every Intel core since Nehalem and every AMD Zen,
   as clock.c) timed the same way just before each measurement, so that
   a shared host's changing clock moves both alike.  The median of
   several measurements is kept.

   Prints four costs in cycles per line: level 2 in order, level 2 a
   column, beyond level 2 in order, beyond level 2 a column.  Exit
   status 0, or 1 with a message.  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cpu_chain.h"

enum { line_bytes = 64, words_per_line = line_bytes / sizeof (uint64_t),
       measurements = 7 };

/* Seconds a cycle takes now, by the chain of multiplies.  */
static double
seconds_per_cycle (uint64_t *sink)
{
  enum { links = 4000000 };
  double t0 = cpu_seconds ();
  *sink += imul_chain (*sink | 1, links);
  return (cpu_seconds () - t0) / ((double) chain_cycles_per_link * links);
}

/* Read one word of each of the NLINES lines at P (a power of two),
   STEP lines apart and wrapping round, PASSES times; the sum keeps the
   loads from being dropped.  */
static uint64_t
walk (const uint64_t *p, size_t nlines, size_t step, unsigned passes)
{
  uint64_t s0 = 0, s1 = 0, s2 = 0, s3 = 0;
  size_t mask = nlines - 1, k = 0;
  for (unsigned r = 0; r < passes; r++)
    if (step == 1)
      /* In order, without the wrapping's masks: the loop's own work
	 stays under the loads'.  */
      for (size_t n = 0; n < nlines; n += 4)
	{
	  const uint64_t *q = p + n * words_per_line;
	  s0 += q[0];
	  s1 += q[words_per_line];
	  s2 += q[2 * words_per_line];
	  s3 += q[3 * words_per_line];
	  /* Keeps GCC from turning the four sums into vector loads.  */
	  __asm__ ("" : "+r" (s0), "+r" (s1), "+r" (s2), "+r" (s3));
	}
    else
      for (size_t n = 0; n < nlines; n += 4)
	{
	  s0 += p[k * words_per_line];
	  s1 += p[((k + step) & mask) * words_per_line];
	  s2 += p[((k + 2 * step) & mask) * words_per_line];
	  s3 += p[((k + 3 * step) & mask) * words_per_line];
	  k = (k + 4 * step) & mask;
	  /* Keeps GCC from turning the four sums into vector gathers.  */
	  __asm__ ("" : "+r" (s0), "+r" (s1), "+r" (s2), "+r" (s3));
	}
  return s0 + s1 + s2 + s3;
}

/* Cycles per line of reading the NLINES lines at P, STEP lines apart,
   PASSES times per measurement, after one pass that brings them where
   they stay.  */
static double
cycles_per_line (const uint64_t *p, size_t nlines, size_t step,
		 unsigned passes, uint64_t *sink)
{
  *sink += walk (p, nlines, step, 1);
  double costs[measurements];
  for (int m = 0; m < measurements; m++)
    {
      double cycle = seconds_per_cycle (sink);
      double t0 = cpu_seconds ();
      *sink += walk (p, nlines, step, passes);
      double t = cpu_seconds () - t0;
      costs[m] = t / cycle / ((double) nlines * passes);
    }
  return median_of (costs, measurements);
}

/* A buffer of the largest power of two lines in BYTES, written once so
   that its pages are there; its size in lines in *NLINES.  */
static uint64_t *
buffer (size_t bytes, size_t *nlines)
{
  size_t n = 1;
  while (2 * n * line_bytes <= bytes)
    n *= 2;
  uint64_t *p = aligned_alloc (line_bytes, n * line_bytes);
  if (!p)
    {
      fprintf (stderr, "linecost: cannot allocate %zu bytes\n",
	       n * line_bytes);
      exit (1);
    }
  memset (p, 1, n * line_bytes);
  *nlines = n;
  return p;
}

/* Lines apart in a column walk.  */
enum { column_step = 65 };

static size_t
size_arg (const char *s)
{
  char *end;
  unsigned long long v = strtoull (s, &end, 10);
  if (*end || v < 4096 || v > (1ull << 30))
    {
      fprintf (stderr, "linecost: not a cache size in bytes: '%s'\n", s);
      exit (1);
    }
  return v;
}

int
main (int argc, char **argv)
{
  if (argc != 3)
    {
      fputs ("usage: linecost L2_BYTES FAR_BYTES\n", stderr);
      return 1;
    }
  size_t l2_lines, far_lines;
  uint64_t sink = 0;
  uint64_t *l2 = buffer (size_arg (argv[1]) / 2, &l2_lines);
  /* About 30 million lines each way from level 2, two passes over the
     far buffer: some tens of milliseconds each.  */
  unsigned l2_passes = 30000000 / l2_lines + 1;
  double l2_order = cycles_per_line (l2, l2_lines, 1, l2_passes, &sink);
  double l2_column = cycles_per_line (l2, l2_lines, column_step, l2_passes,
				      &sink);
  free (l2);
  uint64_t *far = buffer (size_arg (argv[2]), &far_lines);
  unsigned far_passes = 4000000 / far_lines + 2;
  double far_order = cycles_per_line (far, far_lines, 1, far_passes, &sink);
  double far_column = cycles_per_line (far, far_lines, column_step,
				       far_passes, &sink);
  free (far);
  printf ("%.3f %.3f %.3f %.3f%s\n", l2_order, l2_column, far_order,
	  far_column, sink == 42 ? " " : "");
  return 0;
}
