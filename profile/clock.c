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

   Prints the clock in GHz.  Exit status 0, or 1 with a message.  */

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "cpu_chain.h"

/* Links of the chain per run: about 10 ms at 4 GHz.  */
enum { links_per_run = 12000000, runs = 21 };

int
main (void)
{
  double seconds[runs];
  uint64_t sink = 3;
  for (int r = 0; r < runs; r++)
    {
      double t0 = cpu_seconds ();
      sink = imul_chain (sink | 1, links_per_run);
      seconds[r] = cpu_seconds () - t0;
    }
  double median = median_of (seconds, runs);
  if (median <= 0)
    {
      fputs ("gcc-mca-profile: the CPU-time clock did not advance\n", stderr);
      return 1;
    }
  /* SINK keeps the chain from being optimised away.  */
  printf ("%.4f%s\n",
	  links_per_run * (double) chain_cycles_per_link / median / 1e9,
	  sink == 42 ? " " : "");
  return 0;
}
