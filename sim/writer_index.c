/* writer_index.c - the writers of each register of a loop body, by top
   register (rax for eax and al; zmm0 for xmm0), in body order.  A read's
   last writer is then found among the writers of its register alone, by
   a binary search, instead of a walk of the body.  */

#include "writer_index.h"

#include <stdlib.h>
#include <string.h>

#include <libiberty/libiberty.h>

#include "mem_addr.h"
#include "regs.h"

/* Whether SI writes a register of TOP before its write W.  */
static bool
written_before (const struct mca_sinst *si, unsigned w, mca_reg top)
{
  for (unsigned v = 0; v < w; v++)
    if (mca_reg_top (si->writes[v].reg) == top)
      return true;
  return false;
}

void
mca_writer_index_build (const struct mca_sinst *src, unsigned n,
			struct mca_writer_index *wi)
{
  size_t nregs = mca_reg_count ();
  wi->first = XCNEWVEC (unsigned, nregs + 1);
  /* Each instruction once under each top register it writes.  */
  unsigned total = 0;
  for (int pass = 0; pass < 2; pass++)
    {
      unsigned *fill = pass ? XNEWVEC (unsigned, nregs) : NULL;
      if (pass)
	{
	  for (size_t r = 0; r < nregs; r++)
	    wi->first[r + 1] += wi->first[r];
	  memcpy (fill, wi->first, nregs * sizeof *fill);
	  wi->idx = XNEWVEC (unsigned, total ? total : 1);
	}
      for (unsigned i = 0; i < n; i++)
	for (unsigned w = 0; w < src[i].nwrites; w++)
	  {
	    mca_reg top = mca_reg_top (src[i].writes[w].reg);
	    if (!top)
	      continue;
	    if (written_before (&src[i], w, top))
	      continue;
	    if (pass)
	      wi->idx[fill[top]++] = i;
	    else
	      {
		wi->first[top + 1]++;
		total++;
	      }
	  }
      free (fill);
    }
}

void
mca_writer_index_free (struct mca_writer_index *wi)
{
  free (wi->first);
  free (wi->idx);
  wi->first = wi->idx = NULL;
}

int
mca_writer_index_last (const struct mca_writer_index *wi,
		       const struct mca_sinst *src, unsigned n, unsigned j,
		       mca_reg reg)
{
  mca_reg top = mca_reg_top (reg);
  if (!top || !n)
    return -1;
  const unsigned *w = wi->idx + wi->first[top];
  unsigned count = wi->first[top + 1] - wi->first[top];
  /* Writers before J, nearest first, then those from J on, around the
     loop from the body's end.  */
  unsigned below = 0, above = count;
  while (below < above)
    {
      unsigned mid = below + (above - below) / 2;
      if (w[mid] < j % n)
	below = mid + 1;
      else
	above = mid;
    }
  for (unsigned k = 0; k < count; k++)
    {
      unsigned i = k < below ? w[below - 1 - k] : w[count - 1 - (k - below)];
      if (mca_sinst_write_of (&src[i], reg))
	return (int) i;
    }
  return -1;
}

int
mca_writer_index_store_data (const struct mca_writer_index *wi,
			     const struct mca_sinst *src, unsigned n,
			     unsigned s, mca_reg *reg)
{
  mca_reg r = mca_store_data_reg (&src[s]);
  if (!r || mca_reg_is_vector (r))
    return -1;
  r = mca_reg_top (r);
  unsigned j = s;
  for (unsigned hops = 0; hops < n; hops++)
    {
      int w = mca_writer_index_last (wi, src, n, j, r);
      if (w < 0)
	return -1;
      mca_reg from = mca_move_source (&src[w]);
      if (!from)
	{
	  *reg = r;
	  return w;
	}
      r = from;
      j = (unsigned) w;
    }
  return -1;
}
