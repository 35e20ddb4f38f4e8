/* hw_lsu.h - the load/store unit: load and store queues and the memory
   ordering rules of llvm-mca's relaxed model.  Memory operations are put
   in groups at dispatch; a group waits for the groups it must follow:
     1. a store may not pass an older store;
     2. a store may not pass an older load;
     3. a store waits for an older store barrier;
     4. a load may pass an older load;
     5. a load may not pass an older store unless loads are assumed not to
        alias stores (-noalias, the default);
     6. a load waits for an older load barrier.  */

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
};

struct mca_lsu
{
  unsigned lq_size, sq_size;	/* 0 = unbounded */
  unsigned used_lq, used_sq;
  bool no_alias;
  unsigned next_id;
  unsigned oldest_live;		/* no group older than this is waiting */
  unsigned cur_load, cur_load_barrier, cur_store, cur_store_barrier;
  unsigned cap;			/* power of two */
  struct mca_mem_group *groups;	/* slot = id & (cap - 1) */
};

void mca_lsu_init (struct mca_lsu *lsu, unsigned lq, unsigned sq,
		   bool no_alias, unsigned rob_size);
void mca_lsu_fini (struct mca_lsu *lsu);

enum mca_lsu_status
{
  MCA_LSU_AVAILABLE,
  MCA_LSU_LQUEUE_FULL,
  MCA_LSU_SQUEUE_FULL
};

enum mca_lsu_status mca_lsu_is_available (const struct mca_lsu *lsu,
					  const struct mca_inst *i);
unsigned mca_lsu_dispatch (struct mca_lsu *lsu, const struct mca_inst *i);
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
