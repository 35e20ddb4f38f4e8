/* clock.c - this core's clock while it runs, in cycles per nanosecond
   of the thread's CPU time: what gcc-mca-profile multiplies sampled
   CPU time by to give core cycles.

   A chain of dependent 64-bit multiplies runs for a fixed number of
   links; each link takes 3 cycles on every Intel core since Nehalem and
   every AMD Zen (the chain gcc-mca-measure calibrates with), so links
   times 3 over the CPU time is the clock.  The median of several runs
   is kept, not the fastest: the program being profiled runs through
   the slow stretches of a shared host too (the runs of one call spread
   over 20% on a virtual machine), and the fastest run's clock made its
   cycles about 5% too many.

   Each run also times four independent chains of adds (cpu_chain.h),
   one cycle a copy when the core is the thread's alone: their median
   cycles a copy, by the run's own clock, tell whether another thread
   shared the core (throughput-bound code then runs slower; the chain,
   bound by its latency, does not).

   Prints the clock in GHz and the adds' cycles a copy.  Exit status 0,
   or 1 with a message.  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "cpu_chain.h"

/* Links of the chain per run: about 10 ms at 4 GHz; copies of the four
   adds per run: about 3 ms.  */
enum { links_per_run = 12000000, copies_per_run = 12000000, runs = 21 };

int
main (void)
{
  double seconds[runs], adds[runs];
  uint64_t sink = 3;
  for (int r = 0; r < runs; r++)
    {
      double t0 = cpu_seconds ();
      sink = imul_chain (sink | 1, links_per_run);
      double t1 = cpu_seconds ();
      sink += independent_adds (sink, copies_per_run);
      double t2 = cpu_seconds ();
      seconds[r] = t1 - t0;
      /* Cycles a copy by this run's clock.  */
      adds[r] = t1 > t0 ? (t2 - t1) / (t1 - t0)
		* ((double) links_per_run * chain_cycles_per_link)
		/ copies_per_run : 0;
    }
  double median = median_of (seconds, runs);
  if (median <= 0)
    {
      fputs ("gcc-mca-profile: the CPU-time clock did not advance\n", stderr);
      return 1;
    }
  /* SINK keeps the chain from being optimised away.  */
  printf ("%.4f %.3f%s\n",
	  links_per_run * (double) chain_cycles_per_link / median / 1e9,
	  median_of (adds, runs), sink == 42 ? " " : "");
  return 0;
}
