/* asm_branches.c - which branches of a loop body jump.

   A loop body given as one path through the loop (the plugin's, or an
   LLVM-MCA region) is straight-line code: each block follows the one
   before it on the path, and its labels say where the path went.  A
   branch whose target is defined right after it jumps to the block that
   follows, so the path takes it.  The final branch is the back edge,
   taken, unless the body names its first instruction with a label and
   the branch goes elsewhere: then it leaves the loop, and the back edge
   is the fall-through from the last block into the header (GCC's
   rotated loops often run so).  Other branches fall through.  */

#include "asm_int.h"

#include <string.h>

/* The instruction index label TARGET names, as a branch on input line
   LINE of U reads it, or (size_t) -1.  `1f' and `1b' are GNU as local
   labels: the next `1:' after the branch, the last one at or before
   it.  */
static size_t
label_target (const struct mca_asm_unit *u, const char *target,
	      unsigned line)
{
  size_t n = strlen (target);
  size_t digits = 0;
  while (digits < n && ISDIGIT (target[digits]))
    digits++;
  if (digits && digits + 1 == n
      && (target[digits] == 'f' || target[digits] == 'b'))
    {
      bool forward = target[digits] == 'f';
      size_t found = (size_t) -1;
      for (size_t k = 0; k < u->nlabels; k++)
	{
	  const struct mca_asm_label *l = &u->labels[k];
	  if (strlen (l->name) != digits
	      || memcmp (l->name, target, digits) != 0)
	    continue;
	  if (forward && l->line > line)
	    return l->inst;
	  if (!forward && l->line <= line)
	    found = l->inst;
	}
      return found;
    }
  for (size_t k = 0; k < u->nlabels; k++)
    if (strcmp (u->labels[k].name, target) == 0)
      return u->labels[k].inst;
  return (size_t) -1;
}

bool
mca_asm_branches_taken (const struct mca_asm_unit *u, size_t first,
			size_t last, bool *taken)
{
  bool named_head = false;
  for (size_t k = 0; k < u->nlabels; k++)
    named_head |= u->labels[k].inst == first;
  for (size_t k = first; k < last; k++)
    {
      const struct mca_asm_inst *in = &u->insts[k];
      taken[k - first] = false;
      if (!asm_is_branch_mnemonic (in->mnemonic))
	continue;
      size_t to = (size_t) -1;
      if (in->nops == 1 && in->ops[0].kind == MCA_OPND_EXPR
	  && in->ops[0].expr)
	to = label_target (u, in->ops[0].expr, in->line);
      if (k + 1 < last)
	taken[k - first] = to == k + 1;
      else
	taken[k - first] = !named_head || to == first || to == last;
    }
  return named_head;
}
