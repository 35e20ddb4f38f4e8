/* load_banks.h - the data cache's banks: loads in one cycle that read
   the same bytes of their lines, more of them than a bank serves.

   On this project's Intel machine (Golden Cove class, gcc-mca-measure),
   three loads a cycle run only when no three of them read a byte at the
   same offset within their 64-byte lines: six 8-byte loads through six
   base registers, each at offset 0 of its line, 3.02 cycles per
   iteration where offsets 0, 0, 8, 8, 16, 16 (or 0 to 40) give 2.00;
   three loads of one address 1.51 (two a cycle); two loads at offsets 0
   and 64 beside two nops 1.01 where 0 and 8 give 0.67 (the rename
   bound).  Loads of 4 bytes at offsets 0 and 4 do not meet, 0 and 2
   do: banks of 4 bytes.  A 32-byte load covers eight banks (a ymm load
   at 0 meets an 8-byte one at 8, not one at 40).  The model's
   `load-bank-bytes' and `loads-per-bank' (models/FORMAT) give the bank
   width and the loads each bank serves a cycle.

   Where a line's bytes are is known only relative to the registers'
   values on entry to the loop (mem_addr.h): those are taken as 64-byte
   aligned, as arrays from an aligned allocation are, and as the
   measuring harness gives them (each region's data starts on a line,
   index registers hold multiples of 64).  A load whose address rests on
   a value made in the loop (loaded, multiplied) reads banks that are
   not known, and is not held back.  */

#ifndef MCA_LOAD_BANKS_H
#define MCA_LOAD_BANKS_H

#include <stdint.h>

#include "mem_addr.h"
#include "model.h"

/* The banks (bit B: bank B) a load at ADDR reads under model M; 0 when
   the model has no banks or the address's place in its line is not
   known.  */
uint64_t mca_load_banks (const struct mca_model *m,
			 const struct mca_sym_addr *addr);

/* The loads each bank has served in the current cycle.  */
struct mca_bank_ledger
{
  unsigned cycle;		/* the cycle the counts are of */
  unsigned char loads[64];
};

/* Whether a load reading BANKS may issue in cycle NOW: no bank of them
   has served the model's loads-per-bank this cycle.  */
bool mca_banks_free (const struct mca_bank_ledger *l, const struct mca_model *m,
		     unsigned now, uint64_t banks);

/* Count a load reading BANKS issued in cycle NOW.  */
void mca_banks_take (struct mca_bank_ledger *l, unsigned now, uint64_t banks);

#endif /* MCA_LOAD_BANKS_H */
