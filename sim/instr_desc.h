/* instr_desc.h - static descriptions of the instructions of a region: what
   one instruction of the source costs on the model (micro-ops, resource
   cycles, latencies, buffers) and which registers it reads and writes.
   Built once per source instruction; every simulated instance points to
   its description (inst.h holds the per-instance state).  */

#ifndef MCA_INSTR_DESC_H
#define MCA_INSTR_DESC_H

#include <stdbool.h>
#include <stdint.h>

#include "asm.h"
#include "isa.h"
#include "model.h"

/* Resource masks: one bit per resource unit, groups own one more bit plus
   the bits of their members.  The most significant bit names a resource;
   its index is the resource's state index.  */
struct mca_resmasks
{
  unsigned nres;
  uint64_t mask[MCA_MAX_RESOURCES + 1];		/* by resource index */
  unsigned state2res[MCA_MAX_RESOURCES + 1];	/* by state index */
};

void mca_resmasks_init (struct mca_resmasks *rm, const struct mca_model *m);

static inline unsigned
mca_state_index (uint64_t mask)
{
  return 63 - __builtin_clzll (mask);
}

/* The units a resource mask stands for: a unit itself, or a group's
   members (its mask without the group's own bit, the highest).  */
static inline uint64_t
mca_mask_units (uint64_t mask)
{
  return !(mask & (mask - 1)) ? mask : mask ^ (1ull << mca_state_index (mask));
}

/* Resource uses of one scheduling class, at most (LLVM's Zen 4 model
   lists a unit's every enclosing group: an FP operation that also holds
   the integer ALUs has 19).  */
#define MCA_MAX_RES_USES 24

/* One resource used by an instruction, after units have been subtracted
   from the groups that contain them.  */
struct mca_res_usage
{
  uint64_t mask;
  unsigned cycles;		/* size of the cycle segment */
  unsigned num_units;
  bool reserved;
  /* Cycles after issue at which the use starts (the model's
     NAME:RELEASE@ACQUIRE): the ALU half of a load-op macro-op, taken
     when the loaded data arrives.  0: at issue.  */
  unsigned acquire;
};

/* Derived from a scheduling class; shared by all its instructions.  */
struct mca_idesc
{
  const struct mca_sched_class *sc;
  unsigned uops;
  unsigned max_latency;
  unsigned nres;
  struct mca_res_usage res[MCA_MAX_RES_USES];
  uint64_t used_buffers;
  uint64_t used_units;
  uint64_t used_groups;
  bool must_issue_immediately;
  bool has_partially_overlapping_groups;
  /* The first of a macro-fused pair (fusion.h): the pair issues as one
     macro-op, which the model's rate limits count by its jump.  */
  bool counted_with_jump;
  /* The bit of the rate limit (by the model's order) that counts it
     twice, when it counts there at all (0: none): a store whose data
     takes an operation of its own (the model's `storedata' line).  */
  unsigned rate_twice;
  /* Bits of the model's rate limits it counts in (by their order):
     mca_idesc_count_limits, worked out again whenever the fields it
     rests on change.  */
  unsigned rate_limits;
};

/* The splitload line of M that applies to an instruction of descriptor
   D when its load crosses a cache line: the first whose resource D
   uses; NULL when none does.  */
const struct mca_split_load *mca_split_load_of (const struct mca_model *m,
						const struct mca_resmasks *rm,
						const struct mca_idesc *d);

/* The units and groups D holds a cycle or more.  */
static inline uint64_t
mca_idesc_held (const struct mca_idesc *d)
{
  uint64_t held = 0;
  for (unsigned i = 0; i < d->nres; i++)
    if (d->res[i].cycles)
      held |= d->res[i].mask;
  return held;
}

/* What of D a rate limit on any of them counts (the model's `ratelimit'
   lines): its holdings; none for the first of a macro-fused pair, which
   issues with its jump as one operation.  */
static inline uint64_t
mca_idesc_rate_held (const struct mca_idesc *d)
{
  return d->counted_with_jump ? 0 : mca_idesc_held (d);
}

/* The units and groups limit L counts, by RM's masks.  */
static inline uint64_t
mca_rate_limit_mask (const struct mca_rate_limit *l,
		     const struct mca_resmasks *rm)
{
  uint64_t mask = rm->mask[l->res];
  for (unsigned k = 0; k < l->nalso; k++)
    mask |= rm->mask[l->also[k]];
  return mask;
}

/* Set D->rate_limits from M's rate limits, by RM's masks.  */
static inline void
mca_idesc_count_limits (struct mca_idesc *d, const struct mca_model *m,
			const struct mca_resmasks *rm)
{
  uint64_t held = mca_idesc_rate_held (d);
  d->rate_limits = 0;
  for (unsigned l = 0; l < m->nrate_limits; l++)
    if (held & mca_rate_limit_mask (&m->rate_limits[l], rm))
      d->rate_limits |= 1u << l;
}

static inline bool
mca_idesc_zero_latency (const struct mca_idesc *d)
{
  return d->max_latency == 0 && d->nres == 0;
}

struct mca_read_desc
{
  mca_reg reg;
  unsigned use_index;
  bool implicit;
  bool independent;		/* dependency-breaking: ignore writers */
  /* Read by the operation of a load-op instruction, not needed to issue
     it (the model's load-op-split and a read advance for it).  */
  bool late;
  /* Cycles after issue the read is needed, beyond the class's
     ReadAdvance: the load of an x87 load-op, which LLVM's classes give
     no advance.  */
  unsigned char advance;
  /* Cycles later than its writer allows the read is needed: an address
     register shared by more loads than the core wakes at once
     (address_fanout.h).  */
  unsigned char delay;
  /* The register as the instruction names it, when REG is another
     (an x87 stack slot, x87_stack.h); MCA_REG_NONE otherwise.  */
  mca_reg shown;
};

struct mca_write_desc
{
  mca_reg reg;
  unsigned latency;
  unsigned write_id;
  bool clears_super;
  bool writes_zero;
};

#define MCA_MAX_READS 16
#define MCA_MAX_WRITES 8

/* One instruction of the source, ready to be instantiated.  */
struct mca_sinst
{
  const struct mca_asm_inst *text;	/* as written (line, text) */
  struct mca_asm_inst norm;		/* as the form reads it */
  const struct mca_isa_form *form;
  const struct mca_idesc *desc;
  unsigned nreads, nwrites;
  struct mca_read_desc reads[MCA_MAX_READS];
  struct mca_write_desc writes[MCA_MAX_WRITES];
  bool may_load, may_store, side_effects;
  bool is_call, is_return;
  bool begin_group, end_group, retire_ooo;
  bool optimizable_move;
  bool renamed_load;		/* the op line's renamed-load */
  /* An add of an immediate to its register that the renamer does
     instead of an ALU, but for FOLD_PER_MILLE of 1000 instances (the
     model's foldrate line for the immediate's size): hw_regfile.h,
     mca_regfile_try_fold.  Cleared when a jump fuses with it: the
     macro-op's ALU computes it.  */
  bool fold;
  unsigned short fold_per_mille;
  /* Its result carries an offset the renamer keeps (an add done at
     rename always: mca_sched_attrs.renamed_add); a fold add done at
     rename is one only when it is (mca_regfile_try_fold).  */
  bool renamed_add;
  bool renamed_move;		/* mca_sched_attrs.renamed_move */
  /* The class it takes when an operation of the loop writes its use
     BYPASS_USE (mca_sched_attrs.bypass_sc; NULL: none).  */
  const struct mca_sched_class *bypass_sc;
  unsigned char bypass_use;
  /* What reading such an offset costs it (mca_sched_attrs).  */
  unsigned char fold_read_latency, fold_read_hold;
  bool load_barrier, store_barrier;
  /* A prefetch: its load moves a line toward the core and reads no
     bytes of it (no data-cache bank; load_banks.h).  */
  bool hint;
  /* What the instruction does to its destination register, for the
     addresses of later memory operands (enum mca_value_op, mem_addr.h),
     and the bytes its memory operand covers (0: unknown).  */
  unsigned char value_op;
  unsigned mem_bytes;
  /* A push, pop, call or return without an explicit memory operand: what
     it adds to %rsp (-8, +8; 0 for every other instruction).  Its stack
     slot is %rsp - 8 (push, call) or %rsp (pop, return).  */
  signed char stack_delta;
  /* Macro-fused with the conditional jump after it (fusion.h): its
     description has no micro-op and no resource.  */
  bool fused;
  /* fxch: the two x87 stack slots it exchanges at rename
     (x87_stack.h); MCA_REG_NONE for every other instruction.  */
  mca_reg x87_swap[2];
  /* A branch the simulation takes as taken: an unconditional jump, or the
     region's last instruction when it branches (a loop's back edge).  */
  bool taken_branch;
  /* A jump macro-fused with an instruction that writes flags alone (a
     compare or test): the model's taken-branches-per-cycle-compare.  */
  bool after_compare;
  /* Micro-ops of DESC that an index register adds after the front end
     delivers the instruction (the model's `indexed' lines: Intel cores
     un-laminate some micro-fused forms at rename).  */
  unsigned char unlaminated;
  /* Under the model's zmm-vector-issue, in a region with a 512-bit
     instruction: the vector operations of an instruction on vector
     registers, its load, its operation (one, whatever its micro-ops)
     and its store's data one each; 0 otherwise.  */
  unsigned char vector_ops;
};

/* How many taken branches like BRANCH the front end follows a cycle
   under model M (0: no limit).  */
static inline unsigned
mca_taken_branch_limit (const struct mca_model *m,
			const struct mca_sinst *branch)
{
  if (branch->after_compare && m->taken_branches_per_cycle
      && m->taken_branches_per_cycle_compare)
    return m->taken_branches_per_cycle_compare;
  return m->taken_branches_per_cycle;
}

/* The micro-ops of SI as the front end delivers them: before an index
   register un-laminates it (none for the first of a fused pair).  */
static inline unsigned
mca_sinst_delivered_uops (const struct mca_sinst *si)
{
  unsigned uops = si->desc->uops;
  return uops > si->unlaminated ? uops - si->unlaminated : 0;
}

/* Whether an index register splits SI at rename (the first of a fused
   pair stays whole: the pair is one micro-op).  */
static inline bool
mca_sinst_unlaminates (const struct mca_sinst *si)
{
  return si->unlaminated && !si->fused;
}

/* The write of SI to a register overlapping REG, or NULL.  */
const struct mca_write_desc *mca_sinst_write_of (const struct mca_sinst *si,
						 mca_reg reg);

/* Register R, which SI reads, as SI names it (an x87 stack slot as the
   st(i) of the instruction).  */
static inline mca_reg
mca_sinst_shown_reg (const struct mca_sinst *si, mca_reg r)
{
  for (unsigned k = 0; k < si->nreads; k++)
    if (si->reads[k].reg == r && si->reads[k].shown)
      return si->reads[k].shown;
  return r;
}

/* Build the description of the scheduling class SC.  */
void mca_idesc_build (struct mca_idesc *d, const struct mca_sched_class *sc,
		      const struct mca_model *m,
		      const struct mca_resmasks *rm, bool is_call,
		      unsigned call_latency);

/* Fill *SI for INST, an instance of FORM (NORM: INST with the form's
   operand order; KEY: the table key it matched) on model M; DESC_FOR gives
   the shared description of a class.  Returns false and writes a message to
   WHY when the model cannot schedule the instruction.  */
bool mca_sinst_build (struct mca_sinst *si, const struct mca_asm_inst *inst,
		      const struct mca_asm_inst *norm,
		      const struct mca_isa_form *form, const char *key,
		      bool key_intel, const struct mca_model *m,
		      const struct mca_idesc *(*desc_for) (void *ctx,
							   const struct mca_sched_class *sc,
							   bool is_call),
		      void *ctx, char *why, size_t whylen);

/* ReadAdvance cycles of use USE_INDEX of class SC against writer
   WRITE_ID (LLVM's getReadAdvanceCycles).  */
int mca_read_advance (const struct mca_sched_class *sc, unsigned use_index,
		      unsigned write_id);

/* The cycles read RD of SI may come after issue against writer
   WRITE_ID: the class's ReadAdvance and the read's own.  */
static inline int
mca_read_advance_of (const struct mca_sinst *si,
		     const struct mca_read_desc *rd, unsigned write_id)
{
  return mca_read_advance (si->desc->sc, rd->use_index, write_id)
    + rd->advance - rd->delay;
}

/* Instruction-info figures of a class: latency (incl. forwarding delay)
   and reciprocal throughput.  */
unsigned mca_class_latency (const struct mca_sched_class *sc);
double mca_class_rthroughput (const struct mca_sched_class *sc,
			      const struct mca_model *m);

#endif /* MCA_INSTR_DESC_H */
