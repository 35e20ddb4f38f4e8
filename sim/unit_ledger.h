/* The units left to an instruction while its groups are given units.
   Copyright the gcc-mca authors.  */

#ifndef MCA_UNIT_LEDGER_H
#define MCA_UNIT_LEDGER_H

#include <stdbool.h>
#include <stdint.h>

#include "instr_desc.h"

/* Where a class's groups overlap, an instruction fits only if every
   group it uses can be given a unit of its own: the greedy assignment
   gives each group, in the order of the instruction's uses, the lowest
   unit not yet spent, after the instruction's own uses of single units
   were paid.  The issue check (hw_resources.c) keeps this ledger on the
   machine's ready units; the class check (instr_desc.c) on an idle
   machine's.  Each entry is one unit resource (a one-bit state mask)
   and the units of it still left; a use of D names at most one, so
   D's room for uses bounds the entries.  */
struct mca_unit_ledger
{
  unsigned n;
  uint64_t unit[MCA_MAX_RES_USES];
  unsigned left[MCA_MAX_RES_USES];
  uint64_t spent;		/* units with none left */
};

static inline void
mca_ledger_init (struct mca_unit_ledger *l)
{
  l->n = 0;
  l->spent = 0;
}

/* Record that UNIT has LEFT units once the instruction's own uses of it
   are paid.  */
static inline void
mca_ledger_own (struct mca_unit_ledger *l, uint64_t unit, unsigned left)
{
  if (l->n < MCA_MAX_RES_USES)
    {
      l->unit[l->n] = unit;
      l->left[l->n++] = left;
    }
  if (!left)
    l->spent |= unit;
}

/* The unit a group whose candidate units are CANDIDATES is given: the
   lowest not spent, or 0 when none is left.  */
static inline uint64_t
mca_ledger_pick (const struct mca_unit_ledger *l, uint64_t candidates)
{
  uint64_t ready = candidates & ~l->spent;
  return ready & -ready;
}

/* Spend one of UNIT's units (it has FRESH in all when the ledger has not
   met it yet).  False when none was left.  */
static inline bool
mca_ledger_spend (struct mca_unit_ledger *l, uint64_t unit, unsigned fresh)
{
  unsigned k;
  for (k = 0; k < l->n && l->unit[k] != unit; k++)
    ;
  if (k == l->n)
    {
      if (l->n == MCA_MAX_RES_USES)
	return true;
      l->unit[l->n] = unit;
      l->left[l->n++] = fresh;
    }
  if (!l->left[k])
    return false;
  if (!--l->left[k])
    l->spent |= unit;
  return true;
}

#endif /* MCA_UNIT_LEDGER_H */
