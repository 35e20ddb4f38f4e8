/* hw_scheduler.h - the out-of-order schedulers: instructions wait in the
   WaitSet until the latency of their operands is known, in the PendingSet
   until their operands are ready, in the ReadySet until the units they
   need are free, and in the IssuedSet until they write back.  Among ready
   instructions the oldest (adjusted by how many instructions wait on
   each) issues first.  Owns the resource manager and asks the load/store
   unit about memory ordering.  */

#ifndef MCA_HW_SCHEDULER_H
#define MCA_HW_SCHEDULER_H

#include <stdbool.h>
#include <stdint.h>

#include "hw_lsu.h"
#include "load_banks.h"
#include "hw_resources.h"
#include "inst.h"

struct mca_inst_set
{
  unsigned n, cap;
  struct mca_inst **v;
};

/* Instructions by the cycle something happens to them, modulo
   MCA_WHEEL_SLOTS (so for waits shorter than that): each slot a list
   through mca_inst.next_in_slot, in the order they were added.  */
#define MCA_WHEEL_SLOTS 128

struct mca_wheel
{
  struct mca_inst *first[MCA_WHEEL_SLOTS], *last[MCA_WHEEL_SLOTS];
};

struct mca_scheduler
{
  struct mca_resources res;
  struct mca_lsu *lsu;
  struct mca_inst_set wait, pending, ready, issued;
  /* Lazy mode on a model that ranks (by age and waiting users): the
     cycle, plus one, whose issue found READY sorted best rank first
     (0: none).  Ranks change only as later instructions dispatch, so
     the set is sorted once a cycle, and issue takes the first whose
     units are free instead of ranking the whole set at every pick.  */
  unsigned ready_sorted_at;
  /* The model's zmm-vector-issue: vector operations issued this cycle
     (mca_sinst.vector_ops), and those an instruction took beyond the
     limit, which the next cycle starts with.  */
  unsigned vector_ops_issued, vector_ops_carried;
  /* The model's `backtoback' line: the instructions issued back to back
     to its units (mask 0: no line).  Whether it ever kept an
     instruction from issuing: when not, the run without it is this
     one.  */
  struct mca_rate_window b2b;
  bool b2b_held;
  uint64_t busy_resource_units;
  unsigned dispatched_to_pending;
  bool had_token_stall;
  /* Lazy cycle events (see struct mca_inst): off when views inspect the
     waiting instructions every cycle.  Sleeping instructions wait too,
     apart from WAIT (the memory operations and, eager, all).  */
  bool lazy;
  struct mca_lazy lz;
  struct mca_inst_set sleeping;
  /* Issued load-ops whose operation waits for a late read (a register
     operand): they keep their scheduler entries until it starts, as the
     operation waits in the scheduler.  */
  struct mca_inst_set holding;
  uint64_t hold_late_buffers;	/* their queues (mca_model.hold_late_res) */
  /* Executing instructions with lazy countdowns (mca_inst.exec_lazy),
     by the cycle they complete: in lazy mode an instruction that knows
     its latency at issue is not looked at every cycle (the others stay
     in ISSUED).  */
  struct mca_wheel done;
  /* Parked instructions (mca_inst.parked), by the cycle they are ready
     at: in lazy mode an instruction whose latencies are all known waits
     for nothing but cycles (memory operations aside, which wait for
     memory order too).  */
  struct mca_wheel parked;
  /* The loads each cache bank served this cycle (load_banks.h).  */
  struct mca_bank_ledger banks;
  /* The instruction mca_scheduler_is_available last found room for, its
     buffers, the station it writes and the units it was bound to:
     dispatched next, with nothing changed in between, it keeps them
     instead of being bound again.  */
  const struct mca_inst *bound_inst;
  uint64_t bound_buffers, bound_written;
  struct mca_binding bound;
};

enum mca_sched_status
{
  MCA_SC_AVAILABLE,
  MCA_SC_LOAD_QUEUE_FULL,
  MCA_SC_STORE_QUEUE_FULL,
  MCA_SC_BUFFERS_FULL,
  MCA_SC_DISPATCH_GROUP_STALL
};

void mca_scheduler_init (struct mca_scheduler *s, const struct mca_model *m,
			 const struct mca_resmasks *masks, struct mca_lsu *lsu);
void mca_scheduler_fini (struct mca_scheduler *s);

enum mca_sched_status mca_scheduler_is_available (struct mca_scheduler *s,
						  const struct mca_inst *i);
/* Returns true when I is ready to issue.  */
bool mca_scheduler_dispatch (struct mca_scheduler *s, struct mca_inst *i);
bool mca_scheduler_must_issue_immediately (const struct mca_inst *i);
struct mca_inst *mca_scheduler_select (struct mca_scheduler *s);
/* Issue I; fills USED (room for 32); instructions that became pending or
   ready as a consequence go to PENDING and READY.  Returns the number of
   resource uses.  */
unsigned mca_scheduler_issue (struct mca_scheduler *s, struct mca_inst *i,
			      struct mca_resource_use *used,
			      struct mca_inst_set *pending,
			      struct mca_inst_set *ready);
/* A new cycle: fills EXECUTED, PENDING and READY.  */
void mca_scheduler_cycle (struct mca_scheduler *s,
			  struct mca_inst_set *executed,
			  struct mca_inst_set *pending,
			  struct mca_inst_set *ready);
uint64_t mca_scheduler_resource_pressure (struct mca_scheduler *s,
					  struct mca_inst_set *insts);
void mca_scheduler_data_dependencies (struct mca_scheduler *s,
				      struct mca_inst_set *reg_deps,
				      struct mca_inst_set *mem_deps);

static inline bool
mca_scheduler_has_work (const struct mca_scheduler *s)
{
  return s->ready.n || s->wait.n || s->sleeping.n;
}

/* Room for one more in SET.  */
void mca_set_grow (struct mca_inst_set *set);

/* Append I to SET: every cycle moves instructions between sets, so the
   common case is inline.  */
static inline void
mca_set_push (struct mca_inst_set *set, struct mca_inst *i)
{
  if (set->n == set->cap)
    mca_set_grow (set);
  set->v[set->n++] = i;
}

void mca_set_free (struct mca_inst_set *set);

#endif /* MCA_HW_SCHEDULER_H */
