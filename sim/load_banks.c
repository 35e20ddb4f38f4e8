/* load_banks.c - the data cache's banks (load_banks.h).  */

#include "load_banks.h"

#include <string.h>

#define LINE_BYTES 64

uint64_t
mca_load_banks (const struct mca_model *m, const struct mca_sym_addr *addr)
{
  unsigned width = m->load_bank_bytes;
  if (!width || !m->loads_per_bank || !addr->known || !addr->size
      || addr->symbol || !mca_addr_root_on_entry (addr->base)
      || !mca_addr_root_on_entry (addr->index))
    return 0;
  unsigned nbanks = LINE_BYTES / width;
  if (addr->size >= LINE_BYTES)
    return nbanks >= 64 ? ~0ull : (1ull << nbanks) - 1;
  /* The offset within the line, the entry values aligned; an index's
     scale keeps a multiple of 64 one.  */
  unsigned at = (unsigned) ((uint64_t) addr->off % LINE_BYTES);
  unsigned first = at / width, last = (at + addr->size - 1) / width;
  uint64_t banks = 0;
  for (unsigned b = first; b <= last; b++)
    banks |= 1ull << (b % nbanks);
  return banks;
}

bool
mca_banks_free (const struct mca_bank_ledger *l, const struct mca_model *m,
		unsigned now, uint64_t banks)
{
  if (!banks || l->cycle != now)
    return true;
  for (; banks; banks &= banks - 1)
    if (l->loads[__builtin_ctzll (banks)] >= m->loads_per_bank)
      return false;
  return true;
}

void
mca_banks_take (struct mca_bank_ledger *l, unsigned now, uint64_t banks)
{
  if (!banks)
    return;
  if (l->cycle != now)
    {
      memset (l->loads, 0, sizeof l->loads);
      l->cycle = now;
    }
  for (; banks; banks &= banks - 1)
    {
      unsigned char *n = &l->loads[__builtin_ctzll (banks)];
      if (*n < 255)
	++*n;
    }
}
