/* hw_regfile.h - register renaming: the physical register files of a
   model, the last in-flight write of every architectural register (so a
   read finds the writes it depends on, including partial writes to
   sub-registers), registers known to hold zero, and move elimination.
   File 0 is the default, unbounded file that sees every register; the
   model's files (index 1..) bound renaming for the register classes they
   list.  */

#ifndef MCA_HW_REGFILE_H
#define MCA_HW_REGFILE_H

#include <stdbool.h>
#include <stdint.h>

#include "inst.h"
#include "model.h"

#define MCA_MAX_REGFILES 16

struct mca_write_ref
{
  unsigned iid;			/* MCA_INVALID_IID when empty */
  unsigned write_back_cycle;
  unsigned write_id;
  mca_reg reg;
  /* Whether the entries of the register's sub-registers may differ
     from this one.  False when the last write to reach any of them set
     them all (set_family), which commit and write-back then change
     alike: a read of the register need not look at them.  (A fact of
     the register, kept in its entry, which has room for it.)  */
  bool subregs_differ;
  struct mca_write_state *ws;	/* NULL once committed */
};

#define MCA_INVALID_IID 0xffffffffu

struct mca_rename_info
{
  unsigned file;		/* register file index, 0 = default only */
  unsigned cost;
  mca_reg rename_as;
  bool allow_move_elim;
};

struct mca_regfile_tracker
{
  unsigned phys_regs;		/* 0 = unbounded */
  unsigned used;
  unsigned max_moves_per_cycle;
  bool zero_moves_only;
  unsigned moves_eliminated;	/* this cycle */
};

struct mca_regfile_unit
{
  unsigned nregs;		/* size of the register table */
  unsigned nfiles;
  struct mca_regfile_tracker files[MCA_MAX_REGFILES];
  struct mca_write_ref *writes;	/* by register */
  struct mca_rename_info *rename;	/* by register */
  bool *zero;			/* by register */
  /* Alias lists from the register table: all sub-registers and all
     super-registers of each register.  */
  mca_reg **subregs;
  mca_reg **superregs;
  /* By register: whether it and each of its super-registers below the
     top are the only part of their container (eax of rax, not al of
     ax): its sub- and super-registers are then all its top's family.  */
  const bool *only_part;
  unsigned current_cycle;
  /* The first instance of the entry into the loop being dispatched:
     values written before it come from outside the entry, where they
     were ready long before (mca_pipeline_options.trip_count); 0 when the
     loop is entered once.  */
  unsigned entry_iid;
  /* Thousandths of an add owed to the ALU, by register: the foldrate
     share of each add done at rename adds up, and an add that brings it
     to 1000 is executed (mca_regfile_try_fold).  */
  unsigned *fold_debt;
  /* By general register (its top): its value is its physical register
     plus an offset the renamer keeps (mca_sinst.renamed_add): the
     instructions that cannot take the offset pay for it
     (mca_sinst.fold_read_latency).  Eliminated moves copy it; any other
     write clears it.  */
  bool *offset;
};

/* Whether I, an add of an immediate to its register that the model
   lets the renamer do (its sinst's fold), is done at rename this time:
   then its register write names the register's last value (the offset
   kept with it), no physical register and no latency, and I is marked
   for elimination by the caller; false when its share of executed adds
   is due.  */
bool mca_regfile_try_fold (struct mca_regfile_unit *rf, struct mca_inst *i);

/* Whether I reads a register whose value carries an offset the renamer
   keeps (mca_regfile_unit.offset), as dispatch finds them before I's
   own writes.  */
bool mca_regfile_reads_offset (const struct mca_regfile_unit *rf,
			       const struct mca_inst *i);

bool mca_regfile_init (struct mca_regfile_unit *rf, const struct mca_model *m,
		       unsigned default_file_size);
void mca_regfile_fini (struct mca_regfile_unit *rf);

static inline unsigned
mca_regfile_count (const struct mca_regfile_unit *rf)
{
  return rf->nfiles;
}

/* The physical registers the writes of SI take in each register file
   (NEED: MCA_MAX_REGFILES entries, the default file's first): the same
   for every instance, worked out once a run.  */
void mca_regfile_need (const struct mca_regfile_unit *rf,
		       const struct mca_sinst *si, unsigned *need);

/* Bitmask of register files without room for an instruction that needs
   NEED (mca_regfile_need).  */
unsigned mca_regfile_is_available (const struct mca_regfile_unit *rf,
				   const unsigned *need);

/* The write id (mca_write_desc.write_id) of the last write of REG in
   the loop's current entry, live or committed; 0 when it has none or
   was written before the entry.  */
unsigned mca_regfile_last_write_id (const struct mca_regfile_unit *rf,
				    mca_reg reg);

void mca_regfile_add_read (struct mca_regfile_unit *rf,
			   struct mca_read_state *r);
/* USED (nfiles entries) accumulates physical registers allocated.  */
void mca_regfile_add_write (struct mca_regfile_unit *rf,
			    struct mca_write_state *w, unsigned *used);
void mca_regfile_remove_write (struct mca_regfile_unit *rf,
			       const struct mca_write_state *w,
			       unsigned *freed);
bool mca_regfile_try_eliminate_move (struct mca_regfile_unit *rf,
				     struct mca_inst *i);
void mca_regfile_on_executed (struct mca_regfile_unit *rf,
			      struct mca_inst *i);
/* Exchange the last writes of A and B (fxch renames the two x87 stack
   slots: later readers of each find the other's producer).  A and B
   have no sub- or super-registers.  */
void mca_regfile_swap (struct mca_regfile_unit *rf, mca_reg a, mca_reg b);

static inline void
mca_regfile_cycle_start (struct mca_regfile_unit *rf)
{
  for (unsigned f = 0; f < rf->nfiles; f++)
    rf->files[f].moves_eliminated = 0;
}

static inline void
mca_regfile_cycle_end (struct mca_regfile_unit *rf)
{
  rf->current_cycle++;
}

#endif /* MCA_HW_REGFILE_H */
