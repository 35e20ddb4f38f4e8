/* slow_forward.c - results that reach some operations late
   (slow_forward.h).  */

#include "slow_forward.h"

#include "hw_resources.h"

/* The units of line SF as resource masks.  */
static uint64_t
line_units (const struct mca_model *m, const struct mca_resmasks *rm,
	    const struct mca_slow_forward *sf)
{
  uint64_t units = 0;
  for (unsigned r = 0; r < m->nres; r++)
    if (sf->units >> r & 1)
      units |= rm->mask[r];
  return units;
}

/* Whether SI has a write of line SF's reader id.  */
static bool
reads_for (const struct mca_slow_forward *sf, const struct mca_sinst *si)
{
  for (unsigned d = 0; d < si->nwrites; d++)
    if (si->writes[d].write_id == sf->reader_id)
      return true;
  return false;
}

/* Of the fewest units D may issue to that hold some of UNITS (masks):
   how many there are (*TOTAL) and how many of UNITS among them (*SLOW);
   both 0 when D uses none of UNITS.  */
static void
share_of (const struct mca_idesc *d, uint64_t units, unsigned *slow,
	  unsigned *total)
{
  *slow = *total = 0;
  for (unsigned r = 0; r < d->nres; r++)
    {
      uint64_t members = mca_mask_units (d->res[r].mask);
      unsigned n = mca_popcount64 (members);
      uint64_t held = members & units;
      if (d->res[r].cycles && held && (!*total || n < *total))
	{
	  *total = n;
	  *slow = mca_popcount64 (held);
	}
    }
}

void
mca_slow_readers (const struct mca_model *m, const struct mca_resmasks *rm,
		  const struct mca_sinst *src, unsigned n,
		  struct mca_slow_reader *readers)
{
  for (unsigned k = 0; k < m->nslow_forwards; k++)
    {
      const struct mca_slow_forward *sf = &m->slow_forwards[k];
      uint64_t units = line_units (m, rm, sf);
      for (unsigned s = 0; s < n; s++)
	{
	  unsigned slow, total;
	  if (!reads_for (sf, &src[s]))
	    continue;
	  share_of (src[s].desc, units, &slow, &total);
	  if (!total)
	    continue;
	  readers[s].lines |= 1u << k;
	  readers[s].slow[k] = (unsigned char) slow;
	  readers[s].total[k] = (unsigned char) total;
	}
    }
}
