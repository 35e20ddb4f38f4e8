/* isa_spell.c - the spellings GCC and GNU as use where LLVM's keys spell
   an instruction otherwise: mnemonic aliases and condition codes
   (isa_alias.def), size suffixes, string instructions written without
   operands, compare predicates folded into mnemonics; and the mnemonic
   llvm-mca prints for a matched instruction.  */

#include "isa_int.h"

#include <stdio.h>
#include <string.h>

/* ---- mnemonic spellings ---- */


static void
add_mn (struct isa_spellings *ms, const char *a, const char *b)
{
  if (ms->n == ISA_MAX_SPELLINGS || strlen (a) + strlen (b) >= ISA_MN_LEN)
    return;
  char buf[ISA_MN_LEN];
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
alias_spellings (const char *mn, struct isa_spellings *ms)
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
	      char buf[ISA_MN_LEN];
	      snprintf (buf, sizeof buf, "%s%s", families[f], ccs[k].to);
	      add_mn (ms, buf, "");
	    }
	  else if (cl == al + 1 && is_suffix (cc[al]) && families[f][0] != 'j')
	    {
	      char buf[ISA_MN_LEN];
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
implied_suffix (const struct isa_work *w)
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

/* `rep bsf' is the encoding of TZCNT (F3 0F BC), which GCC writes for
   __builtin_ctz where it may not assume BMI1 (the result is BSF's for a
   nonzero operand): a core with BMI1, every one modelled here, runs it as
   TZCNT.  */
static void
rep_bsf_spelling (const struct isa_work *w, struct isa_spellings *ms)
{
  const char *mn = w->mnemonic;
  size_t len = strlen (mn);
  if ((w->prefixes & MCA_PFX_REP) && strncmp (mn, "bsf", 3) == 0
      && (len == 3 || (len == 4 && is_suffix (mn[3]))))
    add_mn (ms, "tzcnt", mn + 3);
}

/* `rep nop' is the encoding of PAUSE (F3 90), which GCC writes for
   __builtin_ia32_pause and _mm_pause: spin-wait loops.  */
static void
rep_nop_spelling (const struct isa_work *w, struct isa_spellings *ms)
{
  if ((w->prefixes & MCA_PFX_REP) && strcmp (w->mnemonic, "nop") == 0
      && w->n == 0)
    add_mn (ms, "pause", "");
}

/* Every spelling to try for W in the AT&T table (SUFFIXES) or the Intel
   one: as written (`rep bsf' as tzcnt, `rep nop' as pause), aliases,
   then with a size suffix added or removed.  */
void
isa_spellings (const struct isa_work *w, bool suffixes,
	       struct isa_spellings *ms)
{
  ms->n = 0;
  rep_bsf_spelling (w, ms);
  rep_nop_spelling (w, ms);
  add_mn (ms, w->mnemonic, "");
  alias_spellings (w->mnemonic, ms);
  if (!suffixes)
    return;
  unsigned base = ms->n;
  char imp = implied_suffix (w);
  for (unsigned i = 0; i < base; i++)
    {
      char m[ISA_MN_LEN];
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
bool
isa_string_operands (const struct isa_work *in, bool intel,
		     struct isa_work *out)
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

/* Operands LLVM's parser supplies: `fadd' -> `faddp %st, %st(1)',
   `fcomi %st(3)' -> `fcomi %st(3), %st', `fnstsw' -> `fnstsw %ax'
   (MCA_ISA_DEFAULT_OPS); implicit registers written as operands dropped:
   `invlpga %rax, %ecx' -> `invlpga' (MCA_ISA_IMPLICIT_OPS).  */
bool
isa_default_operands (const struct isa_work *in, struct isa_work *out)
{
  static const struct { const char *mn, *bare, *none, *one; } defs[] = {
#define MCA_ISA_DEFAULT_OPS(M, B, N, O) {M, B, N, O},
#include "isa_alias.def"
  };
  static const struct { const char *mn, *regs; } impl[] = {
#define MCA_ISA_IMPLICIT_OPS(M, R) {M, R},
#include "isa_alias.def"
  };
  for (size_t k = 0; k < sizeof defs / sizeof defs[0]; k++)
    {
      if (strcmp (in->mnemonic, defs[k].mn) != 0)
	continue;
      const char *codes = in->n == 0 ? defs[k].none : defs[k].one;
      if (in->n > 1 || !*codes
	  || (in->n == 1 && (in->ops[0].kind != MCA_OPND_REG
			     || mca_reg_class (in->ops[0].reg) != MCA_RC_X87)))
	return false;
      *out = *in;
      if (in->n == 0)
	snprintf (out->mnemonic, sizeof out->mnemonic, "%s", defs[k].bare);
      out->n = 0;
      for (const char *c = codes; *c; c++)
	{
	  struct mca_operand *op = &out->ops[out->n++];
	  switch (*c)
	    {
	    /* Spelled as LLVM prints them (`%st', not `%st(0)').  */
	    case '0': set_reg (op, MCA_R_ST0); op->text = "%st"; break;
	    case '1': set_reg (op, MCA_R_ST1); op->text = "%st(1)"; break;
	    case 'a': set_reg (op, MCA_R_AX); op->text = "%ax"; break;
	    default: *op = in->ops[0]; break;
	    }
	}
      return true;
    }
  for (size_t k = 0; k < sizeof impl / sizeof impl[0]; k++)
    {
      if (strcmp (in->mnemonic, impl[k].mn) != 0 || !in->n)
	continue;
      const char *r = impl[k].regs;
      for (unsigned i = 0; i < in->n; i++)
	{
	  size_t len = strcspn (r, ",");
	  if (in->ops[i].kind != MCA_OPND_REG
	      || in->ops[i].reg != mca_reg_lookup (r, len))
	    return false;
	  r += len;
	  if (*r == ',')
	    r++;
	  else if (i + 1 < in->n)
	    return false;
	}
      if (*r)
	return false;
      *out = *in;
      out->n = 0;
      return true;
    }
  return false;
}

/* AT&T `movsx' and `movzx' between registers, which LLVM's parser takes
   with the sizes from the registers: `movsx %r9d, %r9' is `movslq'.  */
bool
isa_extend_suffixes (const struct isa_work *in, bool intel,
		     struct isa_work *out)
{
  if (intel || in->n != 2 || (strcmp (in->mnemonic, "movsx") != 0
			      && strcmp (in->mnemonic, "movzx") != 0)
      || in->ops[0].kind != MCA_OPND_REG || in->ops[1].kind != MCA_OPND_REG)
    return false;
  static const char sizes[] = "bwlq";
  unsigned from = mca_reg_bits (in->ops[0].reg);
  unsigned to = mca_reg_bits (in->ops[1].reg);
  int f = from == 8 ? 0 : from == 16 ? 1 : from == 32 ? 2 : -1;
  int t = to == 16 ? 1 : to == 32 ? 2 : to == 64 ? 3 : -1;
  if (f < 0 || t <= f)
    return false;
  *out = *in;
  snprintf (out->mnemonic, sizeof out->mnemonic, "mov%c%c%c",
	    in->mnemonic[3], sizes[f], sizes[t]);
  return true;
}

/* A compare mnemonic with its predicate folded in: cmpltps, vcmpngt_uqpd,
   vpcmpnleud.  */
struct cmp_parts
{
  const char *stem;		/* "cmp", "vcmp", "vpcmp" */
  const char *suffix;		/* "ps" ... ; "ud" ... for vpcmp */
  int value;			/* the predicate's immediate */
};

static const struct { const char *name; int value; } cmp_preds[] = {
#define MCA_ISA_CMP_PRED(N, V) {N, V},
#include "isa_alias.def"
};
static const struct { const char *name; int value; } pcmp_preds[] = {
#define MCA_ISA_PCMP_PRED(N, V) {N, V},
#include "isa_alias.def"
};

static bool
parse_compare (const char *mn, struct cmp_parts *cp)
{
  static const char *const fsuf[] = {"ps", "pd", "ss", "sd", "ph", "sh"};
  static const char *const isuf[] = {"ub", "uw", "ud", "uq", "b", "w", "d",
				     "q"};
  size_t len = strlen (mn);
  bool integer = strncmp (mn, "vpcmp", 5) == 0;
  bool vex = mn[0] == 'v';
  cp->stem = integer ? "vpcmp" : vex ? "vcmp" : "cmp";
  size_t stl = strlen (cp->stem);
  if (strncmp (mn, cp->stem, stl) != 0)
    return false;
  const char *const *sufs = integer ? isuf : fsuf;
  size_t nsuf = integer ? 8 : 6;
  for (size_t s = 0; s < nsuf; s++)
    {
      size_t sl = strlen (sufs[s]);
      if (len <= stl + sl || strcmp (mn + len - sl, sufs[s]) != 0)
	continue;
      size_t pl = len - stl - sl;
      size_t np = integer ? sizeof pcmp_preds / sizeof pcmp_preds[0]
	: sizeof cmp_preds / sizeof cmp_preds[0];
      for (size_t k = 0; k < np; k++)
	{
	  const char *name = integer ? pcmp_preds[k].name : cmp_preds[k].name;
	  int value = integer ? pcmp_preds[k].value : cmp_preds[k].value;
	  if (strlen (name) != pl || strncmp (mn + stl, name, pl) != 0
	      || (!vex && value >= 8))
	    continue;
	  cp->suffix = sufs[s];
	  cp->value = value;
	  return true;
	}
    }
  return false;
}

int
isa_compare_value (const char *mn)
{
  struct cmp_parts cp;
  return parse_compare (mn, &cp) ? cp.value : -1;
}

/* The name LLVM prints for predicate VALUE: the first listed.  */
static const char *
pred_name (bool integer, int value)
{
  size_t np = integer ? sizeof pcmp_preds / sizeof pcmp_preds[0]
    : sizeof cmp_preds / sizeof cmp_preds[0];
  for (size_t k = 0; k < np; k++)
    if ((integer ? pcmp_preds[k].value : cmp_preds[k].value) == value)
      return integer ? pcmp_preds[k].name : cmp_preds[k].name;
  return NULL;
}

/* `cmpltps %xmm1, %xmm0' -> `cmpps $1, %xmm1, %xmm0'; `vpcmpltd' ->
   `vpcmpd $1'.  */
bool
isa_compare_predicate (const struct isa_work *in, struct isa_work *out)
{
  struct cmp_parts cp;
  if (in->n >= MCA_MAX_OPERANDS || !parse_compare (in->mnemonic, &cp))
    return false;
  out->prefixes = in->prefixes;
  out->n = in->n + 1;
  snprintf (out->mnemonic, sizeof out->mnemonic, "%s%s", cp.stem, cp.suffix);
  memset (&out->ops[0], 0, sizeof out->ops[0]);
  out->ops[0].kind = MCA_OPND_IMM;
  out->ops[0].imm = cp.value;
  memcpy (&out->ops[1], in->ops, in->n * sizeof in->ops[0]);
  return true;
}

/* LLVM prints compares with the predicate in the mnemonic (`cmpps $1'
   prints `cmpltps'): when FORM's own spelling is such a mnemonic, put the
   one for this instance's predicate in NORM->mnemonic.  USED is what
   matched, W the text.  */
void
isa_compare_mnemonic (const struct mca_isa_form *form,
		      const struct isa_work *w, const struct isa_work *used,
		      struct mca_asm_inst *norm)
{
  struct cmp_parts fp, wp;
  if (!parse_compare (form->att_mnemonic, &fp))
    return;
  int value;
  if (parse_compare (w->mnemonic, &wp))
    value = wp.value;
  else if (used->n == (unsigned) norm->nops + 1
	   && used->ops[0].kind == MCA_OPND_IMM && !used->ops[0].imm_symbolic)
    value = (int) used->ops[0].imm;
  else
    return;
  const char *name = pred_name (strcmp (fp.stem, "vpcmp") == 0, value);
  if (name)
    snprintf (norm->mnemonic, sizeof norm->mnemonic, "%s%s%s", fp.stem, name,
	      fp.suffix);
}

bool
isa_shift_mnemonic (const char *mn)
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

/* MN as a condition-code family, code and size suffix: `cmovneq' is
   cmov + ne + q.  LLVM's own condition codes only.  */
static bool
parse_cc (const char *mn, const char **family, size_t *flen,
	  const char **cc, size_t *cclen, char *suffix)
{
  static const char *const families[] = {"j", "set", "cmov"};
  static const char *const codes[] = {
    "o", "no", "b", "ae", "e", "ne", "be", "a", "s", "ns", "p", "np", "l",
    "ge", "le", "g"
  };
  size_t len = strlen (mn);
  for (size_t f = 0; f < 3; f++)
    {
      size_t fl = strlen (families[f]);
      if (strncmp (mn, families[f], fl) != 0)
	continue;
      for (size_t c = 0; c < sizeof codes / sizeof codes[0]; c++)
	{
	  size_t cl = strlen (codes[c]);
	  if (strncmp (mn + fl, codes[c], cl) != 0)
	    continue;
	  size_t rest = len - fl - cl;
	  if (rest > 1 || (rest == 1 && (f != 2 || !is_suffix (mn[len - 1]))))
	    continue;
	  *family = families[f];
	  *flen = fl;
	  *cc = codes[c];
	  *cclen = cl;
	  *suffix = rest ? mn[len - 1] : 0;
	  return true;
	}
    }
  return false;
}

const char *
mca_isa_print_mnemonic (const struct mca_isa_form *form,
			const struct mca_asm_inst *norm, bool intel)
{
  static char buf[40];
  struct cmp_parts cp;
  if (norm && parse_compare (norm->mnemonic, &cp) && form
      && parse_compare (form->att_mnemonic, &cp))
    return norm->mnemonic;
  /* One form serves every condition (JCC_1, CMOV32rr, SETCCr): the code
     is the instance's, the size suffix the form's.  */
  const char *fam, *cc, *ffam, *fcc;
  size_t fl, cl, ffl, fcl;
  char sfx, fsfx;
  if (norm && form
      && parse_cc (norm->mnemonic, &fam, &fl, &cc, &cl, &sfx)
      && parse_cc (form->att_mnemonic, &ffam, &ffl, &fcc, &fcl, &fsfx)
      && fam == ffam)
    {
      snprintf (buf, sizeof buf, "%s%.*s%s", fam, (int) cl, cc,
		!intel && fsfx ? (char[]) {fsfx, 0} : "");
      return buf;
    }
  const char *m = form ? (intel ? form->intel_mnemonic : form->att_mnemonic)
    : NULL;
  return m && *m ? m : norm ? norm->mnemonic : "";
}

