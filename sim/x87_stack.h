/* x87_stack.h - the x87 register stack.  An x87 instruction names its
   registers relative to the top of the stack (st(0) is the top), and
   loads and pops move the top; the core renames st(i) to one of eight
   physical registers through the top-of-stack pointer, and fxch only
   swaps two entries of that mapping.  Here: what each instruction does
   to the stack (x87_stack.def), and the static renaming of a region's
   st(i) to the eight stack slots, so that a value's readers find its
   producer however far the stack moved in between.  */

#ifndef MCA_X87_STACK_H
#define MCA_X87_STACK_H

#include <stdbool.h>

#include "asm.h"

struct mca_sinst;
struct mca_model;

/* Stack positions an instruction reads or writes, relative to the top
   before it: 0 is st(0), 1 st(1) ...; -1 the register a push fills.  */
#define MCA_X87_MAX_ACCESS 4

struct mca_x87_access
{
  int top_change;		/* -1 a push, 1 or 2 pops, 0 */
  bool swap;			/* fxch: exchanges reads[0] and reads[1] */
  unsigned nreads, nwrites;
  int reads[MCA_X87_MAX_ACCESS];
  int writes[MCA_X87_MAX_ACCESS];
};

/* What INST does to the stack; false when it does not use the stack.  */
bool mca_x87_access_of (const struct mca_asm_inst *inst,
			struct mca_x87_access *a);

/* How a straight-line body uses the stack it starts with.  */
struct mca_x87_depth
{
  bool uses_stack;
  int net;			/* pushes less pops over the body */
  unsigned entry;		/* registers it expects on the stack */
  unsigned peak;		/* most registers on the stack at once */
};

void mca_x87_depth_of (const struct mca_asm_inst *insts, unsigned n,
		       struct mca_x87_depth *d);

/* Rename the x87 registers of SRC[0..N) (instructions of one region, in
   order) to stack slots: st(i) of an instruction becomes %st(k) with k
   the slot st(i) names there, counting from the top at the region's
   start (so the first instruction's names are unchanged).  An fxch
   gets the two slots it exchanges (mca_sinst.x87_swap) and neither reads
   nor writes them.  A load-op (`faddl (%rax)') reads its stack register
   once the load is done, the load latency of model M after issue.
   Returns the pushes less pops over the region.  */
int mca_x87_assign_slots (struct mca_sinst *src, unsigned n,
			  const struct mca_model *m);

#endif /* MCA_X87_STACK_H */
