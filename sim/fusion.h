/* fusion.h - macro-fusion: a flag-setting instruction followed by a
   conditional jump that the model's decoders turn into one micro-op
   (`fuse' lines of a model, models/FORMAT).  The pair then takes one
   dispatch slot and the jump's execution unit: the first instruction
   keeps its latency but uses no slot and no unit of its own.  */

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

/* Whether model M fuses FIRST with JCC, the instruction after it.  */
bool mca_fuses (const struct mca_model *m, const struct mca_sinst *first,
		const struct mca_sinst *jcc);

#endif /* MCA_FUSION_H */
