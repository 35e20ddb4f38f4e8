/* stage_retire.c - the retire stage: retires executed instructions in
   program order, at most the model's retire width per cycle, freeing their
   reorder-buffer entries, physical registers and load/store queue
   entries.  */

#include "pipeline.h"

static void
retire (struct mca_pipeline *p, struct mca_inst *i)
{
  unsigned freed[MCA_MAX_REGFILES] = {0};
  if (mca_inst_is_memop (i))
    mca_lsu_on_retired (&p->lsu, i);
  for (unsigned d = 0; d < i->ndefs; d++)
    mca_regfile_remove_write (&p->prf, &i->defs[d], freed);
  if (p->nlisteners_of[MCA_EV_RETIRED])
    {
      struct mca_inst_event e = {0};
      e.type = MCA_EV_RETIRED;
      e.inst = i;
      e.regs = freed;
      mca_notify_event (p, &e);
    }
  p->retired++;
  /* Instructions retire in program order: this one ends an iteration
     when the count of those retired reaches a whole number of them.  */
  if (--p->left_in_iteration)
    return;
  p->left_in_iteration = p->nsource;
  if (p->wants_iterations)
    mca_notify_iteration (p);
}

void
mca_retire_cycle_start (struct mca_pipeline *p)
{
  mca_regfile_cycle_start (&p->prf);
  unsigned retired = 0;
  while (!mca_rcu_is_empty (&p->rcu))
    {
      if (p->rcu.max_retire && retired == p->rcu.max_retire)
	break;
      struct mca_rcu_token *t = mca_rcu_current (&p->rcu);
      if (!t->executed)
	break;
      struct mca_inst *i = t->inst;
      /* A macro-fused pair retires as one: its jump counts.  */
      bool fused = i->si->fused;
      retire (p, i);
      mca_rcu_consume_current (&p->rcu);
      mca_entry_recycle (p, i);
      retired += !fused;
    }
}

void
mca_retire_cycle_end (struct mca_pipeline *p)
{
  mca_regfile_cycle_end (&p->prf);
}

void
mca_retire_execute (struct mca_pipeline *p, struct mca_inst *i)
{
  mca_regfile_on_executed (&p->prf, i);
  mca_rcu_on_executed (&p->rcu, i->rcu_token);
}
