/* steady_state.h - find when a simulated loop settles into a repeating
   pattern, and its cycles per iteration from then on.

   A listener on dispatch and retire events records, when each iteration
   retires its last instruction, the cycle and the number of instructions
   in flight (dispatched, not retired).  When both repeat with a period of
   P iterations (P <= MCA_STEADY_MAX_PERIOD) over at least three periods,
   the loop is in its steady state and runs at (R[k] - R[k-P]) / P cycles
   per iteration: the throughput a long-running loop has, free of the
   pipeline fill that total-cycles/iterations includes.  The in-flight
   count is what keeps a filling (or draining) reorder buffer or
   scheduler from passing for a steady state: while a buffer fills, the
   retire gaps may repeat for dozens of iterations at a rate the loop
   loses once it is full.  When asked to, the detector then ends the run:
   the iterations in flight would only repeat the pattern.  */

#ifndef MCA_STEADY_STATE_H
#define MCA_STEADY_STATE_H

#include <stdbool.h>

#include "events.h"

#define MCA_STEADY_MAX_PERIOD 8

struct mca_steady_state
{
  unsigned nsource;		/* instructions per iteration */
  unsigned total;		/* instructions the run dispatches */
  bool *stop;			/* set when steady to end the run early
				   (NULL: run to the end) */
  double min_rate;		/* no pattern faster than this (the block's
				   static throughput bound) is steady: it is
				   the pipeline still filling */
  unsigned cycle;		/* current cycle */
  unsigned dispatched, retired;	/* instructions so far */
  unsigned *retired_at;		/* cycle each iteration retired */
  unsigned *in_flight_at;	/* instructions in flight then */
  unsigned niterations, cap;
  bool steady;
  double cycles_per_iteration;	/* when steady */
  unsigned steady_from;		/* first iteration of the pattern */
};

void mca_steady_init (struct mca_steady_state *s, unsigned nsource,
		      unsigned iterations, bool *stop);
void mca_steady_fini (struct mca_steady_state *s);
struct mca_listener mca_steady_listener (struct mca_steady_state *s);

/* Cycles per iteration over the second half of the iterations that
   retired while instructions were still being dispatched: the rate of a
   run that never settled into a short pattern (a long period, a rare
   stall), without the pipeline's fill or its drain at the end (the last
   iterations, alone in the machine, retire faster).  Sets *FROM to the
   first iteration counted.  0 when fewer than four such iterations
   retired.  */
double mca_steady_late_rate (const struct mca_steady_state *s,
			     unsigned *from);

/* The run's cycles per iteration: the repeating pattern's rate when S
   found one (*FROM: its first iteration), else mca_steady_late_rate's
   (0 when too few iterations retired).  */
double mca_steady_rate (const struct mca_steady_state *s, unsigned *from);

#endif /* MCA_STEADY_STATE_H */
