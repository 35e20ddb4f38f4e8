/* isa.c - loading the instruction-form table (models/FORMAT section 1):
   forms with their register references and flags, and
   the hash indexes from AT&T keys, Intel keys, mnemonics and opcode names
   to forms that the matcher (isa_key.c) uses.  */

#include "isa_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "text_fields.h"

/* ---- hash tables of (string, form) entries ---- */

static hashval_t
entry_hash (const void *p)
{
  return htab_hash_string (((const struct isa_entry *) p)->key);
}

static int
entry_eq (const void *a, const void *b)
{
  return strcmp (((const struct isa_entry *) a)->key,
		 ((const struct isa_entry *) b)->key) == 0;
}

static htab_t
new_table (size_t n)
{
  return htab_create (n, entry_hash, entry_eq, NULL);
}

/* The N characters at S, NUL-terminated, in OA.  */
static char *
oa_strndup (struct objalloc *oa, const char *s, size_t n)
{
  char *d = objalloc_alloc (oa, n + 1);
  if (!d)
    xmalloc_failed (n + 1);
  memcpy (d, s, n);
  d[n] = 0;
  return d;
}


/* Add KEY -> FORM to TABLE.  A key listed again for another form joins
   the chain of its first entry: the first form listed for a spelling is
   the one it selects unless the matcher has a reason to prefer another
   (immediate sizes, see isa_key.c).  */
static void
add_entry (struct mca_isa *isa, htab_t table, const char *key,
	   const struct mca_isa_form *form)
{
  struct isa_entry probe = {key, NULL, NULL};
  void **slot = htab_find_slot (table, &probe, INSERT);
  struct isa_entry *first = *slot;
  /* Mnemonic and opcode indexes need one form only.  */
  if (first && table != isa->att_keys && table != isa->intel_keys)
    return;
  for (const struct isa_entry *o = first; o; o = o->next)
    if (o->form == form)
      return;
  struct isa_entry *e = objalloc_alloc (isa->oa, sizeof *e);
  if (!e)
    xmalloc_failed (sizeof *e);
  e->key = first ? first->key : oa_strndup (isa->oa, key, strlen (key));
  e->form = form;
  e->next = NULL;
  if (!first)
    {
      *slot = e;
      return;
    }
  struct isa_entry *last = first;
  while (last->next)
    last = (struct isa_entry *) last->next;
  last->next = e;
}

static const struct isa_entry *
table_lookup (htab_t table, const char *key)
{
  struct isa_entry probe = {key, NULL, NULL};
  return htab_find (table, &probe);
}

const struct isa_entry *
isa_lookup (const struct mca_isa *isa, enum mca_isa_table which,
	    const char *key)
{
  if (isa->ix)
    return isa_index_lookup (isa, which, key);
  htab_t tables[MCA_ISA_NTABLES] = {
    isa->opcodes, isa->att_keys, isa->intel_keys, isa->att_mnemonics,
    isa->intel_mnemonics
  };
  return table_lookup (tables[which], key);
}

/* Index KEY (an AT&T or Intel key) of FORM: the key itself, its
   mnemonic, and the literal registers it names.  */
static void
index_key (struct mca_isa *isa, const char *key, bool intel,
	   const struct mca_isa_form *form)
{
  add_entry (isa, intel ? isa->intel_keys : isa->att_keys, key, form);
  /* Keys of forms needing a pseudo prefix start with it: "{evex} vaddps
     x,x,x".  The mnemonic follows.  */
  if (key[0] == '{' && strstr (key, "} "))
    key = strstr (key, "} ") + 2;
  const char *sp = strchr (key, ' ');
  size_t mlen = sp ? (size_t) (sp - key) : strlen (key);
  char mn[64];
  if (mlen >= sizeof mn)
    return;
  memcpy (mn, key, mlen);
  mn[mlen] = 0;
  add_entry (isa, intel ? isa->intel_mnemonics : isa->att_mnemonics, mn,
	     form);
  for (const char *p = sp; p && *p; p++)
    if (*p == '%')
      {
	size_t n = strcspn (p + 1, ",{");
	mca_reg r = mca_reg_lookup (p + 1, n);
	if (r)
	  (intel ? isa->intel_literal : isa->att_literal)[r] = true;
      }
    else if ((p[0] == ' ' || p[0] == ',') && p[1] == 'i' && p[2] == '8'
	     && (!p[3] || p[3] == ','))
      isa->has_i8 = true;
}

/* Split KEY's operand kinds at commas into KINDS (at most MAX), without
   Intel memory sizes (m32 -> m); returns the count.  */
static unsigned
plain_kinds (const char *key, char kinds[][24], unsigned max)
{
  if (key[0] == '{' && strstr (key, "} "))
    key = strstr (key, "} ") + 2;
  const char *p = strchr (key, ' ');
  unsigned n = 0;
  while (p && n < max)
    {
      p++;
      size_t len = strcspn (p, ","), i = 0, o = 0;
      char *out = kinds[n++];
      if (i < len && p[i] == '*')
	out[o++] = p[i++];
      if (i + 1 < len && p[i] == 'm' && p[i + 1] >= '0' && p[i + 1] <= '9')
	{
	  out[o++] = p[i++];
	  while (i < len && p[i] >= '0' && p[i] <= '9')
	    i++;
	}
      while (i < len && o + 1 < 24)
	out[o++] = p[i++];
      out[o] = 0;
      p = p[len] ? p + len : NULL;
    }
  return n;
}

/* Do the Intel keys list operands in AT&T order?  FORMAT says Intel
   order; llvm-extract writes AT&T order.  Ask the forms whose operand
   kinds read differently backwards.  */
static bool
intel_keys_in_att_order (const struct mca_isa *isa)
{
  int vote = 0;
  for (size_t i = 0; i < isa->nforms; i++)
    {
      const struct mca_isa_form *f = &isa->forms[i];
      char a[6][24], b[6][24];
      if (!f->intel_key)
	continue;
      unsigned na = plain_kinds (f->att_key, a, 6);
      unsigned nb = plain_kinds (f->intel_key, b, 6);
      if (na != nb || na < 2)
	continue;
      bool same = true, reversed = true;
      for (unsigned k = 0; k < na; k++)
	{
	  same &= strcmp (a[k], b[k]) == 0;
	  reversed &= strcmp (a[k], b[na - 1 - k]) == 0;
	}
      if (same != reversed)
	vote += same ? 1 : -1;
    }
  return vote > 0;
}

/* ---- parsing ---- */

struct loader
{
  struct mca_isa *isa;
  unsigned line;
  char *err;
  unsigned *form_lines;		/* line of each I line, for late errors */
  /* Reuse the references of identical fields (below); not for the
     few forms of the built-in table a process parses.  */
  bool share_refs;
  /* DEFS and USES fields already parsed: the table repeats a few hundred
     distinct ones over its 16,000 forms.  */
  htab_t defs_seen, uses_seen;
};

struct refs_seen
{
  const char *key;		/* the field as written */
  const struct mca_isa_ref *refs;
  uint8_t count;
};

static hashval_t
refs_seen_hash (const void *p)
{
  return htab_hash_string (((const struct refs_seen *) p)->key);
}

static int
refs_seen_eq (const void *a, const void *b)
{
  return strcmp (((const struct refs_seen *) a)->key,
		 ((const struct refs_seen *) b)->key) == 0;
}

static bool ATTRIBUTE_PRINTF (2, 3)
load_error (struct loader *ld, const char *fmt, ...)
{
  if (ld->err)
    return false;
  char msg[512];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (msg, sizeof msg, fmt, ap);
  va_end (ap);
  ld->err = xasprintf ("line %u: %s", ld->line, msg);
  return false;
}

static bool
parse_opnd_index (struct loader *ld, const char *s, uint8_t *out,
		  const char **end)
{
  char *e;
  if (s[0] != 'o' || s[1] < '0' || s[1] > '9')
    return load_error (ld, "bad operand reference `%s'", s);
  unsigned long v = strtoul (s + 1, &e, 10);
  if (v >= MCA_MAX_OPERANDS)
    return load_error (ld, "operand index out of range in `%s'", s);
  *out = (uint8_t) v;
  *end = e;
  return true;
}

static bool
parse_implicit (struct loader *ld, const char *s, size_t n, mca_reg *out)
{
  mca_reg r = mca_reg_lookup (s, n);
  if (!r)
    return load_error (ld, "unknown register `%%%.*s'", (int) n, s);
  *out = r;
  return true;
}

/* DEFS (USES false) or USES (USES true) field F into *REFS.  */
static bool parse_refs_text (struct loader *ld, char *f, bool uses,
			     const struct mca_isa_ref **refs, uint8_t *count);

/* Parse field F (modified) of DEFS or USES, or reuse the references of
   an identical field: forms never change their reference arrays.  */
static bool
parse_refs (struct loader *ld, char *f, bool uses,
	    const struct mca_isa_ref **refs, uint8_t *count)
{
  if (!ld->share_refs)
    return parse_refs_text (ld, f, uses, refs, count);
  htab_t *seen = uses ? &ld->uses_seen : &ld->defs_seen;
  if (!*seen)
    *seen = htab_create (256, refs_seen_hash, refs_seen_eq, free);
  struct refs_seen probe = {f, NULL, 0};
  void **slot = htab_find_slot (*seen, &probe, INSERT);
  if (*slot)
    {
      const struct refs_seen *s = *slot;
      *refs = s->refs;
      *count = s->count;
      return true;
    }
  struct refs_seen *s = XNEW (struct refs_seen);
  s->key = oa_strndup (ld->isa->oa, f, strlen (f));
  bool ok = parse_refs_text (ld, f, uses, refs, count);
  s->refs = *refs;
  s->count = *count;
  *slot = s;			/* on error the load fails anyway */
  return ok;
}

static bool
parse_refs_text (struct loader *ld, char *f, bool uses,
		 const struct mca_isa_ref **refs, uint8_t *count)
{
  *refs = NULL;
  *count = 0;
  if (strcmp (f, "-") == 0 || !*f)
    return true;
  char **items;
  size_t n = mca_split (f, ',', &items);
  if (n > 255)
    {
      free (items);
      return load_error (ld, "too many register references");
    }
  struct mca_isa_ref *r = objalloc_alloc (ld->isa->oa, n * sizeof *r);
  if (!r)
    xmalloc_failed (n * sizeof *r);
  memset (r, 0, n * sizeof *r);
  bool ok = true;
  for (size_t i = 0; i < n && ok; i++)
    {
      char *s = items[i];
      char *at = uses ? strchr (s, '@') : NULL;
      r[i].use_index = (uint16_t) i;
      if (at)
	{
	  char *e;
	  *at = 0;
	  unsigned long u = strtoul (at + 1, &e, 10);
	  if (e == at + 1 || *e || u > 0xffff)
	    ok = load_error (ld, "bad use index in `%s@%s'", s, at + 1);
	  r[i].use_index = (uint16_t) u;
	}
      size_t len = strlen (s);
      if (!uses && len && s[len - 1] == '^')
	{
	  r[i].clears_super = true;
	  s[--len] = 0;
	}
      if (!ok)
	break;
      if (s[0] == '%')
	{
	  r[i].kind = MCA_REF_IMPLICIT;
	  ok = parse_implicit (ld, s + 1, len - 1, &r[i].reg);
	  continue;
	}
      const char *end = "";
      if (!(ok = parse_opnd_index (ld, s, &r[i].opnd, &end)))
	break;
      r[i].kind = MCA_REF_OPERAND;
      if (uses && strcmp (end, ".b") == 0)
	r[i].kind = MCA_REF_MEM_BASE;
      else if (uses && strcmp (end, ".i") == 0)
	r[i].kind = MCA_REF_MEM_INDEX;
      else if (uses && strcmp (end, ".s") == 0)
	r[i].kind = MCA_REF_MEM_SEG;
      else if (strcmp (end, ".k") == 0)
	r[i].kind = MCA_REF_MASK;
      else if (*end)
	ok = load_error (ld, "bad register reference `%s'", items[i]);
    }
  free (items);
  *refs = r;
  *count = (uint8_t) n;
  return ok;
}

static const struct
{
  const char *name;
  unsigned bit;
} flag_names[] = {
  {"load", MCA_ISA_LOAD}, {"store", MCA_ISA_STORE},
  {"side", MCA_ISA_SIDE_EFFECTS}, {"call", MCA_ISA_CALL},
  {"ret", MCA_ISA_RET}, {"branch", MCA_ISA_BRANCH},
  {"cond", MCA_ISA_COND}, {"indirect", MCA_ISA_INDIRECT},
  {"barrier", MCA_ISA_BARRIER}, {"variadic", MCA_ISA_VARIADIC},
  {"terminator", MCA_ISA_TERMINATOR}, {"lbarrier", MCA_ISA_LOAD_BARRIER},
  {"sbarrier", MCA_ISA_STORE_BARRIER}, {"hint", MCA_ISA_HINT},
  {"intel-att-order", MCA_ISA_INTEL_ATT_ORDER}
};

/* Add to *FLAGS the bit of flag NAME.  */
static bool
add_flag (struct loader *ld, const char *name, unsigned *flags)
{
  for (size_t k = 0; k < sizeof flag_names / sizeof flag_names[0]; k++)
    if (strcmp (name, flag_names[k].name) == 0)
      {
	*flags |= flag_names[k].bit;
	return true;
      }
  return load_error (ld, "unknown flag `%s'", name);
}

/* The flags field F: the form's flags in *FLAGS, and in *LLVM_FLAGS
   those LLVM's model gives it, which an item `llvm=A+B' names where
   models/gen/isa-fixes corrected them (`llvm=-': none); otherwise the
   same.  */
static bool
parse_flags (struct loader *ld, char *f, unsigned *flags,
	     unsigned *llvm_flags)
{
  *flags = 0;
  *llvm_flags = 0;
  bool llvm_given = false;
  if (strcmp (f, "-") == 0 || !*f)
    return true;
  char **items;
  size_t n = mca_split (f, ',', &items);
  bool ok = true;
  for (size_t i = 0; i < n && ok; i++)
    if (strncmp (items[i], "llvm=", 5) == 0 && !llvm_given)
      {
	llvm_given = true;
	if (strcmp (items[i] + 5, "-") == 0)
	  continue;
	char **names;
	size_t nn = mca_split (items[i] + 5, '+', &names);
	for (size_t k = 0; k < nn && ok; k++)
	  ok = add_flag (ld, names[k], llvm_flags);
	free (names);
      }
    else
      ok = add_flag (ld, items[i], flags);
  free (items);
  if (!llvm_given)
    *llvm_flags = *flags;
  return ok;
}

/* The mnemonic of KEY, after a "{evex} " style pseudo prefix.  */
static const char *
key_mnemonic (struct mca_isa *isa, const char *key)
{
  if (key[0] == '{' && strstr (key, "} "))
    key = strstr (key, "} ") + 2;
  const char *sp = strchr (key, ' ');
  return oa_strndup (isa->oa, key,
		     sp ? (size_t) (sp - key) : strlen (key));
}

/* The 7 fields F of an I line into FORM, whose id is set.  */
static bool
parse_form_fields (struct loader *ld, char **f, struct mca_isa_form *form)
{
  struct mca_isa *isa = ld->isa;
  form->opcode = oa_strndup (isa->oa, f[1], strlen (f[1]));
  form->att_key = oa_strndup (isa->oa, f[2], strlen (f[2]));
  form->intel_key = strcmp (f[3], "-") == 0 ? NULL
		    : oa_strndup (isa->oa, f[3], strlen (f[3]));
  form->att_mnemonic = key_mnemonic (isa, f[2]);
  form->intel_mnemonic = form->intel_key ? key_mnemonic (isa, f[3]) : "";
  if (!parse_refs (ld, f[4], false, &form->defs, &form->ndefs)
      || !parse_refs (ld, f[5], true, &form->uses, &form->nuses)
      || !parse_flags (ld, f[6], &form->flags, &form->llvm_flags))
    return false;
  return true;
}

static bool
parse_form (struct loader *ld, char **f, size_t nf)
{
  struct mca_isa *isa = ld->isa;
  if (nf != 7)
    return load_error (ld, "`I' line with %zu fields instead of 7", nf);
  if (!*f[1] || !*f[2])
    return load_error (ld, "empty opcode or AT&T key");
  if (isa->nforms == isa->cap_forms)
    {
      isa->cap_forms = isa->cap_forms ? 2 * isa->cap_forms : 1024;
      isa->forms = XRESIZEVEC (struct mca_isa_form, isa->forms,
			       isa->cap_forms);
      ld->form_lines = XRESIZEVEC (unsigned, ld->form_lines, isa->cap_forms);
    }
  struct mca_isa_form *form = &isa->forms[isa->nforms];
  memset (form, 0, sizeof *form);
  ld->form_lines[isa->nforms] = ld->line;
  form->id = (unsigned) isa->nforms;
  if (!parse_form_fields (ld, f, form))
    return false;
  isa->nforms++;
  return true;
}

bool
isa_parse_form_line (struct mca_isa *isa, char **f, size_t nf,
		     struct mca_isa_form *form)
{
  struct loader ld = {.isa = isa};
  if (nf != 7 || strcmp (f[0], "I") != 0 || !parse_form_fields (&ld, f, form))
    {
      free (ld.err);
      return false;
    }
  return true;
}

bool
isa_parse_variant_line (struct mca_isa *isa, char **f, size_t nf,
			const struct mca_isa_form *base,
			struct mca_isa_form *v)
{
  struct loader ld = {.isa = isa};
  *v = *base;
  if (nf != 6 || strcmp (f[0], "K") != 0
      || !parse_refs (&ld, f[4], false, &v->defs, &v->ndefs)
      || !parse_refs (&ld, f[5], true, &v->uses, &v->nuses))
    {
      free (ld.err);
      return false;
    }
  return true;
}

/* Forms are indexed once all are read: the forms array may move while
   it grows.  K lines are kept until then.  */
struct pending_key
{
  char *opcode, *key;
  char *defs, *uses;		/* the K line's own references, or NULL */
  bool intel;
  unsigned line;
};

/* A K line with its own DEFS and USES (its key lists the operands in
   another order than the I line) selects a copy of the form carrying
   them.  */
static const struct mca_isa_form *
variant_form (struct loader *ld, const struct mca_isa_form *base,
	      struct pending_key *pk)
{
  struct mca_isa_form *v = objalloc_alloc (ld->isa->oa, sizeof *v);
  if (!v)
    xmalloc_failed (sizeof *v);
  *v = *base;
  if (!parse_refs (ld, pk->defs, false, &v->defs, &v->ndefs)
      || !parse_refs (ld, pk->uses, true, &v->uses, &v->nuses))
    return NULL;
  return v;
}

struct mca_isa *
mca_isa_load (const char *text, size_t len, char **err)
{
  struct mca_isa *isa = XCNEW (struct mca_isa);
  isa->oa = objalloc_create ();
  if (!isa->oa)
    xmalloc_failed (sizeof (struct objalloc));
  /* Sized for x86-64.isa (16,010 opcodes, 22,426 AT&T keys, 2,728 AT&T
     mnemonics): growing a table rehashes it.  */
  isa->opcodes = new_table (32768);
  isa->att_keys = new_table (65536);
  isa->intel_keys = new_table (65536);
  isa->att_mnemonics = new_table (4096);
  isa->intel_mnemonics = new_table (4096);

  struct loader ld = {.isa = isa, .share_refs = true};
  struct pending_key *pk = NULL;
  size_t npk = 0, cap_pk = 0, cap_intel_pending = 0;
  /* The K lines' fields, until they are indexed.  */
  struct objalloc *pk_text = objalloc_create ();
  if (!pk_text)
    xmalloc_failed (sizeof (struct objalloc));
  struct mca_lines lines;
  char *line;
  mca_lines_init (&lines, text, len);
  while (!ld.err && (line = mca_lines_next (&lines)))
    {
      ld.line = lines.lineno;
      const char *s = line + strspn (line, " \t");
      if (!*s || *s == '#')
	continue;
      char **f;
      size_t nf = mca_lines_split (&lines, line, '\t', &f);
      if (strcmp (f[0], "I") == 0)
	{
	  parse_form (&ld, f, nf);
	}
      else if (strcmp (f[0], "K") == 0)
	{
	  if ((nf != 4 && nf != 6)
	      || (strcmp (f[2], "ATT") && strcmp (f[2], "INTEL")) || !*f[3])
	    load_error (&ld, "malformed `K' line");
	  else
	    {
	      if (npk == cap_pk)
		{
		  cap_pk = cap_pk ? 2 * cap_pk : 256;
		  pk = XRESIZEVEC (struct pending_key, pk, cap_pk);
		}
	      pk[npk].opcode = oa_strndup (pk_text, f[1], strlen (f[1]));
	      pk[npk].key = oa_strndup (pk_text, f[3], strlen (f[3]));
	      pk[npk].defs = nf == 6
		? oa_strndup (pk_text, f[4], strlen (f[4])) : NULL;
	      pk[npk].uses = nf == 6
		? oa_strndup (pk_text, f[5], strlen (f[5])) : NULL;
	      pk[npk].intel = strcmp (f[2], "INTEL") == 0;
	      pk[npk++].line = ld.line;
	    }
	}
      else
	load_error (&ld, "unknown line type `%s'", f[0]);
    }
  mca_lines_fini (&lines);

  /* Now that the forms stay put: the opcode index, then the primary keys
     (they win over aliases), then the K lines.  */
  if (!ld.err)
    {
      for (size_t i = 0; i < isa->nforms && !ld.err; i++)
	{
	  if (table_lookup (isa->opcodes, isa->forms[i].opcode))
	    {
	      ld.line = ld.form_lines[i];
	      load_error (&ld, "duplicate opcode `%s'", isa->forms[i].opcode);
	    }
	  add_entry (isa, isa->opcodes, isa->forms[i].opcode, &isa->forms[i]);
	}
    }
  if (!ld.err)
    {
      for (size_t i = 0; i < isa->nforms; i++)
	index_key (isa, isa->forms[i].att_key, false, &isa->forms[i]);
    }
  for (size_t i = 0; i < npk; i++)
    {
      const struct isa_entry *e = table_lookup (isa->opcodes, pk[i].opcode);
      ld.line = pk[i].line;
      if (!ld.err && !e)
	load_error (&ld, "`K' line for unknown opcode `%s'", pk[i].opcode);
      else if (!ld.err)
	{
	  const struct mca_isa_form *form = e->form;
	  if (pk[i].defs)
	    {
	      form = variant_form (&ld, form, &pk[i]);
	      isa->variants = XRESIZEVEC (const struct mca_isa_form *,
					  isa->variants, isa->nvariants + 1);
	      isa->variant_lines = XRESIZEVEC (unsigned, isa->variant_lines,
					       isa->nvariants + 1);
	      isa->variants[isa->nvariants] = form;
	      isa->variant_lines[isa->nvariants++] = pk[i].line;
	    }
	  if (form && pk[i].intel)
	    {
	      if (isa->nintel_pending == cap_intel_pending)
		{
		  cap_intel_pending = cap_intel_pending
				      ? 2 * cap_intel_pending : 1024;
		  isa->intel_pending_key
		    = XRESIZEVEC (const char *, isa->intel_pending_key,
				  cap_intel_pending);
		  isa->intel_pending_form
		    = XRESIZEVEC (const struct mca_isa_form *,
				  isa->intel_pending_form, cap_intel_pending);
		}
	      isa->intel_pending_key[isa->nintel_pending]
		= oa_strndup (isa->oa, pk[i].key, strlen (pk[i].key));
	      isa->intel_pending_form[isa->nintel_pending++] = form;
	    }
	  else if (form)
	    index_key (isa, pk[i].key, false, form);
	}
    }
  free (pk);
  objalloc_free (pk_text);
  free (ld.form_lines);
  if (ld.defs_seen)
    htab_delete (ld.defs_seen);
  if (ld.uses_seen)
    htab_delete (ld.uses_seen);
  if (ld.err)
    {
      if (err)
	*err = ld.err;
      else
	free (ld.err);
      mca_isa_free (isa);
      return NULL;
    }
  if (err)
    *err = NULL;
  return isa;
}

void
isa_ensure_intel (const struct mca_isa *cisa)
{
  struct mca_isa *isa = (struct mca_isa *) cisa;
  if (isa->intel_indexed)
    return;
  if (isa->ix)
    {
      /* Indexed at build time.  */
      isa->intel_indexed = true;
      isa->has_i8 = isa->ix->has_i8;
      isa->intel_att_order = isa->ix->intel_att_order;
      return;
    }
  isa->intel_indexed = true;
  for (size_t i = 0; i < isa->nforms; i++)
    if (isa->forms[i].intel_key)
      index_key (isa, isa->forms[i].intel_key, true, &isa->forms[i]);
  for (size_t i = 0; i < isa->nintel_pending; i++)
    index_key (isa, isa->intel_pending_key[i], true,
	       isa->intel_pending_form[i]);
  isa->intel_att_order = intel_keys_in_att_order (isa);
}

void
mca_isa_free (struct mca_isa *isa)
{
  if (!isa)
    return;
  free (isa->intel_pending_key);
  free (isa->intel_pending_form);
  free (isa->variants);
  free (isa->variant_lines);
  if (isa->opcodes)
    {
      htab_delete (isa->opcodes);
      htab_delete (isa->att_keys);
      htab_delete (isa->intel_keys);
      htab_delete (isa->att_mnemonics);
      htab_delete (isa->intel_mnemonics);
    }
  if (isa->ix)
    mca_lines_fini (&isa->lines);
  mca_lazy_pages_fini (&isa->form_pages);
  for (int t = 0; t < MCA_ISA_NTABLES; t++)
    if (isa->chains[t])
      {
	for (uint32_t k = 0; k < isa->ix->tables[t].nkeys; k += ISA_CHAIN_PAGE)
	  free (isa->chains[t][k / ISA_CHAIN_PAGE]);
	free (isa->chains[t]);
      }
  objalloc_free (isa->oa);
  free (isa->forms);
  free (isa);
}

size_t
mca_isa_nforms (const struct mca_isa *isa)
{
  return isa ? isa->nforms : 0;
}

const struct mca_isa_form *
mca_isa_form (const struct mca_isa *isa, unsigned id)
{
  if (!isa || id >= isa->nforms)
    return NULL;
  return isa->ix ? isa_index_form (isa, id) : &isa->forms[id];
}

const struct mca_isa_form *
mca_isa_find_opcode (const struct mca_isa *isa, const char *opcode)
{
  if (!isa || !opcode)
    return NULL;
  const struct isa_entry *e = isa_lookup (isa, MCA_ISA_OPCODES, opcode);
  return e ? e->form : NULL;
}
