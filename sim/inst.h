/* inst.h - one simulated instance of a source instruction: its stage in the
   pipeline and the state of each register read and write (how many cycles
   are left before a value is available, who waits for it).  The timing
   rules follow llvm-mca: a read knows its latency once every write it
   depends on has issued; a partial register write cannot complete before
   the write it merges with.  */

#ifndef MCA_INST_H
#define MCA_INST_H

#include <stdbool.h>
#include <stdint.h>

#include "hw_resources.h"
#include "instr_desc.h"
#include "mem_addr.h"
#include "run_arena.h"

#define MCA_UNKNOWN_CYCLES (-512)

/* The longest dependency that delayed an instance (bottleneck analysis).  */
struct mca_crit_dep
{
  unsigned iid;
  mca_reg reg;			/* NONE for memory dependencies */
  unsigned cycles;
};

struct mca_read_state;

/* Copies of a write whose registers it notes (mca_write_state).  */
#define MCA_MAX_COPIED 4

struct mca_write_user
{
  struct mca_read_state *read;
  int read_advance;
};

struct mca_write_state
{
  const struct mca_write_desc *wd;
  struct mca_inst *owner;
  int cycles_left;
  mca_reg reg;
  unsigned prf;
  bool clears_super;
  bool writes_zero;
  bool eliminated;
  /* The registers it was copied to (by a move or an exchange, an
     eliminated move's destination: mca_regfile_try_eliminate_move),
     whose families hold the copies; NCOPIED above MCA_MAX_COPIED: more
     than it notes, and any register may.  */
  unsigned char ncopied;
  mca_reg copied_to[MCA_MAX_COPIED];
  const struct mca_write_state *dependent_write;
  /* Partial writes waiting for this one (a list through NEXT_PARTIAL):
     after a register copy was eliminated, two partial writes can wait
     for the same container write.  */
  struct mca_write_state *partial_write, *next_partial;
  unsigned dependent_write_cycles_left;
  struct mca_crit_dep crd;
  unsigned nusers, cap_users;
  struct mca_write_user *users;
};

struct mca_read_state
{
  const struct mca_read_desc *rd;
  struct mca_inst *owner;
  mca_reg reg;
  unsigned prf;
  unsigned dependent_writes;
  int cycles_left;
  unsigned total_cycles;
  struct mca_crit_dep crd;
  bool ready;
  bool zero;
  bool independent;
  /* A late read (mca_read_desc.late), or one a `stale' slowforward
     line watches (WATCH): the cycle its value is ready less the read
     advance (the latest over its writers, once known).  */
  bool late;
  bool watch;
  long late_at;
};

enum mca_inst_stage
{
  MCA_IS_INVALID,
  MCA_IS_DISPATCHED,		/* operands' latency not known yet */
  MCA_IS_PENDING,		/* latency known, operands not ready */
  MCA_IS_READY,
  MCA_IS_EXECUTING,
  MCA_IS_EXECUTED,
  MCA_IS_RETIRED
};

struct mca_inst
{
  const struct mca_sinst *si;
  unsigned iid;			/* source index: iteration * N + position */
  enum mca_inst_stage stage;
  int cycles_left;
  unsigned rcu_token;
  unsigned lsu_token;
  /* Memory dependence, found at dispatch (hw_lsu.h): the address of
     its memory operand; for a store, the value of the register it
     stores; for a load, the store in flight it reads (group, iid, how
     the bytes overlap); cycles added to its latency (a forwarded
     load's), or taken off (the load's part of one that takes a store's
     data at rename).  */
  struct mca_sym_addr addr;
  struct mca_sym_value store_data;
  /* A store whose data a 1-cycle operation produced, or a
     read-modify-write's (mca_lsu_rename).  */
  bool store_data_fast;
  unsigned fwd_group, fwd_iid;
  unsigned char fwd_how;	/* enum mca_addr_overlap */
  int latency_adjust;
  /* Cycles its results come later when a read it watches (a `stale'
     slowforward line's) had its value before the instruction issued.  */
  unsigned stale_cycles;
  /* The cache banks a load reads (load_banks.h; 0: none known).  */
  uint64_t load_banks;
  uint64_t used_buffers;
  struct mca_binding binding;	/* unit of a bound group (dispatch) */
  bool optimizable_move;
  bool eliminated;
  /* It reads a value carrying an offset the renamer keeps (dispatch,
     before its own writes: mca_regfile_reads_offset).  */
  bool reads_offset;
  /* Late reads (load-op-split): how many had an unknown latency when
     the instruction issued, the cycle it issued, and the latest cycle at
     which one is ready less its read advance.  Its writes start when the
     last becomes known.  CLOCK: the scheduler's cycle count.  */
  unsigned late_pending;
  long issued_at, late_at;
  const unsigned *clock;
  struct mca_crit_dep crit_reg_dep;
  struct mca_crit_dep crit_mem_dep;
  uint64_t crit_resource_mask;
  /* The scheduler's cycle count plus one when the instruction was last
     found unable to issue for busy units or cache banks: within a cycle
     units and banks are only taken, so it stays so till the cycle ends
     (mca_scheduler_select).  */
  unsigned busy_until;
  /* The scheduler's cycle count plus one when the instruction became
     ready after waiting for an operand (0: ready when it dispatched):
     issued in that cycle, it issues back to back with the operation
     that wrote the operand (the model's `backtoback' line).  */
  unsigned ready_mark;
  /* Reads and writes, in the instance's own block (mca_inst_new): room
     for the source instruction's reads and, for a load, one more
     (mca_lsu_rename's), and for its writes.  */
  unsigned nuses, ndefs, cap_uses;
  /* The readers ever added to its writes and the partial writes still
     linked to them: the sum over DEFS of NUSERS and the lengths of the
     PARTIAL_WRITE lists (mca_inst_num_users), kept as they change, as
     issue ranks it at every pick.  */
  unsigned nusers_waiting;
  struct mca_read_state *uses;
  struct mca_write_state *defs;
  /* Where the writes' users arrays grow (the run's memory).  */
  struct mca_arena *arena;
  /* Lazy cycle events: while an instruction waits for a write whose
     latency is unknown, nothing but an event (a producer issuing) can
     change what it waits for, so it sleeps in the scheduler and its
     per-cycle countdowns are applied in bulk when an event wakes it.
     LAZY is the scheduler's bookkeeping (NULL: the instruction is
     processed every cycle); SYNCED the cycle its countdowns are at;
     WOKEN an event touched it since it was last looked at; SLEEP_INDEX
     its place in the sleeping set.  */
  struct mca_lazy *lazy;
  unsigned synced;
  unsigned sleep_index;
  bool woken;
  /* Lazy countdowns of an executing instruction: EXEC_LAZY while its
     own and its writes' countdowns are applied when something looks at
     them (mca_inst_exec_sync) rather than every cycle; EXEC_SYNCED the
     cycle they are at.  The scheduler finds it again at the cycle it
     completes (hw_scheduler.c's wheel).  */
  bool exec_lazy;
  unsigned exec_synced;
  /* Parked: waiting, its latencies known, for no event but the cycle it
     is ready at, in the scheduler's slot for that cycle (its countdowns
     lazy, as a sleeping instruction's).  */
  bool parked;
  /* The next instruction in its slot of a scheduler wheel (executing
     with lazy countdowns, or parked).  */
  struct mca_inst *next_in_slot;
  struct mca_inst *next_free;	/* instance pool link */
};

/* The scheduler's side of lazy cycle events: the cycle, and the sleeping
   instructions events have woken since the scheduler last looked.  */
struct mca_lazy
{
  unsigned now;
  unsigned nwoken, cap_woken;
  struct mca_inst **woken;
};

/* A new instance block from ARENA with room for the reads and writes of
   SI, its writes' users arrays empty; mca_inst_init makes it an instance
   of SI, as often as it is recycled.  */
struct mca_inst *mca_inst_new (struct mca_arena *arena,
			       const struct mca_sinst *si);

/* Initialise *I, a block made for SI, as instance IID of SI (its users
   arrays are kept).  */
void mca_inst_init (struct mca_inst *i, const struct mca_sinst *si,
		    unsigned iid);

/* Make *I, a block made for the source instruction of PROTO, instance
   IID of it: a copy of PROTO, an instance mca_inst_init made and that
   never ran, in place of that initialisation field by field (its users
   arrays are kept).  */
void mca_inst_init_from (struct mca_inst *i, const struct mca_inst *proto,
			 unsigned iid);

/* A read of REG that SI does not list (RD: its description), added to
   I before it is renamed; NULL when I has no room for one more.  */
struct mca_read_state *mca_inst_add_read (struct mca_inst *i,
					  const struct mca_read_desc *rd,
					  mca_reg reg);

static inline bool
mca_inst_is_memop (const struct mca_inst *i)
{
  return i->si->may_load || i->si->may_store;
}

static inline unsigned
mca_inst_latency (const struct mca_inst *i)
{
  return i->si->desc->max_latency;
}

static inline unsigned
mca_inst_num_users (const struct mca_inst *i)
{
  return i->nusers_waiting;
}

static inline bool
mca_inst_has_dependent_users (const struct mca_inst *i)
{
  return i->nusers_waiting > 0;
}

void mca_inst_dispatch (struct mca_inst *i, unsigned rcu_token);
void mca_inst_execute (struct mca_inst *i);
void mca_inst_force_executed (struct mca_inst *i);
bool mca_inst_update_dispatched (struct mca_inst *i);
bool mca_inst_update_pending (struct mca_inst *i);
void mca_inst_update (struct mca_inst *i);
void mca_inst_cycle_event (struct mca_inst *i);
/* Bring a sleeping I's countdowns to the current cycle.  */
void mca_inst_sync (struct mca_inst *i);
/* Bring the countdowns of I, executing with lazy countdowns, to the
   current cycle.  */
void mca_inst_exec_sync (struct mca_inst *i);

/* I's cycles left, as of the current cycle.  */
static inline int
mca_inst_cycles_left (const struct mca_inst *i)
{
  if (i->exec_lazy)
    mca_inst_exec_sync ((struct mca_inst *) i);
  return i->cycles_left;
}

/* W's cycles left, as of the current cycle.  */
static inline int
mca_write_cycles_left (const struct mca_write_state *w)
{
  if (w->owner->exec_lazy)
    mca_inst_exec_sync (w->owner);
  return w->cycles_left;
}
const struct mca_crit_dep *mca_inst_compute_crit_reg_dep (struct mca_inst *i);

/* Register read/write state transitions.  */
void mca_write_add_read_user (struct mca_write_state *w,
			      struct mca_read_state *r, int read_advance);
void mca_write_add_write_user (struct mca_write_state *w,
			       struct mca_write_state *user);
void mca_read_write_start (struct mca_read_state *r, unsigned iid,
			   mca_reg reg, unsigned cycles);
void mca_read_set_dependent_writes (struct mca_read_state *r, unsigned n);

static inline bool
mca_write_is_executed (const struct mca_write_state *w)
{
  int left = mca_write_cycles_left (w);
  return left != MCA_UNKNOWN_CYCLES && left <= 0;
}

static inline bool
mca_read_is_pending (const struct mca_read_state *r)
{
  return !r->independent && r->cycles_left > 0;
}

#endif /* MCA_INST_H */
