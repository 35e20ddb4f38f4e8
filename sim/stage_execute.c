/* stage_execute.c - the execute stage: puts dispatched instructions in
   the schedulers, issues ready ones to free units each cycle (oldest
   first), and passes executed ones to the retire stage.  With bottleneck
   analysis on, it reports at the end of each cycle why dispatch could not
   go faster: busy units, or register and memory dependencies.  */

#include "pipeline.h"

static enum mca_stall_type
stall_for (enum mca_sched_status s)
{
  switch (s)
    {
    case MCA_SC_LOAD_QUEUE_FULL:
      return MCA_STALL_LOAD_QUEUE_FULL;
    case MCA_SC_STORE_QUEUE_FULL:
      return MCA_STALL_STORE_QUEUE_FULL;
    case MCA_SC_BUFFERS_FULL:
      return MCA_STALL_SCHEDULER_QUEUE_FULL;
    default:
      return MCA_STALL_DISPATCH_GROUP;
    }
}

bool
mca_execute_is_available (struct mca_pipeline *p, const struct mca_inst *i)
{
  enum mca_sched_status s = mca_scheduler_is_available (&p->hws, i);
  if (s == MCA_SC_AVAILABLE)
    return true;
  mca_notify_stall (p, stall_for (s), i);
  return false;
}

static void
notify_issued (struct mca_pipeline *p, const struct mca_inst *i,
	       const struct mca_resource_use *used, unsigned nused)
{
  if (!p->nlisteners_of[MCA_EV_ISSUED])
    return;
  struct mca_inst_event e = {0};
  e.type = MCA_EV_ISSUED;
  e.inst = i;
  e.used = used;
  e.nused = nused;
  mca_notify_event (p, &e);
}

static void
issue (struct mca_pipeline *p, struct mca_inst *i)
{
  struct mca_resource_use used[32];
  /* Instructions made pending/ready by this issue are announced after it;
     keep them apart from the cycle's own sets.  */
  struct mca_inst_set *pending = &p->issue_pending, *ready = &p->issue_ready;
  pending->n = ready->n = 0;
  unsigned nused = mca_scheduler_issue (&p->hws, i, used, pending, ready);
  p->issued_uops += i->si->desc->uops;
  if (p->wants_buffers)
    mca_notify_buffers (p, i, false);
  notify_issued (p, i, used, nused);
  if (i->stage == MCA_IS_EXECUTED)
    {
      mca_notify_inst (p, MCA_EV_EXECUTED, i);
      mca_retire_execute (p, i);
    }
  for (unsigned k = 0; k < pending->n; k++)
    mca_notify_inst (p, MCA_EV_PENDING, pending->v[k]);
  for (unsigned k = 0; k < ready->n; k++)
    mca_notify_inst (p, MCA_EV_READY, ready->v[k]);
}

static void
issue_ready (struct mca_pipeline *p)
{
  struct mca_inst *i;
  while ((i = mca_scheduler_select (&p->hws)))
    issue (p, i);
}

void
mca_execute_cycle_start (struct mca_pipeline *p)
{
  p->executed.n = p->pending.n = p->ready.n = 0;
  mca_scheduler_cycle (&p->hws, &p->executed, &p->pending, &p->ready);
  p->dispatched_uops = 0;
  p->issued_uops = 0;
  for (unsigned k = 0; k < p->executed.n; k++)
    {
      mca_notify_inst (p, MCA_EV_EXECUTED, p->executed.v[k]);
      mca_retire_execute (p, p->executed.v[k]);
    }
  for (unsigned k = 0; k < p->pending.n; k++)
    mca_notify_inst (p, MCA_EV_PENDING, p->pending.v[k]);
  for (unsigned k = 0; k < p->ready.n; k++)
    mca_notify_inst (p, MCA_EV_READY, p->ready.v[k]);
  issue_ready (p);
}

void
mca_execute_execute (struct mca_pipeline *p, struct mca_inst *i)
{
  if (i->eliminated)
    {
      mca_notify_inst (p, MCA_EV_PENDING, i);
      mca_notify_inst (p, MCA_EV_READY, i);
      notify_issued (p, i, NULL, 0);
      mca_inst_force_executed (i);
      mca_notify_inst (p, MCA_EV_EXECUTED, i);
      mca_retire_execute (p, i);
      return;
    }
  bool ready = mca_scheduler_dispatch (&p->hws, i);
  p->dispatched_uops += i->si->desc->uops;
  if (p->wants_buffers)
    mca_notify_buffers (p, i, true);
  if (!ready)
    {
      if (i->stage == MCA_IS_PENDING)
	mca_notify_inst (p, MCA_EV_PENDING, i);
      return;
    }
  mca_notify_inst (p, MCA_EV_PENDING, i);
  mca_notify_inst (p, MCA_EV_READY, i);
  if (!mca_scheduler_must_issue_immediately (i))
    return;
  issue (p, i);
}

/* The register an instruction still waits for, or 0.  */
static mca_reg
waited_register (const struct mca_inst *i)
{
  for (unsigned u = 0; u < i->nuses; u++)
    if (!i->uses[u].ready && !i->uses[u].independent)
      return i->uses[u].reg;
  return MCA_REG_NONE;
}

/* Why each instruction left in the schedulers did not issue: busy
   resources (ready ones), memory ordering, or operands not yet
   written.  */
static void
report_hazards (struct mca_pipeline *p)
{
  struct mca_scheduler *s = &p->hws;
  for (unsigned k = 0; k < s->ready.n; k++)
    {
      /* Ready and left behind: the units it needs are busy.  (With free
	 units it became ready only after this cycle's issue, the normal
	 cycle from dispatch to issue: no hazard.)  */
      const struct mca_inst *i = s->ready.v[k];
      uint64_t busy = mca_resources_check_availability (&s->res,
							i->si->desc,
							&i->binding);
      if (busy)
	mca_notify_hazard (p, i, MCA_HAZARD_RESOURCE, busy);
    }
  const struct mca_inst_set *sets[2] = { &s->wait, &s->pending };
  for (unsigned w = 0; w < 2; w++)
    for (unsigned k = 0; k < sets[w]->n; k++)
      {
	const struct mca_inst *i = sets[w]->v[k];
	mca_reg r = waited_register (i);
	if (!r && mca_inst_is_memop (i)
	    && (mca_lsu_is_waiting (s->lsu, i) || mca_lsu_is_pending (s->lsu, i)))
	  mca_notify_hazard (p, i, MCA_HAZARD_MEMORY, 0);
	else
	  mca_notify_hazard (p, i, MCA_HAZARD_REGISTER, r);
      }
}

void
mca_execute_cycle_end (struct mca_pipeline *p)
{
  if (p->hazard_events)
    report_hazards (p);
  if (!p->pressure_events)
    return;
  /* Report pressure only when dispatch was held back.  */
  if (!p->hws.had_token_stall && p->dispatched_uops <= p->issued_uops)
    return;
  struct mca_inst_set insts = {0};
  uint64_t mask = mca_scheduler_resource_pressure (&p->hws, &insts);
  if (mask)
    {
      struct mca_pressure_event e = {MCA_PRESSURE_RESOURCES, insts.n,
				     insts.v, mask};
      mca_notify_pressure (p, &e);
    }
  struct mca_inst_set regs = {0}, mem = {0};
  mca_scheduler_data_dependencies (&p->hws, &regs, &mem);
  if (regs.n)
    {
      struct mca_pressure_event e = {MCA_PRESSURE_REGISTER_DEPS, regs.n,
				     regs.v, 0};
      mca_notify_pressure (p, &e);
    }
  if (mem.n)
    {
      struct mca_pressure_event e = {MCA_PRESSURE_MEMORY_DEPS, mem.n,
				     mem.v, 0};
      mca_notify_pressure (p, &e);
    }
  mca_set_free (&insts);
  mca_set_free (&regs);
  mca_set_free (&mem);
}
