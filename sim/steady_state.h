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
   the iterations in flight would only repeat the pattern.

   Nor is any rate below the loop's proven lower bound (min_rate,
   mca_steady_floor) taken for its own: a scheduler queue still filling
   behind a port, a port's or a chain's work running ahead of retirement
   and that lead being used up, can keep the retire gaps and the
   in-flight count repeating for a while at a rate that no state the
   loop keeps can have.  Such a pattern is passed over; a run that ends
   without a pattern and whose late rate lies below the bound was too
   short to settle (mca_steady_result).  */

#ifndef MCA_STEADY_STATE_H
#define MCA_STEADY_STATE_H

#include <stdbool.h>
#include <stddef.h>

#include "events.h"
#include "instr_desc.h"
#include "mca.h"
#include "model.h"
#include "pipeline.h"

/* The longest period looked for.  A loop with a long-latency operation
   among short ones can repeat only every dozen iterations or so (a loop
   of zlib's deflate.c of 33 instructions: 80 cycles once every 13
   iterations, 4 or 5 otherwise), and a period of up to 8 missed it: the
   run went to its last iteration and took the late rate.  Up to 32, on
   the 1,197 corpus loops and 730 loops of zlib, bzip2, lz4 and zstd
   measured on the Zen 5 host (znver5), the plugin's rates lie 1.304%
   and 1.021% from those of iterations 720 to 1,440 (1.313% and 1.023%
   with 8) for 2.7% and 0.9% fewer simulated cycles; a longer period
   needs more iterations than the runs have.  */
#define MCA_STEADY_MAX_PERIOD 32

struct mca_steady_state
{
  unsigned nsource;		/* instructions per iteration */
  unsigned total;		/* instructions the run dispatches */
  bool *stop;			/* set when steady to end the run early
				   (NULL: run to the end) */
  double min_rate;		/* no pattern faster than this (the loop's
				   proven lower bound, mca_steady_floor) is
				   steady: it is the pipeline still filling */
  unsigned *retired_at;		/* cycle each iteration retired */
  unsigned *in_flight_at;	/* in flight then: DISPATCHED events less
				   instructions retired (mca_run_counts) */
  unsigned niterations, cap;
  /* By period P: how many iterations in a row, up to the last, retired
     after the same gap as the iteration P before, with as many
     instructions in flight (SAME_RUN) or at least as many (GROW_RUN).
     A pattern holds over a window when the run covers it: kept as
     iterations retire, it spares comparing the window again at each.  */
  unsigned same_run[MCA_STEADY_MAX_PERIOD + 1];
  unsigned grow_run[MCA_STEADY_MAX_PERIOD + 1];
  /* Whether every instruction had been dispatched when an iteration
     retired, and the first such iteration (check_drained).  */
  bool drained;
  unsigned drained_from;
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

/* The lower bound on cycles per iteration under which no rate is the
   loop's (mca_steady_state.min_rate): the largest of the Block
   RThroughput and the loop's NBOUNDS BOUNDS (analysis_bounds.h) but
   those through memory.  */
double mca_steady_floor (const struct mca_bound *bounds, size_t nbounds,
			 double block_rthroughput);

/* Iterations of the longer run mca_steady_result makes, per iteration
   of the run that did not settle.  */
#define MCA_STEADY_RERUN_FACTOR 4

/* The loop's cycles per iteration after S's run of SRC (S->nsource
   instructions) on model M with PO, which did not stall: mca_steady_rate
   when it is not below S->min_rate; else S->min_rate when it lies less
   than 3% below it (what the run still lacked of its steady state),
   else the same from a run of MCA_STEADY_RERUN_FACTOR times the
   iterations (PO's events off), or failing that that run's own rate: a
   rate that far below the bound after so long a run says that the
   simulation beats the bound.  *STEADY (whether the rate is a repeating
   pattern's) and *FROM (where it starts) as mca_region_result's; either
   may be NULL.  0 when no rate is known (see mca_steady_rate).  */
double mca_steady_result (const struct mca_steady_state *s,
			  const struct mca_model *m,
			  const struct mca_resmasks *masks,
			  const struct mca_sinst *src,
			  const struct mca_pipeline_options *po,
			  bool *steady, unsigned *from);

#endif /* MCA_STEADY_STATE_H */
