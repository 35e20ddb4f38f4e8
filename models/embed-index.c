/* embed-index.c - build-time tool: load the instruction table and every
   CPU model with the library's own loaders (sim/isa.c, sim/model_load.c),
   so that the build fails on a bad table or model with the message a run
   would give, and write a C source file defining the indexes of
   sim/embedded_index.h: where the lines of each form, class and op are
   in the embedded texts, and the instruction table's key indexes as the
   loader's hash tables hold them, sorted for a binary search.  A compiler
   process then parses only what its loops use.

   usage: embed-index OUTPUT.c ISA-FILE MODEL-FILE...

   The MODEL-FILEs in the order models/embed was given them.  */

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../sim/isa_int.h"
#include "../sim/model.h"

static const char *output;

static void
die (const char *file, const char *msg)
{
  fprintf (stderr, "embed-index: %s: %s\n", file, msg);
  if (output)
    remove (output);
  exit (1);
}

static char *
slurp (const char *path, size_t *len)
{
  FILE *f = fopen (path, "rb");
  if (!f)
    die (path, strerror (errno));
  size_t cap = 1 << 16, n = 0, got;
  char *buf = xmalloc (cap);
  while ((got = fread (buf + n, 1, cap - n, f)) > 0)
    {
      n += got;
      if (n == cap)
	buf = xrealloc (buf, cap *= 2);
    }
  fclose (f);
  *len = n;
  return buf;
}

/* A growing array of numbers.  */
struct nums
{
  uint32_t *v;
  size_t n, cap;
};

static void
push (struct nums *a, uint32_t x)
{
  if (a->n == a->cap)
    {
      a->cap = a->cap ? 2 * a->cap : 256;
      a->v = xrealloc (a->v, a->cap * sizeof *a->v);
    }
  a->v[a->n++] = x;
}

static void
emit_nums (FILE *out, const char *name, const uint32_t *v, size_t n)
{
  fprintf (out, "static const uint32_t %s[] = {", name);
  for (size_t i = 0; i < n; i++)
    fprintf (out, "%s%u,", i % 12 ? " " : "\n  ", v[i]);
  fputs (n ? "\n};\n" : " 0 };\n", out);
}

/* Call F for each line of TEXT as sim/text_fields.c splits it: its
   offset and its first field (up to a TAB, without a trailing CR), the
   second field, or "".  */
static void
each_line (const char *text, size_t len,
	   void (*f) (void *, uint32_t, const char *, const char *),
	   void *ctx)
{
  const char *p = text, *end = text + len;
  char *buf = NULL;
  size_t cap = 0;
  while (p < end)
    {
      const char *nl = memchr (p, '\n', end - p);
      size_t n = (nl ? nl : end) - p;
      if (n && p[n - 1] == '\r')
	n--;
      if (n + 1 > cap)
	buf = xrealloc (buf, cap = n + 1);
      memcpy (buf, p, n);
      buf[n] = 0;
      char *f1 = strchr (buf, '\t');
      if (f1)
	{
	  *f1++ = 0;
	  char *tab = strchr (f1, '\t');
	  if (tab)
	    *tab = 0;
	}
      f (ctx, (uint32_t) (p - text), buf, f1 ? f1 : "");
      p = nl ? nl + 1 : end;
    }
  free (buf);
}

/* ---- the instruction table ---- */

static void
form_line (void *ctx, uint32_t offset, const char *f0, const char *f1)
{
  (void) f1;
  if (strcmp (f0, "I") == 0)
    push (ctx, offset);
}

static void
line_start (void *ctx, uint32_t offset, const char *f0, const char *f1)
{
  (void) f0, (void) f1;
  push (ctx, offset);
}

/* The keys written to the string blob, and their offsets.  */
static FILE *out;
static uint32_t strings_len;

static uint32_t
add_string (FILE *blob, const char *s)
{
  uint32_t at = strings_len;
  fputs ("  \"", blob);
  for (const char *c = s; *c; c++)
    if (*c == '"' || *c == '\\')
      fprintf (blob, "\\%c", *c);
    else if ((unsigned char) *c < 32 || (unsigned char) *c >= 127)
      fprintf (blob, "\\%03o", (unsigned char) *c);
    else
      fputc (*c, blob);
  fputs ("\\0\"\n", blob);
  strings_len += strlen (s) + 1;
  return at;
}

struct collect
{
  const struct isa_entry **e;
  size_t n, cap;
};

static int
collect_entry (void **slot, void *ctx)
{
  struct collect *c = ctx;
  if (c->n == c->cap)
    {
      c->cap = c->cap ? 2 * c->cap : 1024;
      c->e = xrealloc (c->e, c->cap * sizeof *c->e);
    }
  c->e[c->n++] = *slot;
  return 1;
}

static int
by_key (const void *a, const void *b)
{
  return strcmp ((*(const struct isa_entry *const *) a)->key,
		 (*(const struct isa_entry *const *) b)->key);
}

/* The index entry of FORM: its id, or its variant's number.  */
static uint32_t
form_entry (const struct mca_isa *isa, const struct mca_isa_form *form,
	    const char *file)
{
  if (form >= isa->forms && form < isa->forms + isa->nforms)
    return form->id;
  for (size_t v = 0; v < isa->nvariants; v++)
    if (isa->variants[v] == form)
      return MCA_ISA_INDEX_VARIANT | (uint32_t) v;
  die (file, "a key selects a form that is neither a form nor a variant");
  return 0;
}

/* Table NAME (htab TABLE): sorted keys, and unless KEYS_ONLY each key's
   forms in chain order.  */
static void
emit_table (FILE *blob, const struct mca_isa *isa, htab_t table,
	    const char *name, bool keys_only, const char *file)
{
  struct collect c = {0};
  htab_traverse_noresize (table, collect_entry, &c);
  qsort (c.e, c.n, sizeof *c.e, by_key);
  struct nums keys = {0}, first = {0}, entry = {0};
  for (size_t i = 0; i < c.n; i++)
    {
      push (&keys, add_string (blob, c.e[i]->key));
      push (&first, (uint32_t) entry.n);
      for (const struct isa_entry *e = c.e[i]; e && !keys_only; e = e->next)
	push (&entry, form_entry (isa, e->form, file));
    }
  push (&first, (uint32_t) entry.n);
  char buf[64];
  snprintf (buf, sizeof buf, "%s_key", name);
  emit_nums (out, buf, keys.v, keys.n);
  fprintf (out, "static const uint64_t %s_dir[] = {", name);
  for (size_t i = 0; i < c.n; i += MCA_KEY_DIR_STEP)
    fprintf (out, "%s0x%016llxull,", i / MCA_KEY_DIR_STEP % 4 ? " " : "\n  ",
	     (unsigned long long) mca_key_prefix (c.e[i]->key));
  fputs (c.n ? "\n};\n" : " 0 };\n", out);
  if (!keys_only)
    {
      snprintf (buf, sizeof buf, "%s_first", name);
      emit_nums (out, buf, first.v, first.n);
      snprintf (buf, sizeof buf, "%s_entry", name);
      emit_nums (out, buf, entry.v, entry.n);
    }
  free (c.e);
  free (keys.v);
  free (first.v);
  free (entry.v);
}

static void
emit_literals (const char *name, const bool *lit)
{
  fprintf (out, "static const uint16_t %s[] = {", name);
  unsigned n = 0;
  for (unsigned r = 0; r < MCA_R_COUNT; r++)
    if (lit[r])
      fprintf (out, "%s%u,", n++ % 12 ? " " : "\n  ", r);
  fputs (n ? "\n};\n" : " 0 };\n", out);
  fprintf (out, "#define %s_count %u\n", name, n);
}

static struct mca_isa *
emit_isa (const char *file, FILE *blob)
{
  size_t len;
  char *text = slurp (file, &len);
  char *err = NULL;
  struct mca_isa *isa = mca_isa_load (text, len, &err);
  if (!isa)
    die (file, err);
  bool has_i8_att = isa->has_i8;
  isa_ensure_intel (isa);

  struct nums forms = {0}, lines = {0};
  each_line (text, len, form_line, &forms);
  each_line (text, len, line_start, &lines);
  if (forms.n != isa->nforms)
    die (file, "the I lines are not the forms loaded");
  emit_nums (out, "isa_form_line", forms.v, forms.n);
  struct nums vline = {0}, vbase = {0};
  for (size_t v = 0; v < isa->nvariants; v++)
    {
      push (&vline, lines.v[isa->variant_lines[v] - 1]);
      push (&vbase, isa->variants[v]->id);
    }
  emit_nums (out, "isa_variant_line", vline.v, vline.n);
  emit_nums (out, "isa_variant_base", vbase.v, vbase.n);

  static const char *const names[MCA_ISA_NTABLES] = {
    "isa_opcodes", "isa_att_keys", "isa_intel_keys", "isa_att_mnemonics",
    "isa_intel_mnemonics"
  };
  htab_t tables[MCA_ISA_NTABLES] = {
    isa->opcodes, isa->att_keys, isa->intel_keys, isa->att_mnemonics,
    isa->intel_mnemonics
  };
  for (int t = 0; t < MCA_ISA_NTABLES; t++)
    emit_table (blob, isa, tables[t], names[t], t >= MCA_ISA_ATT_MNEMONICS,
		file);
  emit_literals ("isa_att_literal", isa->att_literal);
  emit_literals ("isa_intel_literal", isa->intel_literal);

  fputs ("\nconst struct mca_isa_index mca_builtin_isa_index = {\n", out);
  fprintf (out, "  %zu,\n  %zu, isa_form_line,\n", len, forms.n);
  fprintf (out, "  %zu, isa_variant_line, isa_variant_base,\n", vline.n);
  fputs ("  mca_isa_index_strings,\n  {\n", out);
  for (int t = 0; t < MCA_ISA_NTABLES; t++)
    {
      size_t n = htab_elements (tables[t]);
      if (t < MCA_ISA_ATT_MNEMONICS)
	fprintf (out, "    { %zu, %s_key, %s_first, %s_entry, %s_dir },\n",
		 n, names[t], names[t], names[t], names[t]);
      else
	fprintf (out, "    { %zu, %s_key, 0, 0, %s_dir },\n", n, names[t],
		 names[t]);
    }
  fputs ("  },\n  isa_att_literal_count, isa_intel_literal_count,\n"
	 "  isa_att_literal, isa_intel_literal,\n", out);
  fprintf (out, "  %d, %d, %d\n};\n\n", has_i8_att, isa->has_i8,
	   isa->intel_att_order);
  free (forms.v);
  free (lines.v);
  free (vline.v);
  free (vbase.v);
  /* The table keeps no pointer into TEXT.  */
  free (text);
  return isa;
}

/* ---- the models ---- */

struct model_lines
{
  const struct mca_isa *isa;
  bool has_base;
  struct nums other, class_id, class_line;
  struct nums *ops;		/* by form id */
};

static void
model_line (void *ctx, uint32_t offset, const char *f0, const char *f1)
{
  struct model_lines *ml = ctx;
  /* What model_load.c's load_text skips.  */
  if (f0[0] == '#' || f0[0] == 0)
    return;
  if (strcmp (f0, "base") == 0)
    ml->has_base = true;
  if (strcmp (f0, "sched") == 0)
    {
      push (&ml->class_id, (uint32_t) strtoul (f1, NULL, 10));
      push (&ml->class_line, offset);
    }
  else if (strcmp (f0, "op") == 0 || strcmp (f0, "opk") == 0
	   || strcmp (f0, "opx") == 0)
    {
      /* Lines of forms the table lacks are skipped (add_op).  */
      const struct mca_isa_form *form = mca_isa_find_opcode (ml->isa, f1);
      if (form)
	push (&ml->ops[form->id], offset);
    }
  else
    push (&ml->other, offset);
}

/* Model I of FILE: its index, or false for a model with a base.  */
static bool
emit_model (const char *file, int i, const struct mca_isa *isa)
{
  size_t len;
  char *text = slurp (file, &len);
  char *err = NULL;
  struct mca_model *m = mca_model_load (text, len, isa, &err);
  if (!m)
    die (file, err);
  mca_model_free (m);

  size_t nforms = mca_isa_nforms (isa);
  struct model_lines ml = {.isa = isa};
  ml.ops = xcalloc (nforms + 1, sizeof *ml.ops);
  each_line (text, len, model_line, &ml);
  bool indexed = !ml.has_base;
  if (indexed)
    {
      char name[64];
      struct nums first = {0}, op = {0};
      for (size_t f = 0; f < nforms; f++)
	{
	  push (&first, (uint32_t) op.n);
	  for (size_t k = 0; k < ml.ops[f].n; k++)
	    push (&op, ml.ops[f].v[k]);
	}
      push (&first, (uint32_t) op.n);
      snprintf (name, sizeof name, "model_%d_other", i);
      emit_nums (out, name, ml.other.v, ml.other.n);
      snprintf (name, sizeof name, "model_%d_class_id", i);
      emit_nums (out, name, ml.class_id.v, ml.class_id.n);
      snprintf (name, sizeof name, "model_%d_class_line", i);
      emit_nums (out, name, ml.class_line.v, ml.class_line.n);
      snprintf (name, sizeof name, "model_%d_op_first", i);
      emit_nums (out, name, first.v, first.n);
      snprintf (name, sizeof name, "model_%d_op_line", i);
      emit_nums (out, name, op.v, op.n);
      fprintf (out, "static const struct mca_model_index model_%d_index = {\n"
	       "  %zu,\n  %zu, model_%d_other,\n"
	       "  %zu, model_%d_class_id, model_%d_class_line,\n"
	       "  %zu, model_%d_op_first, model_%d_op_line\n};\n\n",
	       i, len, ml.other.n, i, ml.class_id.n, i, i, nforms, i, i);
      free (first.v);
      free (op.v);
    }
  for (size_t f = 0; f < nforms; f++)
    free (ml.ops[f].v);
  free (ml.ops);
  free (ml.other.v);
  free (ml.class_id.v);
  free (ml.class_line.v);
  free (text);
  return indexed;
}

int
main (int argc, char **argv)
{
  if (argc < 3)
    {
      fprintf (stderr, "usage: embed-index OUTPUT.c ISA-FILE MODEL-FILE...\n");
      return 1;
    }
  output = argv[1];
  out = fopen (output, "w");
  /* The key strings, gathered apart and appended as one array.  */
  FILE *blob = tmpfile ();
  if (!out || !blob)
    die (output, strerror (errno));
  fputs ("/* Generated by models/embed-index.c from the model data files; "
	 "do not edit.  */\n\n#include \"embedded_index.h\"\n\n", out);
  /* The blob is referred to before it is written.  */
  fputs ("extern const char mca_isa_index_strings[];\n\n", out);
  struct mca_isa *isa = emit_isa (argv[2], blob);

  int nmodels = argc - 3;
  bool *indexed = xcalloc (nmodels + 1, sizeof *indexed);
  for (int i = 0; i < nmodels; i++)
    indexed[i] = emit_model (argv[3 + i], i, isa);
  fputs ("const struct mca_model_index *const mca_embedded_model_index[] = "
	 "{\n", out);
  for (int i = 0; i < nmodels; i++)
    if (indexed[i])
      fprintf (out, "  &model_%d_index,\n", i);
    else
      fputs ("  0,\n", out);
  fputs ("  0\n};\n\n", out);
  free (indexed);

  fputs ("const char mca_isa_index_strings[] =\n", out);
  rewind (blob);
  int c;
  while ((c = getc (blob)) != EOF)
    putc (c, out);
  fputs ("  \"\";\n", out);
  fclose (blob);
  mca_isa_free (isa);
  if (fclose (out) != 0)
    die (output, "write error");
  return 0;
}
