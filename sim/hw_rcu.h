/* hw_rcu.h - the retire control unit: the reorder buffer, a circular queue
   of tokens in program order.  Instructions take as many entries as they
   have micro-ops (at least one) and retire in order once executed.  */

#ifndef MCA_HW_RCU_H
#define MCA_HW_RCU_H

#include <stdbool.h>

#include "inst.h"

struct mca_rcu_token
{
  struct mca_inst *inst;
  unsigned slots;
  bool executed;
};

struct mca_rcu
{
  unsigned rob_size;
  unsigned available;
  unsigned max_retire;		/* per cycle, 0 = unlimited */
  unsigned next_slot, current_slot;
  unsigned qsize;
  struct mca_rcu_token *queue;
};

void mca_rcu_init (struct mca_rcu *rcu, unsigned rob_size,
		   unsigned max_retire);
void mca_rcu_fini (struct mca_rcu *rcu);

static inline unsigned
mca_rcu_normalize (const struct mca_rcu *rcu, unsigned uops)
{
  if (uops > rcu->rob_size)
    uops = rcu->rob_size;
  return uops ? uops : 1;
}

static inline bool
mca_rcu_is_available (const struct mca_rcu *rcu, unsigned uops)
{
  return rcu->available >= mca_rcu_normalize (rcu, uops);
}

static inline bool
mca_rcu_is_empty (const struct mca_rcu *rcu)
{
  return rcu->available == rcu->rob_size;
}

unsigned mca_rcu_dispatch (struct mca_rcu *rcu, struct mca_inst *i);
static inline struct mca_rcu_token *
mca_rcu_current (struct mca_rcu *rcu)
{
  return &rcu->queue[rcu->current_slot];
}
void mca_rcu_consume_current (struct mca_rcu *rcu);
static inline void
mca_rcu_on_executed (struct mca_rcu *rcu, unsigned token)
{
  rcu->queue[token].executed = true;
}

#endif /* MCA_HW_RCU_H */
