/* region_memo.h - results of simulated regions kept for reuse within a
   process (mca_options.memo).

   A compiler process meets the same loop many times over: inlined
   helpers, macro-made functions, one kernel per type.  Register
   allocation makes the copies differ in their register names, which the
   simulation does not see as long as the renaming keeps each register's
   class and every register an instruction names implicitly (the %rax and
   %rdx of a division, the %rsi of a string move).  Such regions share
   one key; the first is simulated, and the others take its result with
   their own register names and lines.  */

#ifndef MCA_REGION_MEMO_H
#define MCA_REGION_MEMO_H

#include <stdbool.h>

#include "instr_desc.h"
#include "mca.h"
#include "model.h"
#include "regs.h"

/* The registers of one region that its key names by number: slot K
   stands for the top-level register family[K] (%eax and %al are parts of
   family %rax).  */
struct mca_memo_slots
{
  unsigned n;
  mca_reg family[MCA_R_COUNT];
};

/* The class of registers among which a renaming may exchange the
   top-level register TOP's family (1 ..), or 0 when it keeps its name.  */
unsigned mca_memo_rename_class (mca_reg top);

/* The key of simulating SRC (N instructions) on MODEL with O, or NULL
   when the region is not kept (a model read from a file: its register
   files may treat registers of one class apart).  Fills *SLOTS.
   Free the key with mca_memo_key_free, unless mca_memo_store took it.  */
struct mca_memo_key;
struct mca_memo_key *mca_memo_key (const struct mca_model *model,
		    const struct mca_options *o,
		    const struct mca_sinst *src, unsigned n,
		    struct mca_memo_slots *slots);

/* The result kept under KEY, made this region's in *OUT (its name,
   BEGIN_LINE, the lines of SRC's N instructions and register names through SLOTS): true,
   or false when none is kept.  */
void mca_memo_key_free (struct mca_memo_key *key);

bool mca_memo_fill (struct mca_memo *memo, const struct mca_memo_key *key,
		    const char *name, unsigned begin_line,
		    const struct mca_sinst *src, unsigned n,
		    const struct mca_memo_slots *slots,
		    struct mca_region_result *out);

/* Keep R, the result of the region whose key is KEY (the memo takes
   KEY), its register names made slot numbers through SLOTS.  */
void mca_memo_store (struct mca_memo *memo, struct mca_memo_key *key,
		     const struct mca_region_result *r,
		     const struct mca_memo_slots *slots);

/* The key of analysing the whole TEXT (LEN bytes) with O, before it is
   parsed, its local labels (.L5) numbered by first appearance; free it
   with mca_memo_key_free unless mca_memo_keep_text took it.  */
struct mca_memo_key *mca_memo_text_key (const struct mca_options *o,
					const char *text, size_t len);

/* What the analysis of the text whose key is KEY gave, copied into *RES:
   true, or false when none is kept.  */
bool mca_memo_recall_text (struct mca_memo *memo,
			   const struct mca_memo_key *key,
			   struct mca_result *res);

/* Keep RES, the analysis of a text of one region that said nothing (no
   diagnostic), under KEY (the memo takes KEY).  */
void mca_memo_keep_text (struct mca_memo *memo, struct mca_memo_key *key,
			 const struct mca_result *res);

#endif /* MCA_REGION_MEMO_H */
