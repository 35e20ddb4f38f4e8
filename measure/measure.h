/* measure.h - run a loop body on this machine and measure its cycles per
   iteration (gcc-mca-measure).  Host-specific: not part of the
   simulation library.

   The body (assembly, AT&T or Intel) is made straight-line: every
   branch jumps to the next instruction, so the measured sequence is the
   block that llvm-mca and gcc-mca simulate when they repeat it.  The
   loop's back edge, when conditional, has its condition inverted: it
   still fuses with its compare, and falls through where the loop's
   jumps back.
   Copies of it run inside an extended asm loop JIT-compiled with
   libgccjit; registers used as addresses point into their own regions,
   whose pages all map onto one physical page on first touch (BHive's
   method), so every access hits L1; other general registers hold small
   numbers, vector registers the floats 1.0, mask registers all ones.
   rdtsc ticks become core cycles through a dependency chain of known
   latency of the same kind, run in turn with the body (imul r64: 3
   cycles for scalar bodies; vpaddq of the body's widest vector for
   vector bodies, its latency on this host timed against the imul
   chain first: 1 cycle on Intel's cores and Zen 4, 2 on Zen 5).  A
   contention probe (three independent add chains, one cycle a copy)
   and a load probe (four independent loads) run in turn with the body,
   and runs where the core ran the adds slowly, or the loads slower than
   in the measurement's fast runs, shared with another hardware thread,
   are dropped.  The run
   happens in a child process with a watchdog, so a body that faults or
   hangs is reported, not fatal.  */

#ifndef MCA_MEASURE_H
#define MCA_MEASURE_H

#include <stdbool.h>
#include <stddef.h>

struct mca_measure_options
{
  unsigned runs;		/* timed runs (minimum taken); 0: 15 */
  unsigned timeout;		/* seconds; 0: 20 */
  double contention_wait;	/* seconds to wait for runs whose
				   contention probe is fast (see
				   measure.c); 0: 5, negative: none */
  double contention_limit;	/* cycles per copy of the probe above
				   which a run is dropped; 0: 1.03 */
  double contention_ratio;	/* times its fastest run the load probe
				   may take before a run is dropped; 0:
				   1.05 */
  int calibration;		/* 0: by the body's kind, 1: always the
				   scalar imul chain */
  bool body_only;		/* build the body (r->body), do not run it */
  bool harness_only;		/* build the program that would run the
				   body (r->harness), do not run it */
};

struct mca_measure_result
{
  double cycles;		/* per iteration of the body: min over runs */
  double median;		/* median over runs */
  double spread;		/* (median - min) / min */
  unsigned runs;		/* timed runs the figures come from */
  unsigned dropped;		/* runs dropped: the core was shared */
  double ticks_per_cycle;	/* rdtsc ticks per core cycle */
  char calibration[64];		/* the chain used, and its latency */
  unsigned copies;		/* copies of the body per loop iteration */
  unsigned ninsts;		/* instructions of the measured body */
  char *body;			/* the measured body, one instruction a line */
  char *warnings;		/* why a figure may mislead, or NULL */
  char *harness;		/* the program (harness_only), or NULL */
};

/* Measure the body in TEXT.  Returns 0 and fills *R (release with
   mca_measure_free), or 1 with *ERR set to a message.  */
int mca_measure (const char *text, size_t len,
		 const struct mca_measure_options *o,
		 struct mca_measure_result *r, char **err);
void mca_measure_free (struct mca_measure_result *r);

#endif /* MCA_MEASURE_H */
