/* hw_lsu.h - the load/store unit: load and store queues and the memory
   ordering rules of llvm-mca's relaxed model.  Memory operations are put
   in groups at dispatch; a group waits for the groups it must follow:
     1. a store may not pass an older store;
     2. a store may not pass an older load;
     3. a store waits for an older store barrier;
     4. a load may pass an older load;
     5. a load may not pass an older store unless loads are assumed not to
        alias stores (-noalias, the default);
     6. a load waits for an older load barrier.
   Models with store-forwarding add the dependencies that addresses show
   (mem_addr.h): a load of bytes an older store in flight wrote waits for
   the store to execute and gets the data forwarded; a load that reads
   only part of its bytes from the store cannot be forwarded and waits
   until the store has retired and the model's forward-fail cycles have
   passed.  With memory-renaming, a load written exactly as the store
   (same registers, unchanged, and displacement) takes the store's data
   at rename and waits for nothing.  */

#ifndef MCA_HW_LSU_H
#define MCA_HW_LSU_H

#include <stdbool.h>

#include "inst.h"

struct mca_mem_group
{
  unsigned id;			/* 0 = free slot */
  unsigned npreds, nexecuting_preds, nexecuted_preds;
  unsigned ninsts, nexecuting, nexecuted;
  unsigned norder, ndata, cap_order, cap_data;
  unsigned *order_succ, *data_succ;	/* group ids */
  struct mca_crit_dep critical_pred;
  struct mca_inst *critical_inst;
  unsigned critical_iid;
  bool forwarded;		/* a load waiting for a store's data */
};

/* A store in flight whose address the front end could follow.  */
struct mca_lsu_store
{
  struct mca_sym_addr addr;
  const struct mca_sinst *si;
  unsigned group, iid;
  mca_reg data_reg;		/* what it stores (NONE: an immediate or its
				   own result) */
  bool data_fast;		/* produced by a 1-cycle operation */
  struct mca_sym_value data;	/* DATA_REG's value then */
};

/* A load group that waits for store STORE_IID to retire; once it has
   (RETIRED), the group may go at cycle RELEASE_AT.  */
struct mca_lsu_block
{
  unsigned group, store_iid;
  bool retired;
  unsigned release_at;
};

/* Stores remembered to find a narrow store's line written again.  */
#define MCA_LSU_RECENT_STORES 8

struct mca_lsu
{
  unsigned lq_size, sq_size;	/* 0 = unbounded */
  unsigned used_lq, used_sq;
  bool no_alias;
  unsigned next_id;
  unsigned oldest_live;		/* no group older than this is waiting */
  /* Whether groups note their critical predecessor (what the bottleneck
     analysis reports of memory dependencies; nothing else reads it).  */
  bool track_critical;
  unsigned cur_load, cur_load_barrier, cur_store, cur_store_barrier;
  unsigned cap;			/* power of two */
  struct mca_mem_group *groups;	/* slot = id & (cap - 1) */

  /* Store-to-load forwarding: the model whose parameters apply, the
     cycle, the stores in flight (a ring, oldest first) and the blocked
     loads.  */
  bool forwarding;
  const struct mca_model *model;
  unsigned now;
  struct mca_lsu_store *stores;
  unsigned first_store, nstores, cap_stores;
  struct mca_lsu_block *blocks;
  unsigned nblocks, cap_blocks;

  /* Stores that commit in pairs (the model's `storepair'): the block
     size (0: none), and the last store renamed when it may take a pair's
     first place.  */
  unsigned pair_bytes;
  struct mca_store_pairing pairing;

  /* The lines the last stores wrote (the model's `storeline').  */
  struct mca_store_lines lines;

  /* The addresses of the last stores in program order (a ring of
     MCA_LSU_RECENT_STORES, NRECENT stores seen in all), and whether the
     last store paid the model's narrow-store-revisit-cycles.  */
  unsigned nrecent;
  bool revisit_paid;
  struct mca_sym_addr recent[MCA_LSU_RECENT_STORES];

  /* The latency of each register's last writer in program order (top
     registers; 255: unknown), for forward-fast-data-cycles.  */
  unsigned char writer_latency[MCA_R_COUNT];
};

/* The cycles more I, in program order, holds the resource a store
   commits with (CYCLES, the model's narrow-store-revisit-cycles, or
   none): a store of 1 or 2 bytes whose 64-byte line one of the
   MCA_LSU_RECENT_STORES - 1 stores before it is known to have written,
   the store just before it writing another line (not known to be the
   same), pays them unless that store paid them.  Measured on a Zen 3
   core: byte stores to two or four lines in turn, 5.00 and 7.06 cycles
   for the round where 4-byte stores take 2.00 and 4.00; a store going
   on to a new line costs nothing more.  Every store must come through
   here, in program order.  */
unsigned mca_lsu_narrow_store_cycles (struct mca_lsu *lsu,
				      const struct mca_inst *i,
				      unsigned cycles);

void mca_lsu_init (struct mca_lsu *lsu, unsigned lq, unsigned sq,
		   bool no_alias, unsigned rob_size);
void mca_lsu_fini (struct mca_lsu *lsu);

/* Model the dependencies through memory that addresses show (see
   above) as model M gives them: memory-renaming (a renamed load's
   latency less its load-latency); forward-cycles more than its latency
   for a forwarded load (mca_forward_cycles); forward-fail-cycles after
   a partly overlapped store retires.  */
void mca_lsu_set_forwarding (struct mca_lsu *lsu, const struct mca_model *m);

/* At rename, before I's reads and writes are, on a model with store
   forwarding (LSU->forwarding): the store in flight that load I reads,
   or the store data it is renamed to (a read of the register added to
   I); a store's data register's value.  ADDRS: the registers' values
   before I's writes; I->addr already set.  */
void mca_lsu_rename (struct mca_lsu *lsu, const struct mca_addr_tracker *addrs,
		     struct mca_inst *i);

/* At rename, for store I (I->addr set): whether it commits together with
   the store before it, the two of general registers or immediates in
   one aligned block of LSU->pair_bytes bytes.  A store takes one pair's
   place at most.  */
bool mca_lsu_pair_store (struct mca_lsu *lsu, const struct mca_inst *i);

enum mca_lsu_status
{
  MCA_LSU_AVAILABLE,
  MCA_LSU_LQUEUE_FULL,
  MCA_LSU_SQUEUE_FULL
};

enum mca_lsu_status mca_lsu_is_available (const struct mca_lsu *lsu,
					  const struct mca_inst *i);
/* Put I in a memory group (its token).  A load forwarded from a store
   gets the model's forward cycles on its latency.  */
unsigned mca_lsu_dispatch (struct mca_lsu *lsu, struct mca_inst *i);
bool mca_lsu_is_ready (const struct mca_lsu *lsu, const struct mca_inst *i);
bool mca_lsu_is_pending (const struct mca_lsu *lsu, const struct mca_inst *i);
bool mca_lsu_is_waiting (const struct mca_lsu *lsu, const struct mca_inst *i);
bool mca_lsu_has_dependent_users (const struct mca_lsu *lsu,
				  const struct mca_inst *i);
struct mca_crit_dep mca_lsu_critical_pred (const struct mca_lsu *lsu,
					   unsigned group);
void mca_lsu_on_issued (struct mca_lsu *lsu, struct mca_inst *i);
void mca_lsu_on_executed (struct mca_lsu *lsu, const struct mca_inst *i);
void mca_lsu_on_retired (struct mca_lsu *lsu, const struct mca_inst *i);
void mca_lsu_cycle (struct mca_lsu *lsu);

#endif /* MCA_HW_LSU_H */
