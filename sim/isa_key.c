/* isa_key.c - matching a parsed instruction to its instruction form: the
   lookup keys of models/FORMAT computed from the operands (literal
   registers before register classes, i1 before i, sized Intel memory),
   the spellings GCC writes that LLVM spells otherwise (isa_alias.def,
   size suffixes), and the normalized instruction whose operands line up
   with the form's AT&T key.  */

#include "isa_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#define MAX_CANDS 24
#define KIND_LEN 24
#define MAX_MNEMONICS 24
#define MN_LEN 40

/* The kinds one operand may take in a key, most specific first.  */
struct cands
{
  unsigned n;
  char k[MAX_CANDS][KIND_LEN];
};

static void ATTRIBUTE_PRINTF (2, 3)
add_cand (struct cands *c, const char *fmt, ...)
{
  if (c->n == MAX_CANDS)
    return;
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (c->k[c->n], KIND_LEN, fmt, ap);
  va_end (ap);
  for (unsigned i = 0; i < c->n; i++)
    if (strcmp (c->k[i], c->k[c->n]) == 0)
      return;
  c->n++;
}

static bool imm8_fits (const struct mca_operand *op);

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
	       bool intel_key, struct cands *c)
{
  static const unsigned sizes[] = {8, 16, 32, 64, 80, 128, 256, 512, 48};
  char deco[12] = "", bc[12] = "";
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
	  add_cand (c, "%s%%%s%s", star, mca_reg_name (op->reg), deco);
	if (lit && op->reg == MCA_R_ST0 && lit[op->reg])
	  add_cand (c, "%s%%st%s", star, deco);
	if (cls)
	  add_cand (c, "%s%s%s", star, cls, deco);
	if (cls && op->indirect)
	  add_cand (c, "%s%s", cls, deco);
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
	      add_cand (c, "%sm%s%s%s", star, x, bc, deco);
	    else if (op->mem.size_bits)
	      {
		add_cand (c, "%sm%u%s%s%s", star, op->mem.size_bits, x, bc,
			  deco);
		add_cand (c, "%sm%s%s%s", star, x, bc, deco);
	      }
	    else
	      {
		/* Unsized Intel memory (`lea rax, [rip+x]', `prefetcht0
		   [rax]'): the key may be sized by the form.  */
		add_cand (c, "%sm%s%s%s", star, x, bc, deco);
		for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
		  add_cand (c, "%sm%u%s%s%s", star, sizes[i], x, bc, deco);
	      }
	  }
	if (op->indirect)
	  add_cand (c, "m%s%s", bc, deco);
      }
      break;
    case MCA_OPND_IMM:
      if (!op->imm_symbolic && op->imm == 1)
	add_cand (c, "i1");
      if (imm8_fits (op))
	add_cand (c, "i8");
      add_cand (c, "i");
      break;
    case MCA_OPND_EXPR:
      add_cand (c, "rel");
      add_cand (c, "m");
      break;
    case MCA_OPND_ROUND:
      add_cand (c, op->rounding == MCA_ROUND_SAE ? "{sae}" : "{er}");
      break;
    }
}

/* ---- the instruction being matched, possibly rewritten ---- */

struct work
{
  char mnemonic[MN_LEN];
  unsigned prefixes;		/* enum mca_prefix bits */
  unsigned n;
  struct mca_operand ops[MCA_MAX_OPERANDS];	/* AT&T order */
};

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
   operation size, and symbolic values (relaxed later).  Without the size,
   accept a fit at any size.  */
static bool
imm8_fits (const struct mca_operand *op)
{
  uint64_t v = (uint64_t) op->imm;
  return op->imm_symbolic || v <= 0x7f || v >= 0xffffffffffffff80ull
    || (v >= 0xffffff80ull && v <= 0xffffffffull)
    || (v >= 0xff80ull && v <= 0xffffull);
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
try_keys (const struct mca_isa *isa, const char *mn, const struct work *w,
	  bool intel_key, struct found *f)
{
  htab_t mns = intel_key ? isa->intel_mnemonics : isa->att_mnemonics;
  if (!isa_lookup (mns, mn))
    return NULL;
  /* Key order: AT&T order, or Intel order for a table that writes Intel
     keys that way.  */
  bool rev = intel_key && !isa->intel_att_order;
  struct cands c[MCA_MAX_OPERANDS];
  unsigned order[MCA_MAX_OPERANDS], no = 0;
  int want8 = -1;		/* -1: no immediate; else imm8_fits */
  bool evex = (w->prefixes & MCA_PFX_EVEX) != 0;
  for (unsigned i = 0; i < w->n; i++)
    {
      const struct mca_operand *op = &w->ops[rev ? w->n - 1 - i : i];
      operand_cands (intel_key ? isa->intel_literal : isa->att_literal,
		     op, intel_key, &c[i]);
      if (!c[i].n)
	return NULL;
      if (op->kind == MCA_OPND_IMM && want8 < 0)
	want8 = imm8_fits (op);
      evex |= (op->kind == MCA_OPND_REG && evex_only (op->reg))
	|| (op->kind == MCA_OPND_MEM && evex_only (op->mem.index));
    }
  const char *prefixes[2] = {evex ? "{evex} " : (w->prefixes & MCA_PFX_VEX)
			     ? "{vex} " : NULL, ""};
  /* Operand 0 (AT&T order) varies slowest: the immediate, normally.  */
  for (unsigned i = 0; i < w->n; i++)
    order[no++] = rev ? w->n - 1 - i : i;

  htab_t keys = intel_key ? isa->intel_keys : isa->att_keys;
  char key[MN_LEN + 8 + MCA_MAX_OPERANDS * KIND_LEN + 8];
  const struct isa_entry *first = NULL, *best = NULL;
  unsigned first_idx[MCA_MAX_OPERANDS] = {0}, best_idx[MCA_MAX_OPERANDS];
  for (int pf = 0; pf < 2 && !best; pf++)
    {
      unsigned idx[MCA_MAX_OPERANDS] = {0};
      if (!prefixes[pf])
	continue;
      for (;;)
	{
	  size_t len = (size_t) snprintf (key, sizeof key, "%s%s",
					  prefixes[pf], mn);
	  for (unsigned i = 0; i < w->n; i++)
	    len += (size_t) snprintf (key + len, sizeof key - len, "%c%s",
				      i ? ',' : ' ', c[i].k[idx[i]]);
	  const struct isa_entry *e = isa_lookup (keys, key);
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

/* ---- mnemonic spellings ---- */

struct mnemonics
{
  unsigned n;
  char m[MAX_MNEMONICS][MN_LEN];
};

static void
add_mn (struct mnemonics *ms, const char *a, const char *b)
{
  if (ms->n == MAX_MNEMONICS || strlen (a) + strlen (b) >= MN_LEN)
    return;
  char buf[MN_LEN];
  strcpy (buf, a);
  strcat (buf, b);
  for (unsigned i = 0; i < ms->n; i++)
    if (strcmp (ms->m[i], buf) == 0)
      return;
  strcpy (ms->m[ms->n++], buf);
}

static bool
is_suffix (char c)
{
  return c == 'b' || c == 'w' || c == 'l' || c == 'q';
}

/* Condition-code and whole-mnemonic aliases of MN.  */
static void
alias_spellings (const char *mn, struct mnemonics *ms)
{
  static const char *const families[] = {
#define MCA_ISA_CC_FAMILY(P) P,
#include "isa_alias.def"
  };
  static const struct { const char *from, *to; } ccs[] = {
#define MCA_ISA_CC(A, C) {A, C},
#include "isa_alias.def"
  };
  static const struct { const char *from, *to; } aliases[] = {
#define MCA_ISA_ALIAS(F, T) {F, T},
#include "isa_alias.def"
  };
  size_t len = strlen (mn);
  for (size_t f = 0; f < sizeof families / sizeof families[0]; f++)
    {
      size_t pl = strlen (families[f]);
      if (strncmp (mn, families[f], pl) != 0)
	continue;
      const char *cc = mn + pl;
      size_t cl = len - pl;
      for (size_t k = 0; k < sizeof ccs / sizeof ccs[0]; k++)
	{
	  size_t al = strlen (ccs[k].from);
	  if (strncmp (cc, ccs[k].from, al) != 0)
	    continue;
	  /* Exactly the alias, or the alias and a size suffix.  */
	  if (cl == al)
	    {
	      char buf[MN_LEN];
	      snprintf (buf, sizeof buf, "%s%s", families[f], ccs[k].to);
	      add_mn (ms, buf, "");
	    }
	  else if (cl == al + 1 && is_suffix (cc[al]) && families[f][0] != 'j')
	    {
	      char buf[MN_LEN];
	      snprintf (buf, sizeof buf, "%s%s", families[f], ccs[k].to);
	      add_mn (ms, buf, cc + al);
	    }
	}
    }
  for (size_t k = 0; k < sizeof aliases / sizeof aliases[0]; k++)
    {
      size_t al = strlen (aliases[k].from);
      if (strncmp (mn, aliases[k].from, al) != 0)
	continue;
      if (len == al)
	add_mn (ms, aliases[k].to, "");
      else if (len == al + 1 && is_suffix (mn[al]))
	add_mn (ms, aliases[k].to, mn + al);
    }
}

/* The size suffix an AT&T mnemonic would carry, from the widest general
   register operand; 0 when none says.  */
static char
implied_suffix (const struct work *w)
{
  char s = 0;
  for (unsigned i = 0; i < w->n; i++)
    if (w->ops[i].kind == MCA_OPND_REG)
      switch (mca_reg_class (w->ops[i].reg))
	{
	case MCA_RC_GPR64: s = 'q'; break;
	case MCA_RC_GPR32: if (s != 'q') s = 'l'; break;
	case MCA_RC_GPR16: if (s != 'q' && s != 'l') s = 'w'; break;
	case MCA_RC_GPR8: if (!s) s = 'b'; break;
	default: break;
	}
    else if (w->ops[i].kind == MCA_OPND_MEM && w->ops[i].mem.size_bits && !s)
      switch (w->ops[i].mem.size_bits)
	{
	case 8: s = 'b'; break;
	case 16: s = 'w'; break;
	case 32: s = 'l'; break;
	case 64: s = 'q'; break;
	default: break;
	}
  return s;
}

/* Every spelling to try for W in the AT&T table (SUFFIXES) or the Intel
   one: as written, aliases, then with a size suffix added or removed.  */
static void
spellings (const struct work *w, bool suffixes, struct mnemonics *ms)
{
  ms->n = 0;
  add_mn (ms, w->mnemonic, "");
  alias_spellings (w->mnemonic, ms);
  if (!suffixes)
    return;
  unsigned base = ms->n;
  char imp = implied_suffix (w);
  for (unsigned i = 0; i < base; i++)
    {
      char m[MN_LEN];
      strcpy (m, ms->m[i]);
      if (imp)
	add_mn (ms, m, (char[]) {imp, 0});
      else
	{
	  /* Nothing says the size: 64-bit mode's default first.  */
	  add_mn (ms, m, "q");
	  add_mn (ms, m, "l");
	  add_mn (ms, m, "w");
	  add_mn (ms, m, "b");
	}
      size_t len = strlen (m);
      if (len > 2 && is_suffix (m[len - 1]))
	{
	  m[len - 1] = 0;
	  add_mn (ms, m, "");
	}
    }
}

static const struct mca_isa_form *
try_work (const struct mca_isa *isa, const struct work *w, bool intel,
	  struct found *f)
{
  struct mnemonics ms;
  if (intel)
    {
      spellings (w, false, &ms);
      for (unsigned i = 0; i < ms.n; i++)
	if (try_keys (isa, ms.m[i], w, true, f))
	  return f->form;
    }
  /* AT&T keys, also for Intel text whose Intel spelling is missing.  */
  spellings (w, true, &ms);
  for (unsigned i = 0; i < ms.n; i++)
    if (try_keys (isa, ms.m[i], w, false, f))
      return f->form;
  return NULL;
}

/* ---- rewritten operand lists ---- */

static void
set_reg (struct mca_operand *op, mca_reg r)
{
  memset (op, 0, sizeof *op);
  op->kind = MCA_OPND_REG;
  op->reg = r;
}

static void
set_mem (struct mca_operand *op, mca_reg seg, mca_reg base)
{
  memset (op, 0, sizeof *op);
  op->kind = MCA_OPND_MEM;
  op->mem.seg = seg;
  op->mem.base = base;
  op->mem.scale = 1;
}

/* `rep stosq' -> `stosq %rax, %es:(%rdi)'.  */
static bool
string_operands (const struct work *in, bool intel, struct work *out)
{
  static const struct { const char *stem, *ops; } strs[] = {
#define MCA_ISA_STRING(S, O) {S, O},
#include "isa_alias.def"
  };
  if (in->n)
    return false;
  size_t len = strlen (in->mnemonic);
  if (len < 2)
    return false;
  char sz = in->mnemonic[len - 1];
  /* Intel spells the dword forms with d (movsd, stosd).  */
  if (intel && sz == 'd')
    sz = 'l';
  static const mca_reg acc[] = {MCA_R_AL, MCA_R_AX, MCA_R_EAX, MCA_R_RAX};
  const char *p = strchr ("bwlq", sz);
  if (!p || !sz)
    return false;
  for (size_t k = 0; k < sizeof strs / sizeof strs[0]; k++)
    {
      size_t sl = strlen (strs[k].stem);
      if (len != sl + 1 || strncmp (in->mnemonic, strs[k].stem, sl) != 0)
	continue;
      *out = *in;
      snprintf (out->mnemonic, sizeof out->mnemonic, "%s%c", strs[k].stem,
		sz);
      for (const char *o = strs[k].ops; *o; o++)
	{
	  struct mca_operand *op = &out->ops[out->n++];
	  switch (*o)
	    {
	    case 'A': set_reg (op, acc[p - "bwlq"]); break;
	    case 'D': set_mem (op, MCA_R_ES, MCA_R_RDI); break;
	    case 'S': set_mem (op, MCA_REG_NONE, MCA_R_RSI); break;
	    default: set_reg (op, MCA_R_DX); break;
	    }
	}
      return true;
    }
  return false;
}

/* `cmpltps %xmm1, %xmm0' -> `cmpps $1, %xmm1, %xmm0'; `vpcmpltd' ->
   `vpcmpd $1'.  */
static bool
compare_predicate (const struct work *in, struct work *out)
{
  static const struct { const char *name; int value; } preds[] = {
#define MCA_ISA_CMP_PRED(N, V) {N, V},
#include "isa_alias.def"
  };
  static const struct { const char *name; int value; } ipreds[] = {
#define MCA_ISA_PCMP_PRED(N, V) {N, V},
#include "isa_alias.def"
  };
  static const char *const fsuf[] = {"ps", "pd", "ss", "sd", "ph", "sh"};
  static const char *const isuf[] = {"ub", "uw", "ud", "uq", "b", "w", "d",
				     "q"};
  const char *mn = in->mnemonic;
  size_t len = strlen (mn);
  bool vex = mn[0] == 'v';
  bool integer = strncmp (mn, "vpcmp", 5) == 0;
  const char *stem = integer ? "vpcmp" : vex ? "vcmp" : "cmp";
  size_t stl = strlen (stem);
  if (in->n >= MCA_MAX_OPERANDS || strncmp (mn, stem, stl) != 0)
    return false;
  const char *const *sufs = integer ? isuf : fsuf;
  size_t nsuf = integer ? 8 : 6;
  for (size_t s = 0; s < nsuf; s++)
    {
      size_t sl = strlen (sufs[s]);
      if (len <= stl + sl || strcmp (mn + len - sl, sufs[s]) != 0)
	continue;
      size_t pl = len - stl - sl;
      size_t np = integer ? sizeof ipreds / sizeof ipreds[0]
	: sizeof preds / sizeof preds[0];
      for (size_t k = 0; k < np; k++)
	{
	  const char *name = integer ? ipreds[k].name : preds[k].name;
	  int value = integer ? ipreds[k].value : preds[k].value;
	  if (strlen (name) != pl || strncmp (mn + stl, name, pl) != 0
	      || (!vex && value >= 8))
	    continue;
	  out->n = in->n + 1;
	  snprintf (out->mnemonic, sizeof out->mnemonic, "%s%s", stem,
		    sufs[s]);
	  memset (&out->ops[0], 0, sizeof out->ops[0]);
	  out->ops[0].kind = MCA_OPND_IMM;
	  out->ops[0].imm = value;
	  memcpy (&out->ops[1], in->ops, in->n * sizeof in->ops[0]);
	  return true;
	}
    }
  return false;
}

/* sal shl shr sar rol ror rcl rcr, with or without a size suffix.  */
static bool
shift_mnemonic (const char *mn)
{
  static const char *const shifts[] = {
    "sal", "shl", "shr", "sar", "rol", "ror", "rcl", "rcr"
  };
  size_t len = strlen (mn);
  if (len != 3 && !(len == 4 && is_suffix (mn[3])))
    return false;
  for (size_t i = 0; i < sizeof shifts / sizeof shifts[0]; i++)
    if (strncmp (mn, shifts[i], 3) == 0)
      return true;
  return false;
}

/* ---- normalization to the form's AT&T key ---- */

/* Split KEY's operand kinds; returns their count.  */
static unsigned
key_kinds (const char *key, char kinds[][KIND_LEN])
{
  const char *p = strchr (key, ' ');
  unsigned n = 0;
  while (p && n < MCA_MAX_OPERANDS)
    {
      p++;
      size_t len = strcspn (p, ",");
      snprintf (kinds[n++], KIND_LEN, "%.*s", (int) len, p);
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
      snprintf (d, KIND_LEN - (size_t) (d - dst[k]), "%s", s);
    }
  return strcmp (na, nb) == 0;
}

/* Fill NORM's operands from W as the form's AT&T key orders them;
   false when W's operands had to be kept as they are.  */
static bool
normalize (const struct work *w, const struct found *f,
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
describe (const struct work *w, bool intel, char *why, size_t size,
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
      operand_cands (NULL, op, intel, &c);
      /* The general kind: a class, sized memory, i.  */
      len += (size_t) snprintf (why + len, size - len, "%s%s", i ? "," : "",
				op->kind == MCA_OPND_IMM ? "i"
				: c.n ? c.k[0] : "?");
    }
  if (len < size)
    snprintf (why + len, size - len, ")");
}

static bool
known_mnemonic (const struct mca_isa *isa, const struct work *w, bool intel)
{
  struct mnemonics ms;
  spellings (w, true, &ms);
  for (unsigned i = 0; i < ms.n; i++)
    if (isa_lookup (isa->att_mnemonics, ms.m[i])
	|| (intel && isa_lookup (isa->intel_mnemonics, ms.m[i])))
      return true;
  return false;
}

const struct mca_isa_form *
mca_isa_match_norm (const struct mca_isa *isa,
		    const struct mca_asm_inst *inst, struct mca_asm_inst *norm,
		    char *why, size_t size)
{
  *norm = *inst;
  if (why && size)
    why[0] = 0;
  if (!isa)
    {
      if (why && size)
	snprintf (why, size, "no instruction table");
      return NULL;
    }
  bool intel = inst->intel;
  struct work w, alt;
  snprintf (w.mnemonic, sizeof w.mnemonic, "%s", inst->mnemonic);
  w.n = inst->nops;
  w.prefixes = inst->prefixes;
  memcpy (w.ops, inst->ops, w.n * sizeof w.ops[0]);

  struct found f;
  const struct mca_isa_form *form = NULL;
  const struct work *used = &w;
  /* A shift or rotate by a written 1 is LLVM's by-one form (SHL32r1,
     `shll %eax') even where a by-immediate form would take it.  */
  if (w.n == 2 && w.ops[0].kind == MCA_OPND_IMM && !w.ops[0].imm_symbolic
      && w.ops[0].imm == 1 && shift_mnemonic (w.mnemonic))
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
  if (!form && string_operands (&w, intel, &alt))
    form = try_work (isa, &alt, intel, &f), used = &alt;
  if (!form && w.n == 2 && (strncmp (w.mnemonic, "xchg", 4) == 0
			    || strncmp (w.mnemonic, "test", 4) == 0))
    {
      alt = w;
      alt.ops[0] = w.ops[1];
      alt.ops[1] = w.ops[0];
      form = try_work (isa, &alt, intel, &f), used = &alt;
    }
  if (!form && compare_predicate (&w, &alt))
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
    return isa_base_form (isa, form);
  return form;
}

const struct mca_isa_form *
mca_isa_match (const struct mca_isa *isa, const struct mca_asm_inst *inst,
	       char *why, size_t size)
{
  struct mca_asm_inst norm;
  return mca_isa_match_norm (isa, inst, &norm, why, size);
}

unsigned
mca_isa_mem_bits (const struct mca_isa_form *form, unsigned opnd)
{
  char att[MCA_MAX_OPERANDS][KIND_LEN], in[MCA_MAX_OPERANDS][KIND_LEN];
  if (!form || !form->intel_key)
    return 0;
  unsigned na = key_kinds (form->att_key, att);
  unsigned ni = key_kinds (form->intel_key, in);
  if (opnd >= na)
    return 0;
  /* The how-manyth memory operand OPND is, counted from the end of the
     AT&T list = from the start of the Intel list.  */
  unsigned ord = 0;
  const char *a = att[opnd] + (att[opnd][0] == '*');
  if (a[0] != 'm' || (a[1] && a[1] != '{' && (a[1] < '0' || a[1] > '9')))
    return 0;
  for (unsigned j = opnd + 1; j < na; j++)
    {
      const char *k = att[j] + (att[j][0] == '*');
      ord += k[0] == 'm' && (!k[1] || k[1] == '{' || (k[1] >= '0'
						      && k[1] <= '9'));
    }
  for (unsigned j = 0; j < ni; j++)
    {
      const char *k = in[j] + (in[j][0] == '*');
      if (k[0] != 'm' || (k[1] && k[1] != '{' && (k[1] < '0' || k[1] > '9')))
	continue;
      if (ord--)
	continue;
      return (unsigned) strtoul (k + 1, NULL, 10);
    }
  return 0;
}
