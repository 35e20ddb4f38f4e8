/* writer_index.h - the writers of each register of a loop body, for
   a read's last writer without a scan of the body: the analyses of a
   region of thousands of instructions ask it for every read.  */

#ifndef MCA_WRITER_INDEX_H
#define MCA_WRITER_INDEX_H

#include "instr_desc.h"

struct mca_writer_index
{
  unsigned *first;		/* by top register: its writers start at
				   IDX[FIRST[R]], end at IDX[FIRST[R + 1]] */
  unsigned *idx;		/* positions in the body, ascending */
};

void mca_writer_index_build (const struct mca_sinst *src, unsigned n,
			     struct mca_writer_index *wi);
void mca_writer_index_free (struct mca_writer_index *wi);

/* The position of the last instruction before SRC[J] in the loop body
   SRC[0..N-1], around the loop (SRC[J] itself last), that writes a
   register overlapping REG; -1 when none does.  WI is built for
   SRC[0..N-1].  */
int mca_writer_index_last (const struct mca_writer_index *wi,
			   const struct mca_sinst *src, unsigned n,
			   unsigned j, mca_reg reg);

/* The position of the instruction that made the value the plain store
   SRC[S] writes: the last writer of its data register (not a vector
   one) before it around the loop, a register move the model eliminates
   passing on its source's writer, with the register it wrote in *REG;
   -1 when there is none (an immediate, a vector register, a value from
   before the loop).  */
int mca_writer_index_store_data (const struct mca_writer_index *wi,
				 const struct mca_sinst *src, unsigned n,
				 unsigned s, mca_reg *reg);

#endif
