/* rename_offsets.h - the instructions of a loop that read a value
   carrying an offset the renamer keeps, as the bounds see them.

   A core that does adds of small immediates at rename (the model's
   renamed-add and fold= forms) keeps the register's last value and the
   offset; the instructions that cannot take the offset (its foldread
   forms) get the value late and may hold their unit longer.  The
   simulation follows it instance by instance (hw_regfile.h,
   mca_regfile_unit.offset); the bounds take, for each instruction, the
   share of its instances that read such a value: its most recent
   writers' around the loop, through the register moves done at
   rename.  */

#ifndef MCA_RENAME_OFFSETS_H
#define MCA_RENAME_OFFSETS_H

#include "instr_desc.h"
#include "regs.h"
#include "writer_index.h"

/* Whether a write of REG can leave an offset kept at rename with its
   value: only a whole 64-bit general register can (not the flags an
   add writes too, nor a part of a register).  The simulation and the
   bounds both ask this.  */
static inline bool
mca_reg_carries_offset (mca_reg reg)
{
  return mca_reg_class (reg) == MCA_RC_GPR64;
}

/* For each instruction of SRC[0..N-1] whose model says what reading
   such a value costs it (mca_sinst.fold_read_latency, fold_read_hold),
   the share of its instances that do (0 to 1); 0 for the others.  NULL
   (nothing to pay) when no instruction has a cost.  The caller frees
   the array.  */
double *mca_offset_read_shares (const struct mca_sinst *src, unsigned n,
				const struct mca_writer_index *writers);

/* The resource use of D whose unit an instruction that reads such a
   value holds longer (mca_sinst.fold_read_hold): the narrowest, fewest
   units; -1 when D holds none.  */
int mca_offset_hold_use (const struct mca_idesc *d);

#endif
