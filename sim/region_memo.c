/* region_memo.c - results of simulated regions kept for reuse within a
   process (see region_memo.h).  */

#include "region_memo.h"

#include <ctype.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <libiberty/hashtab.h>
#include <libiberty/libiberty.h>

#include "asm.h"
#include "isa.h"
#include "strbuf.h"

struct mca_memo
{
  htab_t entries;		/* struct memo_entry, by key */
  htab_t texts;			/* struct text_entry, by key */
  size_t hits;
};

/* A result as the region that made it got it, without its name and
   lines, and that region's register families slot by slot: a region
   that takes it gets the result's register names moved to its own.  */
struct memo_entry
{
  struct mca_memo_key *key;
  hashval_t hash;
  struct mca_region_result result;
  unsigned nfamilies;
  mca_reg *families;
};

/* Register families a renaming may exchange: the simulation treats the
   members of one class alike (every built-in model's register files
   list them with the same costs; testsuite/unit/test-memo.c checks it).
   0: the family keeps its name (%rsp and the stack engine, %rip, the
   mask registers, which pair up for vp2intersect, the x87 and MMX
   registers, which alias).  */
unsigned
mca_memo_rename_class (mca_reg top)
{
  if (top == MCA_R_RAX || top == MCA_R_RBX || top == MCA_R_RCX
      || top == MCA_R_RDX)
    return 1;			/* with a high byte: %ah */
  if (top == MCA_R_RSI || top == MCA_R_RDI || top == MCA_R_RBP)
    return 2;
  if (top >= MCA_R_R8 && top <= MCA_R_R15)
    return 3;
  if (top >= MCA_R_ZMM0 && top <= MCA_R_ZMM15)
    return 4;
  if (top >= MCA_R_ZMM16 && top <= MCA_R_ZMM31)
    return 5;			/* EVEX only */
  return 0;
}

static bool
is_high_byte (mca_reg r)
{
  return r == MCA_R_AH || r == MCA_R_BH || r == MCA_R_CH || r == MCA_R_DH;
}

/* Which part of its family R is: its width, and the high byte apart.  */
static unsigned
part_of (mca_reg r)
{
  return mca_reg_bits (r) * 2 + (is_high_byte (r) ? 1 : 0);
}

/* The register of family TOP that is part PART, or MCA_REG_NONE.  */
static mca_reg
register_of (mca_reg top, unsigned part)
{
  size_t n = mca_reg_count ();
  for (size_t r = 1; r < n; r++)
    if (mca_reg_top ((mca_reg) r) == top && part_of ((mca_reg) r) == part)
      return (mca_reg) r;
  return MCA_REG_NONE;
}

/* Families no renaming may touch in SRC: every register an instruction
   reads or writes without naming it (a form's implicit operands, and
   whatever else its description adds).  */
static void
pinned_families (const struct mca_sinst *src, unsigned n, bool *pinned)
{
  for (unsigned k = 0; k < n; k++)
    {
      const struct mca_sinst *si = &src[k];
      bool named[MCA_R_COUNT];
      memset (named, 0, sizeof named);
      for (unsigned o = 0; o < si->text->nops; o++)
	{
	  const struct mca_operand *op = &si->text->ops[o];
	  named[mca_reg_top (op->reg)] = true;
	  named[mca_reg_top (op->mem.base)] = true;
	  named[mca_reg_top (op->mem.index)] = true;
	  named[mca_reg_top (op->mem.seg)] = true;
	  named[mca_reg_top (op->mask)] = true;
	}
      const struct mca_isa_form *f = si->form;
      for (unsigned d = 0; d < f->ndefs; d++)
	if (f->defs[d].kind == MCA_REF_IMPLICIT)
	  pinned[mca_reg_top (f->defs[d].reg)] = true;
      for (unsigned u = 0; u < f->nuses; u++)
	if (f->uses[u].kind == MCA_REF_IMPLICIT)
	  pinned[mca_reg_top (f->uses[u].reg)] = true;
      for (unsigned r = 0; r < si->nreads; r++)
	if (si->reads[r].implicit || !named[mca_reg_top (si->reads[r].reg)])
	  pinned[mca_reg_top (si->reads[r].reg)] = true;
      for (unsigned w = 0; w < si->nwrites; w++)
	if (!named[mca_reg_top (si->writes[w].reg)])
	  pinned[mca_reg_top (si->writes[w].reg)] = true;
    }
}

/* A key is bytes (numbers in their machine form, strings with their
   NUL): making it costs a few instructions a byte, where text through
   printf cost more than a short loop's simulation saved.  */
struct mca_memo_key
{
  size_t len, cap;
  unsigned char *bytes;
};

struct key_writer
{
  struct mca_memo_key *out;
  const bool *pinned;
  struct mca_memo_slots *slots;
  unsigned slot_of[MCA_R_COUNT];	/* slot + 1, 0: none yet */
  const char *labels[64];		/* local labels met, in order */
  unsigned nlabels;
};

static void
put_bytes (struct mca_memo_key *k, const void *p, size_t n)
{
  if (k->len + n > k->cap)
    {
      k->cap = k->cap * 2 > k->len + n ? k->cap * 2 : k->len + n + 256;
      k->bytes = xrealloc (k->bytes, k->cap);
    }
  memcpy (k->bytes + k->len, p, n);
  k->len += n;
}

static void
put_u64 (struct mca_memo_key *k, uint64_t v)
{
  put_bytes (k, &v, sizeof v);
}

static void
put_u8 (struct mca_memo_key *k, unsigned v)
{
  unsigned char c = (unsigned char) v;
  put_bytes (k, &c, 1);
}

static void
put_str (struct mca_memo_key *k, const char *s)
{
  put_bytes (k, s ? s : "", s ? strlen (s) + 1 : 1);
}

/* A register: its number when it keeps its name, else its slot (by
   first appearance), class and part.  */
static void
put_reg (struct key_writer *w, mca_reg r)
{
  mca_reg top = mca_reg_top (r);
  unsigned cls = r ? mca_memo_rename_class (top) : 0;
  if (!cls || w->pinned[top])
    {
      put_u8 (w->out, 'R');
      put_bytes (w->out, &r, sizeof r);
      return;
    }
  if (!w->slot_of[top])
    {
      w->slots->family[w->slots->n++] = top;
      w->slot_of[top] = w->slots->n;
    }
  uint16_t v[3] = { (uint16_t) (w->slot_of[top] - 1), (uint16_t) cls,
		    (uint16_t) part_of (r) };
  put_u8 (w->out, 'S');
  put_bytes (w->out, v, sizeof v);
}

/* A branch target that is a local label (.L5) by its order of first
   appearance: the labels say which branches a path takes (in the
   instructions' taken flags), their numbers nothing.  */
static void
put_target (struct key_writer *w, const char *expr)
{
  if (!(expr[0] == '.' && expr[1] == 'L' && isdigit ((unsigned char) expr[2])))
    {
      put_u8 (w->out, 'E');
      put_str (w->out, expr);
      return;
    }
  unsigned k = 0;
  while (k < w->nlabels && strcmp (w->labels[k], expr))
    k++;
  if (k == w->nlabels && w->nlabels < sizeof w->labels / sizeof *w->labels)
    w->labels[w->nlabels++] = expr;
  put_u8 (w->out, 'L');
  put_u8 (w->out, k);
}

static void
put_operand (struct key_writer *w, const struct mca_operand *op)
{
  put_u8 (w->out, op->kind);
  put_u8 (w->out, op->indirect | op->zeroing << 1 | op->imm_symbolic << 2);
  switch (op->kind)
    {
    case MCA_OPND_REG:
      put_reg (w, op->reg);
      break;
    case MCA_OPND_MEM:
      put_reg (w, op->mem.seg);
      put_reg (w, op->mem.base);
      put_reg (w, op->mem.index);
      put_u8 (w->out, op->mem.scale);
      put_u8 (w->out, op->mem.has_disp | op->mem.disp_symbolic << 1);
      put_u8 (w->out, op->mem.broadcast);
      put_u64 (w->out, (uint64_t) op->mem.disp);
      put_bytes (w->out, &op->mem.size_bits, sizeof op->mem.size_bits);
      put_str (w->out, op->expr);
      break;
    case MCA_OPND_IMM:
      put_u64 (w->out, (uint64_t) op->imm);
      put_str (w->out, op->expr);
      break;
    case MCA_OPND_EXPR:
      put_target (w, op->expr ? op->expr : op->text ? op->text : "");
      break;
    case MCA_OPND_ROUND:
      put_u8 (w->out, op->rounding);
      break;
    }
  if (op->mask)
    put_reg (w, op->mask);
}

struct mca_memo_key *
mca_memo_key (const struct mca_model *model, const struct mca_options *o,
	      const struct mca_sinst *src, unsigned n,
	      struct mca_memo_slots *slots)
{
  slots->n = 0;
  if (o->model_text)
    return NULL;
  bool pinned[MCA_R_COUNT];
  memset (pinned, 0, sizeof pinned);
  pinned_families (src, n, pinned);
  struct mca_memo_key *key = xcalloc (1, sizeof *key);
  /* Every option a run reads.  */
  const void *m = model;
  put_bytes (key, &m, sizeof m);
  unsigned opts[] = { o->iterations, o->trip_count, o->dispatch_width,
		      o->register_file_size, o->load_queue, o->store_queue,
		      o->no_alias, o->call_latency, o->skip_kinds,
		      o->skip_unsupported, o->analyze_bottlenecks,
		      o->steady_state, o->eager_events, o->disable_cb };
  put_bytes (key, opts, sizeof opts);
  struct key_writer *w = xcalloc (1, sizeof *w);
  w->out = key;
  w->pinned = pinned;
  w->slots = slots;
  for (unsigned k = 0; k < n; k++)
    {
      const struct mca_asm_inst *t = src[k].text;
      unsigned head[4] = { src[k].form->id, t->prefixes,
			   t->intel, src[k].taken_branch };
      put_bytes (key, head, sizeof head);
      put_str (key, t->mnemonic);
      put_u8 (key, t->nops);
      for (unsigned op = 0; op < t->nops; op++)
	put_operand (w, &t->ops[op]);
    }
  free (w);
  return key;
}

void
mca_memo_key_free (struct mca_memo_key *key)
{
  if (!key)
    return;
  free (key->bytes);
  free (key);
}

static hashval_t
key_hash (const struct mca_memo_key *k)
{
  return iterative_hash (k->bytes, k->len, 0);
}

/* The register families of a region, slot by slot.  */
struct families
{
  unsigned n;
  const mca_reg *family;
};

/* S with its register names moved from the families of FROM to those
   of TO, slot by slot (%eax to %r9d when slot 0 is %rax in FROM and %r9
   in TO); other names stay.  */
static char *
rename_in (const char *s, const struct families *from,
	   const struct families *to)
{
  if (!s)
    return NULL;
  struct mca_strbuf out;
  mca_sb_init (&out);
  while (*s)
    {
      if (*s != '%')
	{
	  mca_sb_putc (&out, *s++);
	  continue;
	}
      const char *name = s + 1;
      size_t len = 0;
      while (isalnum ((unsigned char) name[len]))
	len++;
      mca_reg r = len ? mca_reg_lookup (name, len) : MCA_REG_NONE;
      unsigned slot = 0;
      while (r && slot < from->n && from->family[slot] != mca_reg_top (r))
	slot++;
      mca_reg renamed = r && slot < from->n && slot < to->n
	? register_of (to->family[slot], part_of (r)) : MCA_REG_NONE;
      mca_sb_putc (&out, '%');
      if (renamed)
	mca_sb_puts (&out, mca_reg_asm_name (renamed));
      else
	mca_sb_write (&out, name, len);
      s = name + len;
    }
  return mca_sb_take (&out);
}

/* A copy of R, its register names moved from FROM to TO (rename_in, or
   none when FROM is NULL), without name and lines.  */
static void
copy_renamed (const struct mca_region_result *r,
	      const struct families *from, const struct families *to,
	      struct mca_region_result *out)
{
  *out = *r;
  out->name = NULL;
  out->inst_lines = NULL;
  out->bounds = r->nbounds ? XNEWVEC (struct mca_bound, r->nbounds) : NULL;
  for (size_t k = 0; k < r->nbounds; k++)
    {
      const char *what = r->bounds[k].what;
      out->bounds[k] = r->bounds[k];
      out->bounds[k].what = from ? rename_in (what, from, to)
	: what ? xstrdup (what) : NULL;
      out->bounds[k].words = r->bounds[k].words
	? xstrdup (r->bounds[k].words) : NULL;
    }
  out->chain = r->nchain ? XNEWVEC (struct mca_chain_link, r->nchain) : NULL;
  for (size_t k = 0; k < r->nchain; k++)
    {
      const char *reg = r->chain[k].reg;
      out->chain[k] = r->chain[k];
      out->chain[k].reg = from ? rename_in (reg, from, to)
	: reg ? xstrdup (reg) : NULL;
    }
}

static hashval_t
entry_hash (const void *e)
{
  return ((const struct memo_entry *) e)->hash;
}

static int
keys_equal (const struct mca_memo_key *a, const struct mca_memo_key *b)
{
  return a->len == b->len && memcmp (a->bytes, b->bytes, a->len) == 0;
}

static int
entry_eq (const void *e, const void *key)
{
  return keys_equal (((const struct memo_entry *) e)->key, key);
}

static void
entry_free (void *p)
{
  struct memo_entry *e = p;
  mca_memo_key_free (e->key);
  mca_region_result_free (&e->result);
  free (e->families);
  free (e);
}

/* A whole text analysed before with the same options (its local labels
   renumbered), and what it gave, without diagnostics (which may quote
   its labels): the same text again needs neither parsing nor
   descriptions.  */
struct text_entry
{
  struct mca_memo_key *key;
  hashval_t hash;
  struct mca_result result;
};

static hashval_t
text_hash (const void *e)
{
  return ((const struct text_entry *) e)->hash;
}

static int
text_eq (const void *e, const void *key)
{
  return keys_equal (((const struct text_entry *) e)->key, key);
}

static void
text_free (void *p)
{
  struct text_entry *e = p;
  mca_memo_key_free (e->key);
  mca_result_free (&e->result);
  free (e);
}

/* A deep copy of R, one region of N instructions, into *OUT.  */
static void
copy_result (const struct mca_result *r, unsigned n, struct mca_result *out)
{
  memset (out, 0, sizeof *out);
  out->report = xstrdup (r->report ? r->report : "");
  out->nregions = 1;
  out->regions = XNEW (struct mca_region_result);
  copy_renamed (&r->regions[0], NULL, NULL, out->regions);
  out->regions[0].name = xstrdup (r->regions[0].name ? r->regions[0].name
					: "");
  out->regions[0].inst_lines = XNEWVEC (unsigned, n);
  memcpy (out->regions[0].inst_lines, r->regions[0].inst_lines,
	  n * sizeof *out->regions[0].inst_lines);
  out->ndiags = r->ndiags;
  out->diags = XNEWVEC (struct mca_diagnostic, r->ndiags ? r->ndiags : 1);
  for (size_t k = 0; k < r->ndiags; k++)
    {
      out->diags[k] = r->diags[k];
      out->diags[k].message = xstrdup (r->diags[k].message);
    }
  out->nerrors = r->nerrors;
  out->model = r->model;
}

struct mca_memo_key *
mca_memo_text_key (const struct mca_options *o, const char *text,
		   size_t len)
{
  struct mca_memo_key *key = xcalloc (1, sizeof *key);
  put_str (key, o->cpu);
  unsigned opts[] = { o->iterations, o->trip_count, o->dispatch_width,
		      o->register_file_size, o->load_queue, o->store_queue,
		      o->no_alias, o->call_latency, o->skip_kinds,
		      o->skip_unsupported, o->analyze_bottlenecks,
		      o->steady_state, o->eager_events, o->disable_cb };
  put_bytes (key, opts, sizeof opts);
  /* Local labels by their order of first appearance: the same loop in
     two functions has differently numbered labels.  */
  const char *seen[64];
  size_t seen_len[64], nseen = 0;
  const char *end = text + len, *p = text;
  while (p < end)
    {
      const char *l = p;
      while (l + 2 < end && !(l[0] == '.' && l[1] == 'L'
			      && isdigit ((unsigned char) l[2])))
	l++;
      if (l + 2 >= end)
	break;
      put_bytes (key, p, l + 2 - p);
      const char *digits = l + 2;
      size_t n = 0;
      while (digits + n < end && isdigit ((unsigned char) digits[n]))
	n++;
      size_t k = 0;
      while (k < nseen && !(seen_len[k] == n && !memcmp (seen[k], digits, n)))
	k++;
      if (k == nseen && nseen < sizeof seen / sizeof *seen)
	{
	  seen[nseen] = digits;
	  seen_len[nseen++] = n;
	}
      if (k < nseen)
	{
	  put_u8 (key, 0);
	  put_bytes (key, &k, sizeof k);
	}
      else
	put_bytes (key, digits, n);	/* past the table: as written */
      p = digits + n;
    }
  put_bytes (key, p, end - p);
  return key;
}

bool
mca_memo_recall_text (struct mca_memo *memo, const struct mca_memo_key *key,
		      struct mca_result *res)
{
  const struct text_entry *e
    = htab_find_with_hash (memo->texts, key, key_hash (key));
  if (!e)
    return false;
  copy_result (&e->result, e->result.regions[0].ninstructions, res);
  memo->hits++;
  return true;
}

void
mca_memo_keep_text (struct mca_memo *memo, struct mca_memo_key *key,
		    const struct mca_result *res)
{
  hashval_t hash = key_hash (key);
  void **slot = htab_find_slot_with_hash (memo->texts, key, hash, INSERT);
  if (*slot)
    {
      mca_memo_key_free (key);
      return;
    }
  struct text_entry *e = xcalloc (1, sizeof *e);
  e->key = key;
  e->hash = hash;
  copy_result (res, res->regions[0].ninstructions, &e->result);
  *slot = e;
}

struct mca_memo *
mca_memo_new (void)
{
  struct mca_memo *m = xcalloc (1, sizeof *m);
  m->entries = htab_create (64, entry_hash, entry_eq, entry_free);
  m->texts = htab_create (64, text_hash, text_eq, text_free);
  return m;
}

void
mca_memo_free (struct mca_memo *m)
{
  if (!m)
    return;
  htab_delete (m->entries);
  htab_delete (m->texts);
  free (m);
}

size_t
mca_memo_hits (const struct mca_memo *m)
{
  return m ? m->hits : 0;
}

bool
mca_memo_fill (struct mca_memo *memo, const struct mca_memo_key *key, const char *name,
	       unsigned begin_line, const struct mca_sinst *src, unsigned n,
	       const struct mca_memo_slots *slots,
	       struct mca_region_result *out)
{
  const struct memo_entry *e
    = htab_find_with_hash (memo->entries, key, key_hash (key));
  if (!e)
    return false;
  struct families from = { e->nfamilies, e->families };
  struct families to = { slots->n, slots->family };
  copy_renamed (&e->result, &from, &to, out);
  out->name = xstrdup (name ? name : "");
  out->begin_line = begin_line;
  out->inst_lines = xcalloc (n ? n : 1, sizeof *out->inst_lines);
  for (unsigned k = 0; k < n; k++)
    out->inst_lines[k] = src[k].text->line;
  memo->hits++;
  return true;
}

void
mca_memo_store (struct mca_memo *memo, struct mca_memo_key *key,
		const struct mca_region_result *r,
		const struct mca_memo_slots *slots)
{
  hashval_t hash = key_hash (key);
  void **slot = htab_find_slot_with_hash (memo->entries, key, hash, INSERT);
  if (*slot)
    {
      mca_memo_key_free (key);
      return;
    }
  struct memo_entry *e = xcalloc (1, sizeof *e);
  e->key = key;
  e->hash = hash;
  copy_renamed (r, NULL, NULL, &e->result);
  e->nfamilies = slots->n;
  e->families = XNEWVEC (mca_reg, slots->n ? slots->n : 1);
  memcpy (e->families, slots->family, slots->n * sizeof *e->families);
  *slot = e;
}
