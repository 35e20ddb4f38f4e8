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

/* A source instruction as a reader of the model's slowforward lines:
   bit K of LINES when it is one of line K's (it has a write of the
   line's reader id and may issue to one of its units), how many of the
   fewest units it may use that hold one of the line's are the line's
   (SLOW of TOTAL), and its instances so far that read a late value
   under the line (TURNS, for the simulation).  */
struct mca_slow_reader
{
  unsigned lines;
  unsigned char slow[MCA_MAX_SLOW_FORWARDS], total[MCA_MAX_SLOW_FORWARDS];
  unsigned turns[MCA_MAX_SLOW_FORWARDS];
};

/* Fill READERS[0..N-1] (zeroed) for the source instructions
   SRC[0..N-1] under M's slowforward lines.  */
void mca_slow_readers (const struct mca_model *m,
		       const struct mca_resmasks *rm,
		       const struct mca_sinst *src, unsigned n,
		       struct mca_slow_reader *readers);

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
