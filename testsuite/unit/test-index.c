/* test-index.c - the built-in instruction table read through its
   build-time indexes (sim/isa_index.c, models/embed-index.c): every key
   of every index found, through the directory of key prefixes as well
   (many keys share their first 8 bytes, and such a run spans several of
   the directory's blocks), and no string that is not a key.  */

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "embedded_index.h"
#include "isa.h"
#include "isa_int.h"
#include "unit.h"

/* Key K of index TAB of IX, with the character 0x7f added: sorts after
   the key and every key it begins, and is no key itself.  */
static const char *
beyond (const struct mca_isa_index *ix, const struct mca_isa_index_table *tab,
	uint32_t k, char *buf, size_t size)
{
  snprintf (buf, size, "%s\177", ix->strings + tab->key[k]);
  return buf;
}

int
main (void)
{
  const struct mca_isa *isa = mca_isa_builtin ();
  CHECK (isa != NULL && isa->ix == &mca_builtin_isa_index);
  if (!isa || !isa->ix)
    return DONE ();
  const struct mca_isa_index *ix = isa->ix;
  for (int t = 0; t < MCA_ISA_NTABLES; t++)
    {
      const struct mca_isa_index_table *tab = &ix->tables[t];
      uint32_t found = 0, refused = 0, shared = 0;
      char buf[256];
      for (uint32_t k = 0; k < tab->nkeys; k++)
	{
	  const char *key = ix->strings + tab->key[k];
	  const struct isa_entry *e
	    = isa_index_lookup (isa, (enum mca_isa_table) t, key);
	  found += e && strcmp (e->key, key) == 0;
	  refused += !isa_index_lookup (isa, (enum mca_isa_table) t,
					beyond (ix, tab, k, buf, sizeof buf));
	  /* Keys whose 8-byte prefix the directory's next block starts
	     with too: the search must look past a block boundary.  */
	  shared += k % MCA_KEY_DIR_STEP == MCA_KEY_DIR_STEP - 1
	    && k + 1 < tab->nkeys
	    && mca_key_prefix (key) == tab->dir[(k + 1) / MCA_KEY_DIR_STEP];
	}
      CHECK (tab->nkeys > 0 && found == tab->nkeys);
      CHECK (refused == tab->nkeys);
      if (t == MCA_ISA_ATT_KEYS)
	CHECK (shared > 0);
    }
  CHECK (isa_index_lookup (isa, MCA_ISA_ATT_KEYS, "") == NULL);
  CHECK (isa_index_lookup (isa, MCA_ISA_ATT_KEYS, "zzzzzzzzzz") == NULL);
  return DONE ();
}
