/* slow_forward.c - results that reach some operations late
   (slow_forward.h).  */

#include "slow_forward.h"

#include "hw_resources.h"

uint64_t
mca_slow_forward_units (const struct mca_model *m,
			const struct mca_resmasks *rm,
			const struct mca_slow_forward *sf)
{
  uint64_t units = 0;
  for (unsigned r = 0; r < m->nres; r++)
    if (sf->units >> r & 1)
      units |= rm->mask[r];
  return units;
}

bool
mca_slow_forward_reader (const struct mca_slow_forward *sf,
			 const struct mca_sinst *si)
{
  for (unsigned d = 0; d < si->nwrites; d++)
    if (si->writes[d].write_id == sf->reader_id)
      return true;
  return false;
}

void
mca_slow_forward_share (const struct mca_idesc *d, uint64_t units,
			unsigned *slow, unsigned *total)
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
