/* run_blocks.c - blocks of a run's fixed sizes, kept per thread.  */

#include "run_blocks.h"

#include <stdlib.h>
#include <string.h>

#include <libiberty/libiberty.h>

/* Sizes kept, and blocks kept of each: a run has a handful of such
   blocks, and at most two runs are alive at once (a loop's run and the
   run without bind rules made from it).  */
#define MAX_SIZES 16
#define MAX_KEPT 2

struct kept_blocks
{
  size_t size;
  unsigned n;
  void *block[MAX_KEPT];
};

static _Thread_local struct kept_blocks kept[MAX_SIZES];

static struct kept_blocks *
kept_of (size_t size, int make)
{
  for (unsigned k = 0; k < MAX_SIZES; k++)
    if (kept[k].size == size)
      return &kept[k];
  if (make)
    for (unsigned k = 0; k < MAX_SIZES; k++)
      if (!kept[k].size)
	{
	  kept[k].size = size;
	  return &kept[k];
	}
  return NULL;
}

void *
mca_block_alloc (size_t size)
{
  struct kept_blocks *b = kept_of (size, 0);
  if (b && b->n)
    return b->block[--b->n];
  return xmalloc (size ? size : 1);
}

void *
mca_block_calloc (size_t size)
{
  void *p = mca_block_alloc (size);
  memset (p, 0, size);
  return p;
}

void
mca_block_free (void *p, size_t size)
{
  if (!p)
    return;
  struct kept_blocks *b = kept_of (size, 1);
  if (b && b->n < MAX_KEPT)
    {
      b->block[b->n++] = p;
      return;
    }
  free (p);
}
