/* isa_index.c - the built-in instruction table read through the index
   computed at build time (embedded_index.h): a compiler process parses
   the I and K lines of the forms its loops use, not the 36,000 lines of
   the table, and builds no hash table.  models/embed-index.c loaded the
   table with isa.c's loader at build time, so that the lines read here
   are known to be well formed and the indexes hold what that loader's
   hash tables would.  */

#include "isa_int.h"

#include <string.h>

struct mca_isa *
isa_index_open (const char *text, size_t len, const struct mca_isa_index *ix)
{
  struct mca_isa *isa = XCNEW (struct mca_isa);
  isa->oa = objalloc_create ();
  if (!isa->oa)
    xmalloc_failed (sizeof (struct objalloc));
  isa->ix = ix;
  isa->text = text;
  isa->len = len;
  mca_lines_init (&isa->lines, text, len);
  isa->nforms = ix->nforms;
  mca_lazy_pages_init (&isa->form_pages, sizeof (struct mca_isa_form),
		       ix->nforms);
  isa->nvariants = ix->nvariants;
  isa->variants = XCNEWVEC (const struct mca_isa_form *,
			    ix->nvariants ? ix->nvariants : 1);
  for (uint32_t i = 0; i < ix->natt_literal; i++)
    isa->att_literal[ix->att_literal[i]] = true;
  for (uint32_t i = 0; i < ix->nintel_literal; i++)
    isa->intel_literal[ix->intel_literal[i]] = true;
  /* As the loader has them before the Intel keys are indexed
     (isa_ensure_intel).  */
  isa->has_i8 = ix->has_i8_att;
  return isa;
}

/* The fields of the line at OFFSET of ISA's text.  */
static size_t
line_fields (struct mca_isa *isa, uint32_t offset, char ***f)
{
  char *line = mca_lines_at (&isa->lines, isa->text + offset);
  return mca_lines_split (&isa->lines, line, '\t', f);
}

struct mca_isa_form *
isa_index_form (const struct mca_isa *cisa, unsigned id)
{
  struct mca_isa *isa = (struct mca_isa *) cisa;
  struct mca_isa_form *form = mca_lazy_pages_at (&isa->form_pages, id);
  if (!mca_lazy_pages_claim (&isa->form_pages, id))
    return form;
  char **f;
  size_t nf = line_fields (isa, isa->ix->form_line[id], &f);
  form->id = id;
  /* The build loaded these lines: a failure means a library whose index
     does not belong to its text.  */
  if (!isa_parse_form_line (isa, f, nf, form))
    abort ();
  return form;
}

/* Variant form N (a K line with its own references).  */
static const struct mca_isa_form *
index_variant (struct mca_isa *isa, uint32_t n)
{
  if (isa->variants[n])
    return isa->variants[n];
  const struct mca_isa_form *base
    = isa_index_form (isa, isa->ix->variant_base[n]);
  struct mca_isa_form *v = objalloc_alloc (isa->oa, sizeof *v);
  if (!v)
    xmalloc_failed (sizeof *v);
  char **f;
  size_t nf = line_fields (isa, isa->ix->variant_line[n], &f);
  if (!isa_parse_variant_line (isa, f, nf, base, v))
    abort ();
  isa->variants[n] = v;
  return v;
}

/* The number of KEY in table T, or -1.  */
static long
find_key (const struct mca_isa_index *ix, const struct mca_isa_index_table *t,
	  const char *key)
{
  /* The directory's blocks whose first key's prefix is below KEY's
     start before KEY; those whose prefix is above it, after: KEY lies
     from the last of the first to the first of the second.  */
  uint64_t prefix = mca_key_prefix (key);
  uint32_t ndir = (t->nkeys + MCA_KEY_DIR_STEP - 1) / MCA_KEY_DIR_STEP;
  uint32_t below = 0, above = ndir;
  while (below < above)
    {
      uint32_t mid = below + (above - below) / 2;
      if (t->dir[mid] < prefix)
	below = mid + 1;
      else
	above = mid;
    }
  uint32_t beyond = below;
  while (beyond < ndir && t->dir[beyond] == prefix)
    beyond++;
  uint32_t lo = below ? (below - 1) * MCA_KEY_DIR_STEP : 0;
  uint32_t hi = beyond < ndir ? beyond * MCA_KEY_DIR_STEP : t->nkeys;
  while (lo < hi)
    {
      uint32_t mid = lo + (hi - lo) / 2;
      int c = strcmp (ix->strings + t->key[mid], key);
      if (c == 0)
	return mid;
      if (c < 0)
	lo = mid + 1;
      else
	hi = mid;
    }
  return -1;
}

/* Where the entries of key K of table WHICH are kept (NULL until it is
   first looked up).  */
static const struct isa_entry **
chain_slot (struct mca_isa *isa, enum mca_isa_table which, uint32_t k)
{
  if (!isa->chains[which])
    {
      uint32_t npages = isa->ix->tables[which].nkeys / ISA_CHAIN_PAGE + 1;
      isa->chains[which] = XCNEWVEC (const struct isa_entry **, npages);
    }
  const struct isa_entry ***page = &isa->chains[which][k / ISA_CHAIN_PAGE];
  if (!*page)
    *page = XCNEWVEC (const struct isa_entry *, ISA_CHAIN_PAGE);
  return &(*page)[k % ISA_CHAIN_PAGE];
}

const struct isa_entry *
isa_index_lookup (const struct mca_isa *cisa, enum mca_isa_table which,
		  const char *key)
{
  struct mca_isa *isa = (struct mca_isa *) cisa;
  const struct mca_isa_index_table *t = &isa->ix->tables[which];
  long k = find_key (isa->ix, t, key);
  if (k < 0)
    return NULL;
  const struct isa_entry **chain = chain_slot (isa, which, (uint32_t) k);
  if (*chain)
    return *chain;
  /* The key's entries, linked as isa.c links them; a mnemonic's entry
     names no form (only its presence is asked).  */
  const char *s = isa->ix->strings + t->key[k];
  uint32_t first = t->first ? t->first[k] : 0;
  uint32_t end = t->first ? t->first[k + 1] : 1;
  struct isa_entry *next = NULL;
  for (uint32_t i = end; i-- > first;)
    {
      struct isa_entry *e = objalloc_alloc (isa->oa, sizeof *e);
      if (!e)
	xmalloc_failed (sizeof *e);
      e->key = s;
      e->form = NULL;
      if (t->first)
	{
	  uint32_t x = t->entry[i];
	  e->form = x & MCA_ISA_INDEX_VARIANT
	    ? index_variant (isa, x & ~MCA_ISA_INDEX_VARIANT)
	    : isa_index_form (isa, x);
	}
      e->next = next;
      next = e;
    }
  *chain = next;
  return next;
}
