/* steady_state.h - find when a simulated loop settles into a repeating
   pattern, and its cycles per iteration from then on.

   A listener on retire events records the cycle at which each iteration
   retires its last instruction.  When the gaps between those cycles
   repeat with a period of P iterations (P <= MCA_STEADY_MAX_PERIOD) three
   times over, the loop is in its steady state and runs at
   (R[k] - R[k-P]) / P cycles per iteration: the throughput a long-running
   loop has, free of the pipeline fill that total-cycles/iterations
   includes.  When asked to, it then ends the run: the iterations in
   flight would only repeat the pattern.  */

#ifndef MCA_STEADY_STATE_H
#define MCA_STEADY_STATE_H

#include <stdbool.h>

#include "events.h"

#define MCA_STEADY_MAX_PERIOD 8

struct mca_steady_state
{
  unsigned nsource;		/* instructions per iteration */
  bool *stop;			/* set when steady to end the run early
				   (NULL: run to the end) */
  double min_rate;		/* no pattern faster than this (the block's
				   static throughput bound) is steady: it is
				   the pipeline still filling */
  unsigned cycle;		/* current cycle */
  unsigned *retired_at;		/* per iteration */
  unsigned niterations, cap;
  bool steady;
  double cycles_per_iteration;	/* when steady */
  unsigned steady_from;		/* first iteration of the pattern */
};

void mca_steady_init (struct mca_steady_state *s, unsigned nsource,
		      bool *stop);
void mca_steady_fini (struct mca_steady_state *s);
struct mca_listener mca_steady_listener (struct mca_steady_state *s);

#endif /* MCA_STEADY_STATE_H */
