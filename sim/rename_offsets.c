/* rename_offsets.c - the instructions of a loop that read a value
   carrying an offset the renamer keeps (see rename_offsets.h).  */

#include "rename_offsets.h"

#include <libiberty/libiberty.h>

#include "hw_resources.h"
#include "mem_addr.h"
#include "regs.h"

/* The share of the values of REG that SRC[J] reads which carry an
   offset: as its most recent writer around the loop leaves them (an
   add done at rename always, a fold= add but for its share of executed
   instances, a register move done at rename as its source was, as the
   simulation's eliminated moves and renamed-move forms pass it on); 0 when
   nothing in the loop writes REG, its value coming from before.  STEPS
   bounds the moves followed.  */
static double
value_share (const struct mca_sinst *src, unsigned n,
	     const struct mca_writer_index *writers, unsigned j, mca_reg reg,
	     unsigned steps)
{
  int i = mca_writer_index_last (writers, src, n, j, reg);
  if (i < 0)
    return 0;
  const struct mca_sinst *w = &src[i];
  const struct mca_write_desc *wd = mca_sinst_write_of (w, reg);
  if (!wd || !mca_reg_carries_offset (wd->reg))
    return 0;
  if (w->renamed_add)
    return 1;
  if (w->fold)
    return (1000 - w->fold_per_mille) / 1000.0;
  mca_reg from = w->renamed_move || w->optimizable_move
    ? mca_copy_source (w) : MCA_REG_NONE;
  if (from && steps)
    return value_share (src, n, writers, (unsigned) i, from, steps - 1);
  return 0;
}

double *
mca_offset_read_shares (const struct mca_sinst *src, unsigned n,
			const struct mca_writer_index *writers)
{
  double *share = NULL;
  for (unsigned j = 0; j < n; j++)
    {
      const struct mca_sinst *s = &src[j];
      if (!s->fold_read_latency && !s->fold_read_hold)
	continue;
      double most = 0;
      for (unsigned r = 0; r < s->nreads; r++)
	if (s->reads[r].reg && !s->reads[r].independent)
	  {
	    double v = value_share (src, n, writers, j, s->reads[r].reg, n);
	    if (v > most)
	      most = v;
	  }
      if (most > 0 && !share)
	share = XCNEWVEC (double, n);
      if (most > 0)
	share[j] = most;
    }
  return share;
}

int
mca_offset_hold_use (const struct mca_idesc *d)
{
  int best = -1;
  for (unsigned k = 0; k < d->nres; k++)
    if (d->res[k].cycles && !d->res[k].reserved
	&& (best < 0 || mca_popcount64 (d->res[k].mask)
			< mca_popcount64 (d->res[best].mask)))
      best = (int) k;
  return best;
}
