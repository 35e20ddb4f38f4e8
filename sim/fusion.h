/* fusion.h - macro-fusion: a flag-setting instruction followed by a
   conditional jump that the model's decoders turn into one micro-op
   (`fuse' lines of a model, models/FORMAT).  The pair then takes one
   dispatch slot and the jump's execution unit: the first instruction
   keeps its latency but uses no slot and, unless the rule says `units',
   no unit of its own but its load's.  */

#ifndef MCA_FUSION_H
#define MCA_FUSION_H

#include <stdbool.h>

#include "instr_desc.h"
#include "model.h"

/* The x86 condition code (0 o .. 15 g) a condition's name (`e', `nz',
   `nae'...) stands for, or -1.  */
int mca_condition_code (const char *name);

/* The MCA_FUSE_* kind of a fusible instruction stem (`cmp', `test'...),
   0 for another.  */
unsigned mca_fuse_kind (const char *stem);

/* Whether FIRST, fused with the jump after it, is a compare or a test:
   of the fusible kinds, those that write flags alone.  */
bool mca_fuses_as_compare (const struct mca_sinst *first);

enum mca_fusion
{
  MCA_FUSE_NONE,		/* not fused */
  MCA_FUSE_DROP,		/* fused: FIRST takes no unit */
  MCA_FUSE_KEEP_UNITS,		/* fused: FIRST keeps its units (a `units'
				   rule: an ALU still writes its result) */
  MCA_FUSE_KEEP_LOAD		/* fused with a memory operand: FIRST keeps
				   the units its jump has none of (its
				   load's); the jump's do the compare */
};

/* Whether and how model M fuses FIRST with JCC, the instruction after
   it: the first rule that matches decides.  */
enum mca_fusion mca_fuses (const struct mca_model *m,
			   const struct mca_sinst *first,
			   const struct mca_sinst *jcc);

#endif /* MCA_FUSION_H */
