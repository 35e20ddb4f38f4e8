/* run_arena.h - the memory of one simulation run, given out in order and
   taken back all at once when the run ends: the instances of the source
   instructions and the arrays they grow.  A short run touches only the
   pages it fills (a process pays for every page it touches for the first
   time), and the chunks go to the next run of the same thread.  */

#ifndef MCA_RUN_ARENA_H
#define MCA_RUN_ARENA_H

#include <stdalign.h>
#include <stddef.h>

struct mca_arena_chunk;

struct mca_arena
{
  struct mca_arena_chunk *chunks;	/* in use, the current one first */
  char *next, *end;			/* room left in the current one */
};

/* An empty arena (a zeroed struct is one too).  */
void mca_arena_init (struct mca_arena *a);

/* SIZE bytes from a new chunk (mca_arena_alloc's slow path).  */
void *mca_arena_alloc_chunk (struct mca_arena *a, size_t size);

/* SIZE bytes, aligned for any object, uninitialised; never fails (like
   xmalloc).  Valid until mca_arena_release.  Every instance and users
   array of a run comes from here: the common case is inline.  */
static inline void *
mca_arena_alloc (struct mca_arena *a, size_t size)
{
  size = (size + alignof (max_align_t) - 1) & ~(alignof (max_align_t) - 1);
  if (!a->next || (size_t) (a->end - a->next) < size)
    return mca_arena_alloc_chunk (a, size);
  void *p = a->next;
  a->next += size;
  return p;
}

/* Take back everything A gave; its chunks are kept for this thread's
   next runs.  */
void mca_arena_release (struct mca_arena *a);

#endif /* MCA_RUN_ARENA_H */
