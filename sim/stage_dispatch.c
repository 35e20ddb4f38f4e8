/* stage_dispatch.c - the dispatch stage: takes instructions in program
   order, as many micro-ops per cycle as the dispatch width allows, if the
   reorder buffer, the register files and the schedulers have room;
   renames their registers (eliminating moves and zero idioms where the
   model allows) and hands them to the execute stage.  An instruction with
   more micro-ops than the width takes several cycles; with the model's
   split-dispatch, so does one with more than the cycle has left.  */

#include "pipeline.h"

#include "load_banks.h"
#include "rename_offsets.h"

#include <string.h>

static bool
check_rcu (struct mca_pipeline *p, const struct mca_inst *i)
{
  if (mca_rcu_is_available (&p->rcu, i->si->desc->uops))
    return true;
  mca_notify_stall (p, MCA_STALL_RETIRE_CONTROL_UNIT, i);
  return false;
}

static bool
check_prf (struct mca_pipeline *p, const struct mca_inst *i)
{
  const unsigned *need = p->by_source[mca_source_pos (p, i)].prf_need;
  if (!mca_regfile_is_available (&p->prf, need))
    return true;
  mca_notify_stall (p, MCA_STALL_REGISTER_FILE, i);
  return false;
}

/* The instructions after the current one that may dispatch with it in
   this cycle, for the stations that take a limited number a cycle
   (mca_resources_bind): as many as the cycle has slots left beside
   its own, up to a packet's and to the run's last instruction.  */
static void
note_packet (struct mca_pipeline *p, const struct mca_inst *i)
{
  struct mca_resources *rs = &p->hws.res;
  rs->nlater = 0;
  if (!rs->write_limited)
    return;
  unsigned n = p->available_entries ? p->available_entries - 1 : 0;
  unsigned left = p->total_insts - i->iid - 1;
  if (n > MCA_MAX_PACKET)
    n = MCA_MAX_PACKET;
  if (n > left)
    n = left;
  const uint64_t *next = &p->stations[mca_source_pos (p, i) + 1];
  for (unsigned k = 0; k < n; k++)
    rs->later[k] = next[k];
  rs->nlater = n;
}

/* Whether I is a taken branch, or the first of a macro-fused pair whose
   jump is one, that the front end cannot follow in this cycle any more
   (taken-branch-streams: it waits for the next cycle; the pair stays
   together).  */
static bool
over_taken_limit (const struct mca_pipeline *p, const struct mca_inst *i)
{
  const struct mca_model *m = p->model;
  if (!m->taken_branch_streams || !m->taken_branches_per_cycle)
    return false;
  const struct mca_sinst *branch = NULL;
  if (i->si->taken_branch)
    branch = i->si;
  else if (i->si->fused && i->iid + 1 < p->total_insts)
    {
      const struct mca_sinst *next
	= &p->source[mca_next_pos (p, mca_source_pos (p, i))];
      if (next->taken_branch)
	branch = next;
    }
  return branch && p->taken_this_cycle >= mca_taken_branch_limit (m, branch);
}

/* Whether I is an instruction an index register un-laminates under the
   model's unlaminated-positions rule.  */
static bool
unlaminated_ruled (const struct mca_pipeline *p, const struct mca_inst *i)
{
  return p->model->unlaminated_positions && mca_sinst_unlaminates (i->si);
}

/* Whether I, an instruction an index register un-laminates, must wait
   for the next cycle's group: it renames only among the group's first
   instructions, and a limited number a cycle (the model's
   unlaminated-positions and unlaminated-per-cycle).  */
static bool
unlaminated_waits (const struct mca_pipeline *p, const struct mca_inst *i)
{
  const struct mca_model *m = p->model;
  if (!unlaminated_ruled (p, i))
    return false;
  return p->group_insts >= m->unlaminated_positions
    || (m->unlaminated_per_cycle
	&& p->unlaminated_this_cycle >= m->unlaminated_per_cycle);
}

bool
mca_dispatch_is_available (struct mca_pipeline *p, const struct mca_inst *i)
{
  /* The first instruction of a macro-fused pair goes with the jump,
     which takes the pair's slot.  */
  if (!p->available_entries && !i->si->fused)
    return false;
  unsigned uops = i->si->desc->uops;
  unsigned required = uops < p->dispatch_width ? uops : p->dispatch_width;
  /* An un-laminated instruction renames whole, in one cycle.  */
  if (p->model->split_dispatch && required > 1 && !unlaminated_ruled (p, i))
    required = 1;
  if (required > p->available_entries)
    return false;
  if (i->si->begin_group && p->available_entries != p->dispatch_width)
    return false;
  if (over_taken_limit (p, i))
    return false;
  if (unlaminated_waits (p, i))
    {
      mca_notify_stall (p, MCA_STALL_DISPATCH_GROUP, i);
      return false;
    }
  if (p->model->taken_branch_uops && i->iid >= p->delivered)
    return false;
  /* Every check runs, so every cause of a stall is counted.  */
  bool ok = check_rcu (p, i);
  ok &= check_prf (p, i);
  note_packet (p, i);
  ok &= mca_execute_is_available (p, i);
  return ok;
}

static void
notify_dispatched (struct mca_pipeline *p, const struct mca_inst *i,
		   const unsigned *regs, unsigned uops)
{
  p->dispatch_events++;
  p->last_dispatched = i->iid;
  if (!p->nlisteners_of[MCA_EV_DISPATCHED])
    return;
  struct mca_inst_event e = {0};
  e.type = MCA_EV_DISPATCHED;
  e.inst = i;
  e.regs = regs;
  e.uops = uops;
  mca_notify_event (p, &e);
}

/* The cycles I's results come later under the model's slowforward
   lines (slow_forward.h): those of each line I is a reader of and whose
   late value it reads (a register it reads, not as a dependency
   breaker, was last written by a write of the line's write id), when
   this instance of its source instruction is one that pays, in turn.
   A `stale' line's reads are watched instead, and its cycles kept in
   I->stale_cycles for the issue (mca_inst_execute).  Looked up before
   I's own writes rename.  */
static unsigned
slow_forward_cycles (struct mca_pipeline *p, struct mca_inst *i)
{
  struct mca_slow_reader *sr = &p->slow_readers[mca_source_pos (p, i)];
  unsigned cycles = 0;
  for (unsigned k = 0; k < p->model->nslow_forwards; k++)
    {
      const struct mca_slow_forward *sf = &p->model->slow_forwards[k];
      if (!(sr->lines >> k & 1))
	continue;
      unsigned late = 0;
      for (unsigned u = 0; u < i->nuses; u++)
	if (!i->uses[u].independent
	    && mca_regfile_last_write_id (&p->prf, i->uses[u].reg)
	       == sf->write_id)
	  late |= 1u << u;
      if (!late
	  || !mca_slow_forward_pays (sr->turns[k]++, sr->slow[k],
				     sr->total[k]))
	continue;
      if (!sf->stale)
	{
	  if (sf->cycles > cycles)
	    cycles = sf->cycles;
	  continue;
	}
      for (unsigned u = 0; u < i->nuses; u++)
	if (late >> u & 1)
	  i->uses[u].watch = true;
      if (sf->cycles > i->stale_cycles)
	i->stale_cycles = sf->cycles;
    }
  return cycles;
}

/* I reads a value carrying an offset the renamer keeps, which it cannot
   take (mca_sinst.fold_read_latency): its results come later, and the
   unit of its narrowest resource use is held longer
   (mca_offset_hold_use; an instruction whose binding already stretches
   another use keeps that one).  */
static void
pay_offset (struct mca_inst *i)
{
  i->latency_adjust += i->si->fold_read_latency;
  if (!i->si->fold_read_hold)
    return;
  int use = mca_offset_hold_use (i->si->desc);
  if (use < 0)
    return;
  uint64_t narrowest = i->si->desc->res[use].mask;
  if (i->binding.stretch && i->binding.stretch != narrowest)
    return;
  i->binding.stretch = narrowest;
  i->binding.stretch_cycles += i->si->fold_read_hold;
}

/* How store I commits, found at rename (I->addr set): with the store
   before it (a pair), or holding the resource it commits with longer,
   or with a recent store to its line.  */
static void
bind_store (struct mca_pipeline *p, struct mca_inst *i)
{
  const struct mca_model *m = p->model;
  unsigned stretch = mca_lsu_narrow_store_cycles
    (&p->lsu, i, m->narrow_store_revisit_cycles);
  /* A store across two cache lines writes both (the registers of its
     address taken as line-aligned, as the pairs take them); it pairs
     with no other store.  */
  if (m->split_store_cycles && mca_addr_splits_block (&i->addr, 64))
    stretch += m->split_store_cycles;
  if (mca_lsu_pair_store (&p->lsu, i))
    i->binding.drop = p->masks->mask[m->store_pair_res];
  else if (stretch)
    {
      i->binding.stretch = p->masks->mask[m->store_pair_res];
      i->binding.stretch_cycles = stretch;
    }
  /* A store to a line a recent store wrote commits with it (a model
     with storeline has no storepair: nothing above applied).  */
  if (m->store_line_res
      && !mca_store_line_new (&p->lsu.lines, i->si, &i->addr,
			      m->store_line_window))
    i->binding.drop = p->masks->mask[m->store_line_res];
}

void
mca_dispatch_execute (struct mca_pipeline *p, struct mca_inst *i)
{
  unsigned uops = i->si->desc->uops;
  /* Slots this cycle; the rest are carried over to the next ones.  */
  unsigned now = uops < p->available_entries ? uops : p->available_entries;
  if (uops > p->dispatch_width && !p->model->split_dispatch)
    now = p->dispatch_width;
  if (uops > now)
    {
      p->available_entries = 0;
      p->carry_over = uops - now;
      p->carried_over = i;
    }
  else
    p->available_entries -= uops;
  if (now)
    {
      p->group_insts++;
      p->unlaminated_this_cycle += unlaminated_ruled (p, i);
    }
  /* A taken branch ends the group where the model says every one does,
     or where it is the last the front end follows in a cycle (unless
     the front end streams past it: over_taken_limit holds the next).  */
  unsigned per_cycle = mca_taken_branch_limit (p->model, i->si);
  bool branch_ends = i->si->taken_branch
    && (p->model->taken_branch_ends_group
	|| (per_cycle && ++p->taken_this_cycle >= per_cycle
	    && !p->model->taken_branch_streams));
  if (branch_ends && p->available_entries)
    p->group_ended_by = i;
  if (i->si->end_group || branch_ends)
    p->available_entries = 0;

  /* Memory dependence by address, at rename: may add a read to I; a
     store may commit with the one before it.  */
  i->load_banks = 0;
  if (p->lsu.forwarding || p->lsu.pair_bytes || p->model->load_bank_bytes
      || p->model->nsplit_loads || p->model->store_line_res)
    {
      if (p->entry_insts && i->iid && i->iid % p->entry_insts == 0)
	mca_addr_restart (&p->addrs);
      /* Only a load or a store has its address looked at (below and in
	 the LSU): most instructions have none to work out.  */
      if (mca_inst_is_memop (i))
	mca_addr_of_shape (&p->addrs, i->si,
			   &p->by_source[mca_source_pos (p, i)].addr_shape,
			   &i->addr);
      if (i->si->may_load && !i->si->hint)
	i->load_banks = mca_load_banks (p->model, &i->addr);
      if (p->lsu.forwarding)
	mca_lsu_rename (&p->lsu, &p->addrs, i);
      if (i->si->may_store)
	bind_store (p, i);
      if (!i->binding.stretch && p->model->nsplit_loads && i->si->may_load
	  && !i->si->hint && mca_addr_splits_block (&i->addr, 64))
	{
	  /* It reads both lines: it holds the load unit its model names
	     the longer.  */
	  const struct mca_split_load *sl
	    = mca_split_load_of (p->model, p->masks, i->si->desc);
	  if (sl)
	    {
	      i->binding.stretch = p->masks->mask[sl->res];
	      i->binding.stretch_cycles = sl->cycles;
	    }
	}
      mca_addr_apply (&p->addrs, i->si);
    }
  else
    memset (&i->addr, 0, sizeof i->addr);

  if (i->optimizable_move && mca_regfile_try_eliminate_move (&p->prf, i))
    i->eliminated = true;
  else if (i->si->fold && mca_regfile_try_fold (&p->prf, i))
    i->eliminated = true;
  if (i->si->x87_swap[0])
    mca_regfile_swap (&p->prf, i->si->x87_swap[0], i->si->x87_swap[1]);

  /* Reads of eliminated moves depend on nothing: the alias does.  */
  if (p->entry_insts)
    p->prf.entry_iid = i->iid - i->iid % p->entry_insts;
  if (p->slow_readers && p->slow_readers[mca_source_pos (p, i)].lines
      && !i->eliminated)
    i->latency_adjust += (int) slow_forward_cycles (p, i);
  if (!i->eliminated)
    for (unsigned u = 0; u < i->nuses; u++)
      mca_regfile_add_read (&p->prf, &i->uses[u]);
  if (!i->eliminated && (i->si->fold_read_latency || i->si->fold_read_hold
			 || i->si->renamed_move)
      && mca_regfile_reads_offset (&p->prf, i))
    {
      i->reads_offset = true;
      pay_offset (i);
    }

  unsigned regs[MCA_MAX_REGFILES] = {0};
  for (unsigned d = 0; d < i->ndefs; d++)
    mca_regfile_add_write (&p->prf, &i->defs[d], regs);

  unsigned token = mca_rcu_dispatch (&p->rcu, i);
  mca_inst_dispatch (i, token);
  notify_dispatched (p, i, regs, now);
  mca_execute_execute (p, i);
}

/* The front end's delivery in this cycle under the model's
   taken-branch-uops: the instructions after those delivered, as long as
   the cycle has micro-ops left and up to a taken branch.  The last may
   take more than are left, so that a run without taken branches gets
   them all in time (no cycle delivers fewer than the limit).  */
static void
deliver (struct mca_pipeline *p)
{
  unsigned left = p->model->taken_branch_uops;
  while (left && p->delivered < p->total_insts)
    {
      const struct mca_sinst *si = &p->source[p->delivered_pos];
      p->delivered++;
      p->delivered_pos = mca_next_pos (p, p->delivered_pos);
      unsigned uops = mca_sinst_delivered_uops (si);
      left = uops < left ? left - uops : 0;
      if (si->taken_branch)
	break;
    }
}

void
mca_dispatch_cycle_start (struct mca_pipeline *p)
{
  p->group_ended_by = NULL;
  p->taken_this_cycle = 0;
  /* An instruction carried over holds the group's first place.  */
  p->group_insts = p->carry_over != 0;
  p->unlaminated_this_cycle = 0;
  if (p->model->taken_branch_uops)
    deliver (p);
  if (!p->carry_over)
    {
      p->available_entries = p->dispatch_width;
      return;
    }
  p->available_entries = p->carry_over >= p->dispatch_width
    ? 0 : p->dispatch_width - p->carry_over;
  unsigned dispatched = p->dispatch_width - p->available_entries;
  p->carry_over -= dispatched;
  unsigned regs[MCA_MAX_REGFILES] = {0};
  notify_dispatched (p, p->carried_over, regs, dispatched);
  if (!p->carry_over)
    p->carried_over = NULL;
}
