/* hw_rcu.c - the reorder buffer.  */

#include "hw_rcu.h"
#include "run_blocks.h"

#include <stdlib.h>

#include <libiberty/libiberty.h>

void
mca_rcu_init (struct mca_rcu *rcu, unsigned rob_size, unsigned max_retire)
{
  rcu->rob_size = rcu->available = rob_size;
  rcu->max_retire = max_retire;
  rcu->next_slot = rcu->current_slot = 0;
  rcu->qsize = 2 * rob_size;
  /* Not cleared: a slot is read only once dispatch has written it, and a
     short run touches the pages of the slots it uses only.  */
  rcu->queue = mca_block_alloc (rcu->qsize * sizeof *rcu->queue);
}

void
mca_rcu_fini (struct mca_rcu *rcu)
{
  mca_block_free (rcu->queue, rcu->qsize * sizeof *rcu->queue);
  rcu->queue = NULL;
}

unsigned
mca_rcu_dispatch (struct mca_rcu *rcu, struct mca_inst *i)
{
  unsigned entries = mca_rcu_normalize (rcu, i->si->desc->uops);
  unsigned token = rcu->next_slot;
  rcu->queue[token] = (struct mca_rcu_token) {i, entries, false};
  rcu->next_slot = (rcu->next_slot + entries) % rcu->qsize;
  rcu->available -= entries;
  return token;
}

void
mca_rcu_consume_current (struct mca_rcu *rcu)
{
  struct mca_rcu_token *t = &rcu->queue[rcu->current_slot];
  t->inst->stage = MCA_IS_RETIRED;
  rcu->current_slot = (rcu->current_slot + t->slots) % rcu->qsize;
  rcu->available += t->slots;
  *t = (struct mca_rcu_token) {NULL, 0, false};
}
