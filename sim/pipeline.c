/* pipeline.c - the entry stage, the cycle loop and event delivery.  */

#include "pipeline.h"

#include <stdlib.h>
#include <string.h>

#include <libiberty/libiberty.h>

void
mca_pipeline_init (struct mca_pipeline *p, const struct mca_model *m,
		   const struct mca_resmasks *masks,
		   const struct mca_sinst *source, unsigned nsource,
		   unsigned iterations,
		   const struct mca_pipeline_options *opts)
{
  memset (p, 0, sizeof *p);
  p->model = m;
  p->masks = masks;
  p->source = source;
  p->nsource = nsource;
  p->iterations = iterations;
  p->total_insts = nsource * iterations;
  p->left_in_iteration = nsource;
  p->entry_insts = nsource * opts->trip_count;
  mca_arena_init (&p->arena);
  p->by_source = mca_arena_alloc (&p->arena, (nsource ? nsource : 1)
				  * sizeof *p->by_source);
  memset (p->by_source, 0, nsource * sizeof *p->by_source);

  if (m->nslow_forwards && nsource)
    {
      size_t size = nsource * sizeof *p->slow_readers;
      p->slow_readers = mca_arena_alloc (&p->arena, size);
      memset (p->slow_readers, 0, size);
      mca_slow_readers (m, masks, source, nsource, p->slow_readers);
    }
  mca_rcu_init (&p->rcu, m->microop_buffer, m->retire_width);
  mca_regfile_init (&p->prf, m, opts->register_file_size);
  mca_lsu_init (&p->lsu, opts->load_queue ? opts->load_queue : m->load_queue,
		opts->store_queue ? opts->store_queue : m->store_queue,
		opts->no_alias, m->microop_buffer);
  if (m->store_forwarding)
    mca_lsu_set_forwarding (&p->lsu, m);
  if (m->store_pair_res)
    p->lsu.pair_bytes = m->store_pair_bytes;
  mca_addr_tracker_init (&p->addrs);
  mca_scheduler_init (&p->hws, m, masks, &p->lsu);
  for (unsigned k = 0; k < nsource; k++)
    {
      struct mca_source_run *sr = &p->by_source[k];
      sr->proto = mca_inst_new (&p->arena, &source[k]);
      mca_inst_init (sr->proto, &source[k], 0);
      sr->proto->clock = &p->hws.lz.now;
      mca_regfile_need (&p->prf, &source[k], sr->prf_need);
      mca_addr_shape_of (&source[k], &sr->addr_shape);
    }
  if (p->hws.res.write_limited && nsource)
    {
      unsigned n = nsource + MCA_MAX_PACKET;
      p->stations = mca_arena_alloc (&p->arena, n * sizeof *p->stations);
      for (unsigned k = 0; k < n; k++)
	p->stations[k] = k < nsource
	  ? mca_resources_station (&p->hws.res, source[k].desc)
	  : p->stations[k % nsource];
    }

  p->dispatch_width = opts->dispatch_width ? opts->dispatch_width
					   : m->dispatch_width;
  p->available_entries = p->dispatch_width;
  p->pressure_events = opts->pressure_events;
  p->hazard_events = opts->hazard_events;
  /* Those listeners look at every waiting instruction every cycle.  */
  p->hws.lazy = !opts->pressure_events && !opts->hazard_events
    && !opts->eager_events;
  /* The critical dependencies of each instruction are the bottleneck
     analysis's alone.  */
  p->lsu.track_critical = opts->pressure_events;
}

void
mca_pipeline_fini (struct mca_pipeline *p)
{
  mca_rcu_fini (&p->rcu);
  mca_regfile_fini (&p->prf);
  mca_lsu_fini (&p->lsu);
  mca_scheduler_fini (&p->hws);
  mca_set_free (&p->executed);
  mca_set_free (&p->pending);
  mca_set_free (&p->ready);
  mca_set_free (&p->issue_pending);
  mca_set_free (&p->issue_ready);
  /* Instances are in the pool or, after a run ended early, still in the
     units: the arena holds them all.  */
  mca_arena_release (&p->arena);
  p->by_source = NULL;
  p->stations = NULL;
  p->current = NULL;
}

bool
mca_pipeline_add_listener (struct mca_pipeline *p,
			   const struct mca_listener *l)
{
  if (p->nlisteners == MCA_MAX_LISTENERS)
    return false;
  unsigned index = p->nlisteners;
  p->listeners[p->nlisteners++] = *l;
  if (l->inst_event)
    for (unsigned t = 0; t <= MCA_EV_RETIRED; t++)
      if (!l->events || (l->events & MCA_EV_BIT (t)))
	p->listeners_of[t][p->nlisteners_of[t]++] = (unsigned char) index;
  if (l->buffers)
    p->wants_buffers = true;
  if (l->iteration_retired)
    p->wants_iterations = true;
  return true;
}

/* Event delivery.  */

void
mca_notify_event (struct mca_pipeline *p, const struct mca_inst_event *e)
{
  unsigned type = e->type;
  for (unsigned k = 0; k < p->nlisteners_of[type]; k++)
    {
      const struct mca_listener *l = &p->listeners[p->listeners_of[type][k]];
      l->inst_event (l->self, e);
    }
}

static struct mca_run_counts
counts_of (const struct mca_pipeline *p)
{
  struct mca_run_counts c = {p->cycles, p->dispatch_events, p->retired,
			     p->last_dispatched};
  return c;
}

void
mca_notify_iteration (struct mca_pipeline *p)
{
  struct mca_run_counts c = counts_of (p);
  for (unsigned k = 0; k < p->nlisteners; k++)
    if (p->listeners[k].iteration_retired)
      p->listeners[k].iteration_retired (p->listeners[k].self, &c);
}

/* The run ended.  */
static void
notify_run_end (struct mca_pipeline *p)
{
  struct mca_run_counts c = counts_of (p);
  for (unsigned k = 0; k < p->nlisteners; k++)
    if (p->listeners[k].run_end)
      p->listeners[k].run_end (p->listeners[k].self, &c);
}

void
mca_notify_inst_event (struct mca_pipeline *p, enum mca_inst_event_type type,
		       const struct mca_inst *i)
{
  struct mca_inst_event e = {0};
  e.type = type;
  e.inst = i;
  mca_notify_event (p, &e);
}

void
mca_notify_stall (struct mca_pipeline *p, enum mca_stall_type type,
		  const struct mca_inst *i)
{
  for (unsigned k = 0; k < p->nlisteners; k++)
    if (p->listeners[k].stall)
      p->listeners[k].stall (p->listeners[k].self, type, i);
}

void
mca_notify_hazard (struct mca_pipeline *p, const struct mca_inst *i,
		   enum mca_hazard_kind kind, uint64_t detail)
{
  for (unsigned k = 0; k < p->nlisteners; k++)
    if (p->listeners[k].hazard)
      p->listeners[k].hazard (p->listeners[k].self, i, kind, detail);
}

void
mca_notify_pressure (struct mca_pipeline *p,
		     const struct mca_pressure_event *e)
{
  for (unsigned k = 0; k < p->nlisteners; k++)
    if (p->listeners[k].pressure)
      p->listeners[k].pressure (p->listeners[k].self, e);
}

void
mca_notify_buffers (struct mca_pipeline *p, const struct mca_inst *i,
		    bool reserved)
{
  uint64_t buffers = i->si->desc->used_buffers;
  if (!buffers || !p->wants_buffers)
    return;
  unsigned ids[MCA_MAX_RESOURCES + 1], n = 0;
  while (buffers)
    {
      uint64_t cur = buffers & -buffers;
      ids[n++] = mca_resources_id (&p->hws.res, cur);
      buffers ^= cur;
    }
  for (unsigned k = 0; k < p->nlisteners; k++)
    if (p->listeners[k].buffers)
      p->listeners[k].buffers (p->listeners[k].self, i, ids, n, reserved);
}

/* Entry stage: instances of the source, in order, iteration after
   iteration.  */

static struct mca_inst *
new_instance (struct mca_pipeline *p)
{
  unsigned k = p->next_pos;
  p->next_pos = mca_next_pos (p, k);
  struct mca_source_run *sr = &p->by_source[k];
  struct mca_inst *i = sr->free;
  if (i)
    sr->free = i->next_free;
  else
    i = mca_inst_new (&p->arena, &p->source[k]);
  mca_inst_init_from (i, sr->proto, p->next_iid);
  p->next_iid++;
  return i;
}

static void
entry_next (struct mca_pipeline *p)
{
  p->current = p->next_iid < p->total_insts ? new_instance (p) : NULL;
}

/* Whether a stage has work: dispatch has none of its own, as in
   llvm-mca, so the run ends with the last retirement even while the
   slots an instruction wider than the dispatch width carries over are
   still being used.  */
static bool
has_work (const struct mca_pipeline *p)
{
  return p->current || p->next_iid < p->total_insts
    || mca_scheduler_has_work (&p->hws) || !mca_rcu_is_empty (&p->rcu);
}

static void
run_cycle (struct mca_pipeline *p)
{
  mca_retire_cycle_start (p);
  mca_execute_cycle_start (p);
  mca_dispatch_cycle_start (p);
  if (!p->current)
    entry_next (p);

  while (p->current && mca_dispatch_is_available (p, p->current))
    {
      struct mca_inst *i = p->current;
      p->current = NULL;
      mca_dispatch_execute (p, i);
      entry_next (p);
    }
  /* Slots a taken branch left empty: the next instruction waits.  */
  if (p->hazard_events && p->group_ended_by && p->current)
    mca_notify_hazard (p, p->current, MCA_HAZARD_CONTROL,
		       mca_source_pos (p, p->group_ended_by));

  mca_execute_cycle_end (p);
  mca_retire_cycle_end (p);
}

unsigned
mca_pipeline_run (struct mca_pipeline *p)
{
  if (!p->total_insts)
    {
      notify_run_end (p);
      return 0;
    }
  unsigned retired_seen = 0, progress_cycle = 0;
  do
    {
      for (unsigned k = 0; k < p->nlisteners; k++)
	if (p->listeners[k].cycle_begin)
	  p->listeners[k].cycle_begin (p->listeners[k].self);
      run_cycle (p);
      for (unsigned k = 0; k < p->nlisteners; k++)
	if (p->listeners[k].cycle_end)
	  p->listeners[k].cycle_end (p->listeners[k].self);
      p->cycles++;
      if (p->retired != retired_seen)
	{
	  retired_seen = p->retired;
	  progress_cycle = p->cycles;
	}
      else if (p->cycles - progress_cycle >= MCA_STALL_CYCLES)
	{
	  p->stalled = true;
	  break;
	}
    }
  while (has_work (p) && !p->stop);
  notify_run_end (p);
  return p->cycles;
}
