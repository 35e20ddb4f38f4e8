/* isa_key.c - matching a parsed instruction to its instruction form: the
   lookup keys of models/FORMAT computed from the operands (literal
   registers before register classes, i1 and i8 before i, sized Intel
   memory, VSIB, {evex} keys), the fallbacks through other spellings
   (isa_spell.c), and the normalized instruction whose operands line up
   with the form's AT&T key; also the memory sizes the Intel printer
   needs.  */

#include "isa_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define MAX_CANDS 24
#define KIND_LEN 24

/* The kinds one operand may take in a key, most specific first.  */
struct cands
{
  unsigned n;
  char k[MAX_CANDS][KIND_LEN];
};

/* Add the kind made of the strings that follow C, up to a NULL (cut at
   KIND_LEN - 1 characters), unless C has it.  */
static void ATTRIBUTE_SENTINEL
add_cand (struct cands *c, ...)
{
  if (c->n == MAX_CANDS)
    return;
  char *k = c->k[c->n];
  size_t len = 0;
  va_list ap;
  va_start (ap, c);
  for (const char *part; (part = va_arg (ap, const char *));)
    for (; *part && len < KIND_LEN - 1; part++)
      k[len++] = *part;
  va_end (ap);
  k[len] = 0;
  for (unsigned i = 0; i < c->n; i++)
    if (strcmp (c->k[i], k) == 0)
      return;
  c->n++;
}

/* N in decimal, in BUF (room for 11 characters).  */
static const char *
decimal (unsigned n, char *buf)
{
  char *p = buf + 11;
  *p = 0;
  do
    *--p = (char) ('0' + n % 10);
  while (n /= 10);
  return p;
}

static bool imm8_fits (const struct mca_operand *op, unsigned bits);

static const char *
class_kind (mca_reg r)
{
  switch (mca_reg_class (r))
    {
    case MCA_RC_GPR8: return "r8";
    case MCA_RC_GPR16: return "r16";
    case MCA_RC_GPR32: return "r32";
    case MCA_RC_GPR64: return "r64";
    case MCA_RC_XMM: return "x";
    case MCA_RC_YMM: return "y";
    case MCA_RC_ZMM: return "z";
    case MCA_RC_MASK: return "k";
    case MCA_RC_MMX: return "mm";
    case MCA_RC_X87: return "st";
    case MCA_RC_SEG: return "seg";
    case MCA_RC_CTRL: return "cr";
    case MCA_RC_DEBUG: return "dr";
    case MCA_RC_BND: return "bnd";
    case MCA_RC_TILE: return "tmm";
    default: return NULL;
    }
}

/* LIT: the registers that get a literal kind (NULL: none).  */
static void
operand_cands (const bool *lit, const struct mca_operand *op,
	       bool intel_key, unsigned bits, struct cands *c)
{
  static const unsigned sizes[] = {8, 16, 32, 64, 80, 128, 256, 512, 48};
  char deco[12] = "", bc[12] = "", num[12];
  const char *star = op->indirect ? "*" : "";
  if (op->mask)
    strcpy (deco, op->zeroing ? "{k}{z}" : "{k}");
  else if (op->zeroing)
    strcpy (deco, "{z}");
  c->n = 0;
  switch (op->kind)
    {
    case MCA_OPND_REG:
      {
	const char *cls = class_kind (op->reg);
	/* Literal registers by canonical name; st0 also as `%st'.  */
	if (lit && op->reg < MCA_R_COUNT && lit[op->reg])
	  add_cand (c, star, "%", mca_reg_name (op->reg), deco, NULL);
	if (lit && op->reg == MCA_R_ST0 && lit[op->reg])
	  add_cand (c, star, "%st", deco, NULL);
	if (cls)
	  add_cand (c, star, cls, deco, NULL);
	if (cls && op->indirect)
	  add_cand (c, cls, deco, NULL);
      }
      break;
    case MCA_OPND_MEM:
      {
	/* A vector index (VSIB) shows in the kind: m/x m/y m/z.  */
	const char *cls = op->mem.index ? class_kind (op->mem.index) : NULL;
	char vs[4] = "";
	if (cls && (cls[0] == 'x' || cls[0] == 'y' || cls[0] == 'z'))
	  snprintf (vs, sizeof vs, "/%s", cls);
	if (op->mem.broadcast)
	  snprintf (bc, sizeof bc, "{1to%u}", op->mem.broadcast);
	for (int v = 0; v < (vs[0] ? 2 : 1); v++)
	  {
	    const char *x = v ? "" : vs;
	    if (!intel_key)
	      add_cand (c, star, "m", x, bc, deco, NULL);
	    else if (op->mem.size_bits)
	      {
		add_cand (c, star, "m", decimal (op->mem.size_bits, num), x, bc,
			  deco, NULL);
		add_cand (c, star, "m", x, bc, deco, NULL);
	      }
	    else
	      {
		/* Unsized Intel memory (`lea rax, [rip+x]', `prefetcht0
		   [rax]'): the key may be sized by the form.  */
		add_cand (c, star, "m", x, bc, deco, NULL);
		for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
		  add_cand (c, star, "m", decimal (sizes[i], num), x, bc, deco,
			    NULL);
	      }
	  }
	if (op->indirect)
	  add_cand (c, "m", bc, deco, NULL);
      }
      break;
    case MCA_OPND_IMM:
      if (!op->imm_symbolic && op->imm == 1)
	add_cand (c, "i1", NULL);
      if (imm8_fits (op, bits))
	add_cand (c, "i8", NULL);
      add_cand (c, "i", NULL);
      break;
    case MCA_OPND_EXPR:
      add_cand (c, "rel", NULL);
      add_cand (c, "m", NULL);
      break;
    case MCA_OPND_ROUND:
      add_cand (c, op->rounding == MCA_ROUND_SAE ? "{sae}" : "{er}", NULL);
      break;
    }
}

/* A successful lookup: the form, the key that found it, and that key's
   operand kinds in AT&T order.  */
struct found
{
  const struct mca_isa_form *form;
  const char *key;
  bool intel_key;
  unsigned n;
  char kinds[MCA_MAX_OPERANDS][KIND_LEN];
};

/* LLVM's sign-extended 8-bit immediate operand classes (ADD32ri8,
   PUSH64i8 ...) take values that fit in 8 bits sign-extended to the
   operation's BITS (0 when unknown: -128..127 only), and symbolic values
   (relaxed later).  */
static bool
imm8_fits (const struct mca_operand *op, unsigned bits)
{
  uint64_t v = (uint64_t) op->imm;
  return op->imm_symbolic || v <= 0x7f || v >= 0xffffffffffffff80ull
    || (bits == 32 && v >= 0xffffff80ull && v <= 0xffffffffull)
    || (bits == 16 && v >= 0xff80ull && v <= 0xffffull);
}

/* A form with a sign-extended 8-bit immediate on a wider operation, by
   LLVM's opcode naming (ADD32ri8, AND64mi8, IMUL32rri8, PUSH64i8; not
   ADD8i8 or ADD8ri8).  */
static bool
imm8_form (const struct mca_isa_form *form)
{
  const char *o = form->opcode;
  size_t n = strlen (o);
  if (n < 3 || strcmp (o + n - 2, "i8") != 0)
    return false;
  size_t k = n - 2;
  while (k > 0 && (o[k - 1] == 'r' || o[k - 1] == 'm'))
    k--;
  return !(k >= 2 && o[k - 1] == '8' && !(o[k - 2] >= '0' && o[k - 2] <= '9'));
}

/* The operation size the immediates extend to: the last general
   register, else a sized memory operand, else an AT&T size suffix of MN;
   0 when nothing says.  */
static unsigned
operation_bits (const struct isa_work *w, const char *mn, bool intel)
{
  for (unsigned i = w->n; i-- > 0;)
    if (w->ops[i].kind == MCA_OPND_REG)
      switch (mca_reg_class (w->ops[i].reg))
	{
	case MCA_RC_GPR8: case MCA_RC_GPR16: case MCA_RC_GPR32:
	case MCA_RC_GPR64:
	  return mca_reg_bits (w->ops[i].reg);
	default:
	  break;
	}
  for (unsigned i = 0; i < w->n; i++)
    if (w->ops[i].kind == MCA_OPND_MEM && w->ops[i].mem.size_bits
	&& w->ops[i].mem.size_bits <= 64)
      return w->ops[i].mem.size_bits;
  size_t len = strlen (mn);
  if (!intel && len > 1)
    switch (mn[len - 1])
      {
      case 'b': return 8;
      case 'w': return 16;
      case 'l': return 32;
      case 'q': return 64;
      default: break;
      }
  return 0;
}

/* xmm16-31 and ymm16-31 need EVEX: keys of forms chosen that way start
   with "{evex} ".  */
static bool
evex_only (mca_reg r)
{
  return (r >= MCA_R_XMM16 && r <= MCA_R_XMM31)
    || (r >= MCA_R_YMM16 && r <= MCA_R_YMM31);
}

/* Look W up under mnemonic MN in the AT&T or the Intel keys: every
   combination of the operands' candidate kinds, literal registers first,
   the last operand varying fastest (models/FORMAT's key lookup), first
   with the pseudo prefix the text implies ("{evex} ", "{vex} "), then
   without.  */
static const struct mca_isa_form *
try_keys (const struct mca_isa *isa, const char *mn, const struct isa_work *w,
	  bool intel_key, struct found *f)
{
  if (intel_key)
    isa_ensure_intel (isa);
  if (!isa_lookup (isa, intel_key ? MCA_ISA_INTEL_MNEMONICS
		   : MCA_ISA_ATT_MNEMONICS, mn))
    return NULL;
  /* Key order: AT&T order, or Intel order for a table that writes Intel
     keys that way.  */
  bool rev = intel_key && !isa->intel_att_order;
  struct cands c[MCA_MAX_OPERANDS];
  unsigned order[MCA_MAX_OPERANDS], no = 0;
  int want8 = -1;		/* -1: no immediate; else imm8_fits */
  bool evex = (w->prefixes & MCA_PFX_EVEX) != 0;
  unsigned bits = operation_bits (w, mn, intel_key);
  for (unsigned i = 0; i < w->n; i++)
    {
      const struct mca_operand *op = &w->ops[rev ? w->n - 1 - i : i];
      operand_cands (intel_key ? isa->intel_literal : isa->att_literal,
		     op, intel_key, bits, &c[i]);
      if (!c[i].n)
	return NULL;
      if (op->kind == MCA_OPND_IMM && want8 < 0)
	want8 = imm8_fits (op, bits);
      evex |= (op->kind == MCA_OPND_REG && evex_only (op->reg))
	|| (op->kind == MCA_OPND_MEM && evex_only (op->mem.index));
    }
  const char *prefixes[2] = {evex ? "{evex} " : (w->prefixes & MCA_PFX_VEX)
			     ? "{vex} " : NULL, ""};
  /* Operand 0 (AT&T order) varies slowest: the immediate, normally.  */
  for (unsigned i = 0; i < w->n; i++)
    order[no++] = rev ? w->n - 1 - i : i;

  enum mca_isa_table keys = intel_key ? MCA_ISA_INTEL_KEYS
				     : MCA_ISA_ATT_KEYS;
  char key[ISA_MN_LEN + 8 + MCA_MAX_OPERANDS * KIND_LEN + 8];
  const struct isa_entry *first = NULL, *best = NULL;
  unsigned first_idx[MCA_MAX_OPERANDS] = {0}, best_idx[MCA_MAX_OPERANDS];
  for (int pf = 0; pf < 2 && !best; pf++)
    {
      unsigned idx[MCA_MAX_OPERANDS] = {0};
      if (!prefixes[pf])
	continue;
      for (;;)
	{
	  /* KEY has room for the longest prefix, mnemonic and kinds.  */
	  char *end = stpcpy (stpcpy (key, prefixes[pf]), mn);
	  for (unsigned i = 0; i < w->n; i++)
	    {
	      *end++ = i ? ',' : ' ';
	      end = stpcpy (end, c[i].k[idx[i]]);
	    }
	  const struct isa_entry *e = isa_lookup (isa, keys, key);
	  /* A table with i8 kinds has one form per key: the first found is
	     it.  Without them, several forms share a key and LLVM prefers
	     the imm8 forms when the value fits, the others when not, which
	     a later key may offer (`addq $1, %rax': ADD64ri8 before
	     ADD64i32).  */
	  for (const struct isa_entry *x = e; x && !best; x = x->next)
	    {
	      if (!first)
		{
		  first = x;
		  memcpy (first_idx, idx, sizeof idx);
		}
	      if (isa->has_i8 || want8 < 0
		  || imm8_form (x->form) == (want8 != 0))
		{
		  best = x;
		  memcpy (best_idx, idx, sizeof idx);
		}
	    }
	  if (best)
	    break;
	  int p = (int) w->n - 1;
	  while (p >= 0 && ++idx[order[p]] == c[order[p]].n)
	    idx[order[p--]] = 0;
	  if (p < 0)
	    break;
	}
    }
  if (!best)
    {
      best = first;
      memcpy (best_idx, first_idx, sizeof best_idx);
    }
  if (!best)
    return NULL;
  f->form = best->form;
  f->key = best->key;
  f->intel_key = intel_key;
  f->n = w->n;
  for (unsigned i = 0; i < w->n; i++)
    strcpy (f->kinds[rev ? w->n - 1 - i : i], c[i].k[best_idx[i]]);
  return best->form;
}

/* Where a try of MS's spellings starts: past the first when it is W's
   own mnemonic, already tried in that syntax (TRIED).  */
static unsigned
skip_own (const struct isa_spellings *ms, const struct isa_work *w,
	  bool tried)
{
  return tried && ms->n && strcmp (ms->m[0], w->mnemonic) == 0;
}

static const struct mca_isa_form *
try_work (const struct mca_isa *isa, const struct isa_work *w, bool intel,
	  struct found *f)
{
  /* Without a rep prefix the first spelling is the text's own, which
     most instructions match: it is tried before the other spellings
     are made (their alias tables are scanned whole), and skipped when
     it heads their list in the same syntax (skip_own).  */
  bool own_tried = !(w->prefixes & MCA_PFX_REP);
  if (own_tried && try_keys (isa, w->mnemonic, w, intel, f))
    return f->form;
  struct isa_spellings ms;
  if (intel)
    {
      isa_spellings (w, false, &ms);
      for (unsigned i = skip_own (&ms, w, own_tried); i < ms.n; i++)
	if (try_keys (isa, ms.m[i], w, true, f))
	  return f->form;
    }
  /* AT&T keys, also for Intel text whose Intel spelling is missing.  */
  isa_spellings (w, true, &ms);
  for (unsigned i = skip_own (&ms, w, own_tried && !intel); i < ms.n; i++)
    if (try_keys (isa, ms.m[i], w, false, f))
      return f->form;
  return NULL;
}

/* ---- normalization to the form's AT&T key ---- */

/* Split KEY's operand kinds (after a "{evex} " style prefix and the
   mnemonic); returns their count.  */
static unsigned
key_kinds (const char *key, char kinds[][KIND_LEN])
{
  if (key[0] == '{' && strstr (key, "} "))
    key = strstr (key, "} ") + 2;
  const char *p = strchr (key, ' ');
  unsigned n = 0;
  while (p && n < MCA_MAX_OPERANDS)
    {
      p++;
      size_t len = strcspn (p, ",");
      size_t kept = len < KIND_LEN ? len : KIND_LEN - 1;
      memcpy (kinds[n], p, kept);
      kinds[n++][kept] = 0;
      p = p[len] ? p + len : NULL;
    }
  return n;
}

/* Kinds name the same operand when they agree but for an Intel memory
   size or i1/i8/i.  */
static bool
same_kind (const char *a, const char *b)
{
  char na[KIND_LEN], nb[KIND_LEN];
  const char *src[2] = {a, b};
  char *dst[2] = {na, nb};
  for (int k = 0; k < 2; k++)
    {
      const char *s = src[k];
      char *d = dst[k];
      if (*s == '*')
	*d++ = *s++;
      if (*s == 'm')
	{
	  *d++ = *s++;
	  while (*s >= '0' && *s <= '9')
	    s++;
	}
      else if (strcmp (s, "i1") == 0 || strcmp (s, "i8") == 0)
	s = "i";
      size_t room = KIND_LEN - 1 - (size_t) (d - dst[k]);
      size_t len = strnlen (s, room);
      memcpy (d, s, len);
      d[len] = 0;
    }
  return strcmp (na, nb) == 0;
}

/* Fill NORM's operands from W as the form's AT&T key orders them;
   false when W's operands had to be kept as they are.  */
static bool
normalize (const struct isa_work *w, const struct found *f,
	   struct mca_asm_inst *norm)
{
  bool ok = true;
  struct mca_operand ops[MCA_MAX_OPERANDS];
  unsigned n = w->n;
  memcpy (ops, w->ops, n * sizeof ops[0]);
  if (f->intel_key || f->key != f->form->att_key)
    {
      /* Matched through an alias or the Intel key: take the operands in
	 the order of the AT&T key, by kind; operands the AT&T key leaves
	 implicit drop out.  If the kinds do not line up, keep the text's
	 order.  */
      char att[MCA_MAX_OPERANDS][KIND_LEN];
      unsigned na = key_kinds (f->form->att_key, att);
      struct mca_operand perm[MCA_MAX_OPERANDS];
      bool used[MCA_MAX_OPERANDS] = {false};
      for (unsigned j = 0; j < na && ok; j++)
	{
	  unsigned p = 0;
	  while (p < f->n && (used[p] || !same_kind (att[j], f->kinds[p])))
	    p++;
	  if (p == f->n)
	    ok = false;
	  else
	    {
	      used[p] = true;
	      perm[j] = w->ops[p];
	    }
	}
      if (ok)
	{
	  n = na;
	  memcpy (ops, perm, n * sizeof ops[0]);
	}
    }
  memcpy (norm->ops, ops, n * sizeof ops[0]);
  norm->nops = (uint8_t) n;
  return ok;
}

static void
describe (const struct isa_work *w, bool intel, char *why, size_t size,
	  bool known)
{
  if (!why || !size)
    return;
  if (!known)
    {
      snprintf (why, size, "unknown mnemonic `%s'", w->mnemonic);
      return;
    }
  size_t len = (size_t) snprintf (why, size, "no form of `%s' takes "
				  "operands (", w->mnemonic);
  for (unsigned i = 0; i < w->n && len < size; i++)
    {
      const struct mca_operand *op = &w->ops[intel ? w->n - 1 - i : i];
      struct cands c;
      operand_cands (NULL, op, intel, 0, &c);
      /* The general kind: a class, sized memory, i.  */
      len += (size_t) snprintf (why + len, size - len, "%s%s", i ? "," : "",
				op->kind == MCA_OPND_IMM ? "i"
				: c.n ? c.k[0] : "?");
    }
  if (len < size)
    snprintf (why + len, size - len, ")");
}

static bool
known_mnemonic (const struct mca_isa *isa, const struct isa_work *w, bool intel)
{
  if (intel)
    isa_ensure_intel (isa);
  struct isa_spellings ms;
  isa_spellings (w, true, &ms);
  for (unsigned i = 0; i < ms.n; i++)
    if (isa_lookup (isa, MCA_ISA_ATT_MNEMONICS, ms.m[i])
	|| (intel && isa_lookup (isa, MCA_ISA_INTEL_MNEMONICS, ms.m[i])))
      return true;
  return false;
}

/* xmm8-15, ymm8-15: need the REX-like VEX.R/B bits.  */
static bool
extended_vec (const struct mca_operand *op)
{
  if (op->kind != MCA_OPND_REG)
    return false;
  mca_reg r = op->reg;
  return (r >= MCA_R_XMM8 && r <= MCA_R_XMM15)
    || (r >= MCA_R_YMM8 && r <= MCA_R_YMM15);
}

/* LLVM's parser re-encodes instructions whose first AT&T operand is
   extended and the second (or the destination) is not, so that a 2-byte
   VEX prefix suffices: register moves become their reversed forms
   (VMOVAPSrr -> VMOVAPSrr_REV) and commutable operations swap their
   sources (`vaddps %xmm8, %xmm1, %xmm0' prints `vaddps %xmm1, %xmm8,
   %xmm0').  Follow it, unless a {vex*} pseudo prefix asked otherwise.  */
static const struct mca_isa_form *
vex2_reencode (const struct mca_isa *isa, const struct mca_isa_form *form,
	       struct mca_asm_inst *norm)
{
  static const struct { const char *from, *to; } revs[] = {
#define MCA_ISA_VEX2_REV(F, T) {F, T},
#include "isa_alias.def"
  };
  static const char *const commute[] = {
#define MCA_ISA_VEX2_COMMUTE(O) O,
#include "isa_alias.def"
  };
  if (norm->nops < 2 || !extended_vec (&norm->ops[0])
      || (norm->prefixes & MCA_PFX_VEX))
    return form;
  if (!extended_vec (&norm->ops[norm->nops - 1]))
    for (size_t i = 0; i < sizeof revs / sizeof revs[0]; i++)
      if (strcmp (form->opcode, revs[i].from) == 0)
	{
	  const struct mca_isa_form *r = mca_isa_find_opcode (isa,
							      revs[i].to);
	  return r ? r : form;
	}
  if (norm->nops != 3 || extended_vec (&norm->ops[1])
      || norm->ops[1].kind != MCA_OPND_REG
      || norm->ops[2].kind != MCA_OPND_REG)
    return form;
  bool swap = false;
  for (size_t i = 0; i < sizeof commute / sizeof commute[0] && !swap; i++)
    swap = strcmp (form->opcode, commute[i]) == 0;
  /* Compares commute for the symmetric predicates only.  */
  if (!swap && strncmp (form->opcode, "VCMP", 4) == 0
      && strcmp (form->opcode + strlen (form->opcode) - 3, "rri") == 0
      && !strchr (form->opcode, 'Z'))
    {
      int v = isa_compare_value (norm->mnemonic);
      swap = v >= 0 && ((v & 7) == 0 || (v & 7) == 3 || (v & 7) == 4
			|| (v & 7) == 7);
    }
  if (swap)
    {
      struct mca_operand t = norm->ops[0];
      norm->ops[0] = norm->ops[1];
      norm->ops[1] = t;
    }
  return form;
}

const struct mca_isa_form *
mca_isa_match_key (const struct mca_isa *isa,
		   const struct mca_asm_inst *inst, struct mca_asm_inst *norm,
		   const char **key, bool *intel_key, char *why, size_t size)
{
  *norm = *inst;
  *key = NULL;
  *intel_key = false;
  if (why && size)
    why[0] = 0;
  if (!isa)
    {
      if (why && size)
	snprintf (why, size, "no instruction table");
      return NULL;
    }
  bool intel = inst->intel;
  struct isa_work w, alt;
  /* The text's mnemonic always fits the work copy's.  */
  _Static_assert (sizeof inst->mnemonic <= sizeof w.mnemonic,
		  "a mnemonic fits the work copy");
  strcpy (w.mnemonic, inst->mnemonic);
  w.n = inst->nops;
  w.prefixes = inst->prefixes;
  memcpy (w.ops, inst->ops, w.n * sizeof w.ops[0]);

  struct found f;
  const struct mca_isa_form *form = NULL;
  const struct isa_work *used = &w;
  /* A shift or rotate by a written 1 is LLVM's by-one form (SHL32r1,
     `shll %eax') even where a by-immediate form would take it.  */
  if (w.n == 2 && w.ops[0].kind == MCA_OPND_IMM && !w.ops[0].imm_symbolic
      && w.ops[0].imm == 1 && isa_shift_mnemonic (w.mnemonic))
    {
      alt = w;
      alt.n--;
      memmove (alt.ops, alt.ops + 1, alt.n * sizeof alt.ops[0]);
      form = try_work (isa, &alt, intel, &f), used = &alt;
    }
  if (!form)
    form = try_work (isa, &w, intel, &f), used = &w;
  /* Other spellings of the operands, in order: string instructions
     without operands, exchanged operands of xchg and test, compare
     predicates.  */
  if (!form && isa_string_operands (&w, intel, &alt))
    form = try_work (isa, &alt, intel, &f), used = &alt;
  if (!form && w.n == 2 && (strncmp (w.mnemonic, "xchg", 4) == 0
			    || strncmp (w.mnemonic, "test", 4) == 0))
    {
      alt = w;
      alt.ops[0] = w.ops[1];
      alt.ops[1] = w.ops[0];
      form = try_work (isa, &alt, intel, &f), used = &alt;
    }
  if (!form && isa_compare_predicate (&w, &alt))
    form = try_work (isa, &alt, intel, &f), used = &alt;
  if (!form && isa_default_operands (&w, &alt))
    form = try_work (isa, &alt, intel, &f), used = &alt;
  if (!form && isa_extend_suffixes (&w, intel, &alt))
    form = try_work (isa, &alt, intel, &f), used = &alt;
  if (!form)
    {
      describe (&w, intel, why, size, known_mnemonic (isa, &w, intel));
      return NULL;
    }
  /* A K line with its own references (a copy of the form) applies when
     the operands stay in the text's order; normalized operands go with
     the form's own references.  */
  if (normalize (used, &f, norm))
    form = isa_base_form (isa, form);
  /* The spelling that matched, as the table writes it (`je', `cmovel').  */
  {
    const char *k = f.key;
    if (k[0] == '{' && strstr (k, "} "))
      k = strstr (k, "} ") + 2;
    size_t ml = strcspn (k, " ");
    if (ml < sizeof norm->mnemonic)
      {
	memcpy (norm->mnemonic, k, ml);
	norm->mnemonic[ml] = 0;
      }
  }
  isa_compare_mnemonic (form, &w, used, norm);
  /* The parser reversed the Intel text's operands; this form's Intel
     syntax has them in AT&T order already.  */
  if (intel && (form->flags & MCA_ISA_INTEL_ATT_ORDER))
    for (unsigned k = 0; k < norm->nops / 2u; k++)
      {
	struct mca_operand t = norm->ops[k];
	norm->ops[k] = norm->ops[norm->nops - 1 - k];
	norm->ops[norm->nops - 1 - k] = t;
      }
  *key = f.key;
  *intel_key = f.intel_key;
  const struct mca_isa_form *rev = vex2_reencode (isa, form, norm);
  if (rev != form)
    {
      *key = rev->att_key;
      *intel_key = false;
    }
  return rev;
}

const struct mca_isa_form *
mca_isa_match_norm (const struct mca_isa *isa,
		    const struct mca_asm_inst *inst, struct mca_asm_inst *norm,
		    char *why, size_t size)
{
  const char *key;
  bool intel_key;
  return mca_isa_match_key (isa, inst, norm, &key, &intel_key, why, size);
}

const struct mca_isa_form *
mca_isa_match (const struct mca_isa *isa, const struct mca_asm_inst *inst,
	       char *why, size_t size)
{
  struct mca_asm_inst norm;
  return mca_isa_match_norm (isa, inst, &norm, why, size);
}

/* A memory kind: m, m32, m{1to16}, m/z, m512/z, *m.  */
static bool
mem_kind (const char *k)
{
  k += k[0] == '*';
  return k[0] == 'm' && (!k[1] || k[1] == '{' || k[1] == '/'
			 || (k[1] >= '0' && k[1] <= '9'));
}

unsigned
mca_isa_mem_bits (const struct mca_isa_form *form, unsigned opnd)
{
  char att[MCA_MAX_OPERANDS][KIND_LEN], in[MCA_MAX_OPERANDS][KIND_LEN];
  if (!form || !form->intel_key)
    return 0;
  unsigned na = key_kinds (form->att_key, att);
  unsigned ni = key_kinds (form->intel_key, in);
  if (opnd >= na || !mem_kind (att[opnd]))
    return 0;
  /* Intel keys list operands in Intel order (FORMAT) or, as llvm-extract
     writes them, in AT&T order: see which reading lines the kinds up.  */
  bool same = na == ni;
  for (unsigned j = 0; j < na && same; j++)
    same = same_kind (att[j], in[j]);
  /* The how-manyth memory operand OPND is, counted the way the Intel key
     is written.  */
  unsigned ord = 0;
  for (unsigned j = 0; j < na; j++)
    if (mem_kind (att[j]) && (same ? j < opnd : j > opnd))
      ord++;
  for (unsigned j = 0; j < ni; j++)
    {
      const char *k = in[j] + (in[j][0] == '*');
      if (!mem_kind (k) || ord--)
	continue;
      return (unsigned) strtoul (k + 1, NULL, 10);
    }
  return 0;
}
