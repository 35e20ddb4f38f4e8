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
  struct mca_inst_event e = {0};
  e.type = MCA_EV_RETIRED;
  e.inst = i;
  e.regs = freed;
  mca_notify_event (p, &e);
  p->retired++;
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
  for (unsigned k = 0; k < p->retire_direct.n; k++)
    {
      struct mca_inst *i = p->retire_direct.v[k];
      i->stage = MCA_IS_RETIRED;
      retire (p, i);
      mca_entry_recycle (p, i);
    }
  p->retire_direct.n = 0;
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
