/* pipeline.h - the simulated out-of-order core: the hardware units and the
   stages that drive them, cycle by cycle, over ITERATIONS repetitions of a
   region's instructions.  Stages (entry, dispatch, execute, retire) are
   the only code that announces events to listeners.  Each cycle the
   stages first update in reverse order (retire, execute, dispatch), then
   instructions flow in from the entry stage for as long as dispatch
   accepts them.  */

#ifndef MCA_PIPELINE_H
#define MCA_PIPELINE_H

#include <stdbool.h>

#include "events.h"
#include "hw_lsu.h"
#include "hw_rcu.h"
#include "hw_regfile.h"
#include "hw_scheduler.h"
#include "instr_desc.h"
#include "model.h"
#include "slow_forward.h"

struct mca_pipeline_options
{
  unsigned dispatch_width;	/* 0: the model's */
  unsigned register_file_size;	/* default file; 0 = unbounded */
  unsigned load_queue, store_queue;	/* 0: the model's */
  bool no_alias;
  bool pressure_events;		/* bottleneck analysis */
  bool hazard_events;		/* hazard classes, every cycle */
  bool eager_events;		/* no lazy cycle events */
  unsigned trip_count;		/* iterations an entry into the loop, whose
				   carried values start afresh at each
				   entry; 0: one entry */
};

#define MCA_MAX_LISTENERS 16

/* What a run keeps of each source instruction, worked out when it
   starts or kept as it goes.  */
struct mca_source_run
{
  struct mca_inst *free;	/* its instances retired, for reuse */
  /* An instance as mca_inst_init makes it, never run: the others are
     copied from it (mca_inst_init_from).  */
  struct mca_inst *proto;
  /* The physical registers its writes take per register file
     (mca_regfile_need).  */
  unsigned prf_need[MCA_MAX_REGFILES];
  /* What its memory operand's address is made of (mca_addr_shape_of).  */
  struct mca_addr_shape addr_shape;
};

struct mca_pipeline
{
  const struct mca_model *model;
  const struct mca_resmasks *masks;
  const struct mca_sinst *source;
  unsigned nsource, iterations;

  struct mca_rcu rcu;
  struct mca_regfile_unit prf;
  struct mca_lsu lsu;
  struct mca_scheduler hws;

  /* Entry stage.  */
  unsigned next_iid, total_insts;
  unsigned next_pos;		/* source index of NEXT_IID */
  struct mca_inst *current;
  /* Instances are made in the run's memory and recycled when they
     retire, each for the source instruction it was made for (its block
     has room for that one's reads and writes).  A run needs about as
     many as its reorder buffer holds.  */
  struct mca_arena arena;
  struct mca_source_run *by_source;	/* NSOURCE entries */
  /* With stations that have a write limit (else NULL): the units whose
     stations each source instruction may be given
     (mca_resources_station), in order, and those of the first
     MCA_MAX_PACKET again after the last, so that the instructions after
     the one at source index K have theirs from K + 1 on, in a row.  */
  uint64_t *stations;
  bool stop;			/* a listener ended the run early */
  unsigned entry_insts;		/* instances an entry into the loop (the
				   trip count's), 0: one entry */

  /* Dispatch stage.  */
  unsigned dispatch_width;
  unsigned available_entries;
  unsigned carry_over;
  struct mca_inst *carried_over;
  const struct mca_inst *group_ended_by;	/* a taken branch, this cycle */
  unsigned taken_this_cycle;	/* taken branches dispatched this cycle */
  unsigned delivered;		/* instructions the front end delivered
				   (taken-branch-uops); none past them
				   dispatches */
  unsigned delivered_pos;	/* source index of the next to deliver */
  unsigned group_insts;		/* instructions taking slots this cycle */
  unsigned unlaminated_this_cycle;	/* of them un-laminated */
  /* The source instructions that read late values under the model's
     slowforward lines (slow_forward.h), by source index; NULL when the
     model has no such line.  */
  struct mca_slow_reader *slow_readers;
  struct mca_addr_tracker addrs;	/* registers' values, for addresses */

  /* Execute stage.  */
  unsigned dispatched_uops, issued_uops;
  bool pressure_events;
  bool hazard_events;

  /* Scratch sets reused every cycle.  */
  struct mca_inst_set executed, pending, ready;
  /* What one issue made pending and ready (kept to save allocations).  */
  struct mca_inst_set issue_pending, issue_ready;

  unsigned cycles;
  unsigned retired;		/* instructions retired so far */
  /* DISPATCHED events so far and the last instruction dispatched
     (mca_run_counts).  */
  unsigned dispatch_events, last_dispatched;
  /* Instructions left to retire in the current iteration.  */
  unsigned left_in_iteration;
  bool stalled;			/* run gave up: nothing retired for
				   MCA_STALL_CYCLES cycles */
  bool wants_buffers;		/* some listener has a buffers callback */
  unsigned nlisteners;
  struct mca_listener listeners[MCA_MAX_LISTENERS];
  /* By instruction event type, the listeners that want it, in order
     (indexes in LISTENERS): two kinds of events for every instruction,
     and most runs have a listener or two that want them.  */
  unsigned char nlisteners_of[MCA_EV_RETIRED + 1];
  unsigned char listeners_of[MCA_EV_RETIRED + 1][MCA_MAX_LISTENERS];
  /* Whether some listener follows iterations (iteration_retired).  */
  bool wants_iterations;
};

void mca_pipeline_init (struct mca_pipeline *p, const struct mca_model *m,
			const struct mca_resmasks *masks,
			const struct mca_sinst *source, unsigned nsource,
			unsigned iterations,
			const struct mca_pipeline_options *opts);
void mca_pipeline_fini (struct mca_pipeline *p);
bool mca_pipeline_add_listener (struct mca_pipeline *p,
				const struct mca_listener *l);

/* Cycles without a retirement after which a run gives up: no
   instruction's latency or resource occupancy comes near, so only an
   instruction that can never issue (a model whose resources cannot serve
   it) gets there.  */
#define MCA_STALL_CYCLES (1u << 20)

/* Run to completion, or until nothing has retired for MCA_STALL_CYCLES
   cycles (then P->stalled); returns the number of cycles.  */
unsigned mca_pipeline_run (struct mca_pipeline *p);

/* Used by the stages.  */
/* The source index of I (its index modulo the source's length, without
   a division).  */
static inline unsigned
mca_source_pos (const struct mca_pipeline *p, const struct mca_inst *i)
{
  return (unsigned) (i->si - p->source);
}

/* The source index after K.  */
static inline unsigned
mca_next_pos (const struct mca_pipeline *p, unsigned k)
{
  return k + 1 == p->nsource ? 0 : k + 1;
}

/* I retired: its block serves a later instance of the same source
   instruction.  */
static inline void
mca_entry_recycle (struct mca_pipeline *p, struct mca_inst *i)
{
  struct mca_source_run *sr = &p->by_source[mca_source_pos (p, i)];
  i->next_free = sr->free;
  sr->free = i;
}
/* Announce TYPE of I to the listeners that want it.  Inline: the
   execute stage announces every instruction of its sets each cycle,
   and most runs (the plugin's) have no listener for these.  */
void mca_notify_inst_event (struct mca_pipeline *p,
			    enum mca_inst_event_type type,
			    const struct mca_inst *i);
static inline void
mca_notify_inst (struct mca_pipeline *p, enum mca_inst_event_type type,
		 const struct mca_inst *i)
{
  if (p->nlisteners_of[type])
    mca_notify_inst_event (p, type, i);
}
void mca_notify_event (struct mca_pipeline *p, const struct mca_inst_event *e);
void mca_notify_iteration (struct mca_pipeline *p);
void mca_notify_stall (struct mca_pipeline *p, enum mca_stall_type type,
		       const struct mca_inst *i);
void mca_notify_hazard (struct mca_pipeline *p, const struct mca_inst *i,
			enum mca_hazard_kind kind, uint64_t detail);
void mca_notify_pressure (struct mca_pipeline *p,
			  const struct mca_pressure_event *e);
/* For the listeners with a buffers callback (P->wants_buffers; the
   callers test it, to spare every dispatch and issue a call).  */
void mca_notify_buffers (struct mca_pipeline *p, const struct mca_inst *i,
			 bool reserved);

bool mca_dispatch_is_available (struct mca_pipeline *p,
				const struct mca_inst *i);
void mca_dispatch_execute (struct mca_pipeline *p, struct mca_inst *i);
void mca_dispatch_cycle_start (struct mca_pipeline *p);

bool mca_execute_is_available (struct mca_pipeline *p,
			       const struct mca_inst *i);
void mca_execute_execute (struct mca_pipeline *p, struct mca_inst *i);
void mca_execute_cycle_start (struct mca_pipeline *p);
void mca_execute_cycle_end (struct mca_pipeline *p);

void mca_retire_execute (struct mca_pipeline *p, struct mca_inst *i);
void mca_retire_cycle_start (struct mca_pipeline *p);
void mca_retire_cycle_end (struct mca_pipeline *p);

#endif /* MCA_PIPELINE_H */
