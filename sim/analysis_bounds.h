/* analysis_bounds.h - what limits a loop body, from its descriptions
   alone: the cycles per iteration that each component of the machine
   would allow by itself, and the critical dependency chain.

   - front end: micro-ops per iteration over the dispatch width;
   - each resource (port or port group): its busy cycles per iteration
     over its units (non-pipelined units such as dividers count all the
     cycles they are held);
   - dependencies: the maximum cycle ratio of the dependency graph, whose
     nodes are the instructions and whose edges are register dependencies
     (write latency less the reader's read advance) and store-to-load
     dependencies through the same address, each with its iteration
     distance (0 inside an iteration, 1 around the loop's back edge).
     Its critical cycle is the loop-carried chain; with no cycle, the
     longest path of one iteration is the chain.

   The binding bound is the largest; the what-if figure is the next one
   (what the loop would run at if the binding one were lifted, as far as
   these bounds tell).  */

#ifndef MCA_ANALYSIS_BOUNDS_H
#define MCA_ANALYSIS_BOUNDS_H

#include "instr_desc.h"
#include "mca.h"

/* Puts the bounds of the loop body SRC (N instructions) in RR, the
   binding one first, with its critical chain.  Returns the loop's Block
   RThroughput as llvm-mca has it (the larger of the dispatch bound and
   the busiest resource's cycles per iteration), or a rule of the model
   that bounds every iteration as firmly when larger (taken branches
   ending dispatch groups, issue-rate limits): the floor of a steady
   rate (steady_state.h).  */
double mca_bounds_analyze (const struct mca_model *m,
			   const struct mca_resmasks *rm,
			   const struct mca_sinst *src, unsigned n,
			   unsigned dispatch_width,
			   struct mca_region_result *rr);

#endif /* MCA_ANALYSIS_BOUNDS_H */
