/* slow_forward.h - results that reach some operations late: the
   model's `slowforward' lines (models/FORMAT).

   On this project's Intel machine (Golden Cove class, gcc-mca-measure),
   an integer vector operation that reads a result of the FMA units (a
   multiply, an FMA, a conversion between packed integers and floats)
   gives its own result two cycles late when it runs on port 0, or on
   ports 0 and 5 at 512 bits: vpmaddwd feeding a vpaddd chain runs at
   3.00 cycles an iteration at 512 bits and at 1.63 at 128 and 256 bits,
   where the add may also go to ports 1 and 5.  The core binds an
   operation to a port when it allocates it, by turns, before the
   operation is ready: the simulation, which picks a free unit at issue,
   would dodge the late port.  So a line charges its cycles to the
   share of each reader's instances that its units are of the units the
   reader may use, in turn (mca_slow_forward_pays: the instances of one
   source instruction are bound in turn), and the bounds analysis
   charges that share of them to every instance.  A line's units are
   resources of one unit each (the model loader refuses others).  */

#ifndef MCA_SLOW_FORWARD_H
#define MCA_SLOW_FORWARD_H

#include <stdbool.h>
#include <stdint.h>

#include "instr_desc.h"
#include "model.h"

/* The units of line SF as resource masks.  */
uint64_t mca_slow_forward_units (const struct mca_model *m,
				 const struct mca_resmasks *rm,
				 const struct mca_slow_forward *sf);

/* Whether SI is a reader of line SF: it has a write of the line's
   reader id.  */
bool mca_slow_forward_reader (const struct mca_slow_forward *sf,
			      const struct mca_sinst *si);

/* Of the fewest units D may issue to that hold some of UNITS (masks):
   how many there are (*TOTAL) and how many of UNITS among them (*SLOW);
   both 0 when D uses none of UNITS.  */
void mca_slow_forward_share (const struct mca_idesc *d, uint64_t units,
			     unsigned *slow, unsigned *total);

/* Whether the Nth instance (from 0) of a reader whose units are SLOW of
   TOTAL pays the line's cycles: SLOW of every TOTAL, spread evenly.  */
static inline bool
mca_slow_forward_pays (unsigned n, unsigned slow, unsigned total)
{
  if (!total)
    return false;
  unsigned t = n % total;
  return (t + 1) * slow / total > t * slow / total;
}

#endif /* MCA_SLOW_FORWARD_H */
