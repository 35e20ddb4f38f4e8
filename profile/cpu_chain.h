/* cpu_chain.h - what the profiler's helper programs (clock.c,
   linecost.c) time with: the thread's CPU time, a chain of dependent
   64-bit multiplies, each taking 3 cycles on every Intel core since
   Nehalem and every AMD Zen (the chain gcc-mca-measure calibrates
   with), independent adds that tell whether the core is shared, and
   the median of several timings.  */

#ifndef MCA_PROFILE_CPU_CHAIN_H
#define MCA_PROFILE_CPU_CHAIN_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { chain_cycles_per_link = 3 };

/* The thread's CPU time in seconds; exits with a message on failure.  */
static inline double
cpu_seconds (void)
{
  struct timespec t;
  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &t) != 0)
    {
      perror ("gcc-mca-profile: clock_gettime");
      exit (1);
    }
  return t.tv_sec + t.tv_nsec * 1e-9;
}

/* Run LINKS multiplies, each on the previous one's result, eight to a
   trip round the loop so that the loop's own add and branch hide under
   the chain.  */
static inline uint64_t
imul_chain (uint64_t x, unsigned long links)
{
  for (unsigned long k = 0; k < links / 8; k++)
    __asm__ volatile ("imulq %0, %0\n\timulq %0, %0\n\t"
		      "imulq %0, %0\n\timulq %0, %0\n\t"
		      "imulq %0, %0\n\timulq %0, %0\n\t"
		      "imulq %0, %0\n\timulq %0, %0"
		      : "+r" (x));
  return x;
}

/* Four independent chains of 1-cycle adds, COPIES of the four: one
   cycle a copy on every core gcc-mca models (four integer ALUs or more,
   the loop's own add and branch hidden under 32 copies a trip) when the
   core is the thread's alone.  A virtual machine's CPU can be one
   hardware thread of a core whose other thread runs someone else's
   work; then the adds, bound by the ALUs' throughput, run slower, and
   the chain above, bound by its latency, does not.  */
#define CPU_CHAIN_COPY \
  "addq $1, %0\n\taddq $1, %1\n\taddq $1, %2\n\taddq $1, %3\n\t"
#define CPU_CHAIN_COPIES_4 CPU_CHAIN_COPY CPU_CHAIN_COPY CPU_CHAIN_COPY \
  CPU_CHAIN_COPY
#define CPU_CHAIN_COPIES_16 CPU_CHAIN_COPIES_4 CPU_CHAIN_COPIES_4 \
  CPU_CHAIN_COPIES_4 CPU_CHAIN_COPIES_4

static inline uint64_t
independent_adds (uint64_t x, unsigned long copies)
{
  uint64_t a = x, b = x, c = x, d = x;
  for (unsigned long k = 0; k < copies / 32; k++)
    __asm__ volatile (CPU_CHAIN_COPIES_16 CPU_CHAIN_COPIES_16
		      : "+r" (a), "+r" (b), "+r" (c), "+r" (d));
  return a + b + c + d;
}

static inline int
compare_doubles (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return (x > y) - (x < y);
}

/* The median of the N figures at V (sorts them).  */
static inline double
median_of (double *v, int n)
{
  qsort (v, n, sizeof v[0], compare_doubles);
  return v[n / 2];
}

#endif
