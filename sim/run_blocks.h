/* run_blocks.h - the blocks every simulation run allocates anew (its
   pipeline, the resource memo, the reorder buffer's queue, the register
   tables), kept per thread between runs.

   A compiler process simulates loop after loop with the compiler's own
   allocations in between: a block given back to malloc is soon split
   for the compiler, and the next run's block of the same size comes
   from fresh heap, whose pages the process faults in again (on the
   project's virtual machines about 10 microseconds a page, as much as
   some 40,000 instructions).  A block kept here comes back with its
   pages already in.  */

#ifndef MCA_RUN_BLOCKS_H
#define MCA_RUN_BLOCKS_H

#include <stddef.h>

/* SIZE bytes, uninitialised (a kept block of that size when there is
   one); never fails, like xmalloc.  */
void *mca_block_alloc (size_t size);

/* SIZE bytes, zeroed.  */
void *mca_block_calloc (size_t size);

/* Give back P, a block of SIZE bytes from mca_block_alloc (NULL: none):
   kept for this thread's next runs, or freed when enough of its size
   are kept.  */
void mca_block_free (void *p, size_t size);

#endif /* MCA_RUN_BLOCKS_H */
