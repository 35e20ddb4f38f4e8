/* run_arena.c - a run's memory in chunks, kept per thread between runs.  */

#include "run_arena.h"

#include <stdlib.h>

#include <libiberty/libiberty.h>

/* Room of an ordinary chunk: a run of a few hundred instances in flight
   fills a few (instances are some 800 bytes).  */
#define CHUNK_ROOM (64 * 1024 - 64)

struct mca_arena_chunk
{
  struct mca_arena_chunk *next;
  size_t room;
  alignas (max_align_t) char data[];
};

/* Ordinary chunks of this thread's finished runs: a compile simulates
   hundreds of loops, and giving the memory back to the system would have
   each run fault its pages in again.  As many are kept as the largest run
   took; a chunk made larger for one request is freed with its run.  */
static _Thread_local struct mca_arena_chunk *spare_chunks;

void
mca_arena_init (struct mca_arena *a)
{
  a->chunks = NULL;
  a->next = a->end = NULL;
}

/* A chunk with room for SIZE bytes: a spare one when an ordinary chunk
   has the room, else a new one.  */
static struct mca_arena_chunk *
chunk_for (size_t size)
{
  struct mca_arena_chunk *c = spare_chunks;
  if (c && size <= CHUNK_ROOM)
    {
      spare_chunks = c->next;
      return c;
    }
  size_t room = size > CHUNK_ROOM ? size : CHUNK_ROOM;
  c = xmalloc (sizeof *c + room);
  c->room = room;
  return c;
}

void *
mca_arena_alloc_chunk (struct mca_arena *a, size_t size)
{
  struct mca_arena_chunk *c = chunk_for (size);
  c->next = a->chunks;
  a->chunks = c;
  a->next = c->data + size;
  a->end = c->data + c->room;
  return c->data;
}

void
mca_arena_release (struct mca_arena *a)
{
  while (a->chunks)
    {
      struct mca_arena_chunk *c = a->chunks;
      a->chunks = c->next;
      if (c->room > CHUNK_ROOM)
	{
	  free (c);
	  continue;
	}
      c->next = spare_chunks;
      spare_chunks = c;
    }
  a->next = a->end = NULL;
}
