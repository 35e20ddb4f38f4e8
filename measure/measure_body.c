/* measure_body.c - the loop body gcc-mca-measure runs: parsing, the
   straight-line copy with each branch's condition, the registers it uses
   and how they step, and its text (see measure_body.h).  */

#define _GNU_SOURCE
#include "measure_body.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <libiberty/libiberty.h>

#include "asm.h"
#include "asm_int.h"
#include "x87_stack.h"

void
mca_lite_put (struct mca_strbuf_lite *b, const char *s, size_t n)
{
  if (b->len + n + 1 > b->cap)
    {
      b->cap = (b->len + n + 1) * 2;
      b->s = xrealloc (b->s, b->cap);
    }
  memcpy (b->s + b->len, s, n);
  b->len += n;
  b->s[b->len] = 0;
}

void
mca_lite_puts (struct mca_strbuf_lite *b, const char *s)
{
  mca_lite_put (b, s, strlen (s));
}

void
mca_lite_printf (struct mca_strbuf_lite *b, const char *fmt, ...)
{
  char tmp[512];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (tmp, sizeof tmp, fmt, ap);
  va_end (ap);
  mca_lite_puts (b, tmp);
}

/* Text for an extended asm template: %, {, | and } are special there.  */
static void
put_escaped (struct mca_strbuf_lite *b, const char *s)
{
  for (; *s; s++)
    {
      if (*s == '%' || *s == '{' || *s == '|' || *s == '}')
	mca_lite_put (b, "%", 1);
      mca_lite_put (b, s, 1);
    }
}

/* The instruction S as a line of an extended asm template.  */
static void
put_line (struct mca_strbuf_lite *b, const char *s)
{
  mca_lite_puts (b, "\t");
  put_escaped (b, s);
  mca_lite_puts (b, "\n");
}

mca_reg
mca_top_reg (mca_reg r)
{
  while (r && mca_reg_parent (r))
    r = mca_reg_parent (r);
  return r;
}

/* MNEMONIC is STEM with at most an AT&T size suffix.  */
static bool
is_op (const char *mnemonic, const char *stem)
{
  size_t n = strlen (stem);
  return strncmp (mnemonic, stem, n) == 0
    && (mnemonic[n] == 0
	|| (strchr ("bwlq", mnemonic[n]) && !mnemonic[n + 1]));
}

/* IN, whose destination is a 64-bit register, moves 8 bytes from memory:
   a pointer may be what it loads (a sign- or zero-extended 32-bit value,
   movslq's, is an index), and not from a symbol's address (a GOT
   entry's pointer, movq table@GOTPCREL(%rip), leads to the symbol's
   data, which the harness defines, not into the regions).  */
static bool
loads_pointer (const struct mca_asm_inst *in)
{
  for (unsigned o = 0; o < in->nops; o++)
    if (in->ops[o].kind == MCA_OPND_MEM && in->ops[o].mem.base == MCA_R_RIP)
      return false;
  return is_op (in->mnemonic, "mov");
}

/* Instructions that write general registers they do not name, or more
   than their last operand.  */
static bool
writes_implicitly (const struct mca_asm_inst *in)
{
  static const char *const stems[] = {
    "mul", "div", "idiv", "mulx", "cqto", "cltq", "cltd", "cwtl", "cbtw",
    "cwtd", "cmpxchg", "cmpxchg8b", "cmpxchg16b", "movs",
    "stos", "lods", "scas", "cmps", "ins", "outs", "cpuid", "rdtsc",
    "rdtscp", "rdpmc", "push", "pop", "loop", "enter", "leave", "lahf",
    "xlat", "xlatb", NULL
  };
  /* Prefixes that change what the instruction reads or writes; a lock
     (an atomic read-modify-write of memory) or a branch hint does not.  */
  unsigned neutral = MCA_PFX_LOCK | MCA_PFX_NOTRACK | MCA_PFX_BND
    | MCA_PFX_XACQUIRE | MCA_PFX_XRELEASE | MCA_PFX_SEG | MCA_PFX_VEX
    | MCA_PFX_EVEX;
  if (in->prefixes & ~neutral)
    return true;
  if (is_op (in->mnemonic, "imul") && in->nops == 1)
    return true;
  for (const char *const *s = stems; *s; s++)
    if (is_op (in->mnemonic, *s))
      return true;
  return false;
}

static bool
is_gpr (mca_reg r)
{
  enum mca_reg_class c = mca_reg_class (r);
  return c == MCA_RC_GPR64 || c == MCA_RC_GPR32 || c == MCA_RC_GPR16
    || c == MCA_RC_GPR8;
}

/* Whether IN adds a constant to the general register it writes (an inc
   or dec, an add or sub of a number, a lea of the register and a
   displacement), 32 or 64 bits of it; with the constant in *DELTA.  */
static bool
constant_step (const struct mca_asm_inst *in, int64_t *delta)
{
  if (!in->nops || in->ops[in->nops - 1].kind != MCA_OPND_REG
      || writes_implicitly (in))
    return false;
  mca_reg dest = in->ops[in->nops - 1].reg;
  enum mca_reg_class c = mca_reg_class (dest);
  if (c != MCA_RC_GPR64 && c != MCA_RC_GPR32)
    return false;
  const struct mca_operand *src = in->nops == 2 ? &in->ops[0] : NULL;
  bool add = is_op (in->mnemonic, "add");
  if (in->nops == 1 && (is_op (in->mnemonic, "inc")
			|| is_op (in->mnemonic, "dec")))
    *delta = is_op (in->mnemonic, "inc") ? 1 : -1;
  else if (src && (add || is_op (in->mnemonic, "sub"))
	   && src->kind == MCA_OPND_IMM && !src->imm_symbolic)
    *delta = add ? src->imm : -src->imm;
  else if (src && is_op (in->mnemonic, "lea") && src->kind == MCA_OPND_MEM
	   && mca_top_reg (src->mem.base) == mca_top_reg (dest)
	   && !src->mem.index && !src->mem.disp_symbolic && !src->mem.seg)
    *delta = src->mem.disp;
  else
    return false;
  return true;
}

/* Fill B's steps from the N instructions IN of the body.  */
static void
note_steps (struct body *b, const struct mca_asm_inst *in, size_t n)
{
  for (size_t k = 0; k < n; k++, in++)
    {
      /* An exchange writes every register it names, at no known step;
	 with memory, the register alone.  */
      if ((is_op (in->mnemonic, "xchg") || is_op (in->mnemonic, "xadd"))
	  && !writes_implicitly (in))
	{
	  for (unsigned o = 0; o < in->nops; o++)
	    if (in->ops[o].kind == MCA_OPND_REG && is_gpr (in->ops[o].reg))
	      {
		mca_reg r = mca_top_reg (in->ops[o].reg);
		b->steps_unknown[r] = b->written[r] = true;
	      }
	  continue;
	}
      if (writes_implicitly (in))
	{
	  for (unsigned r = 0; r < MCA_R_COUNT; r++)
	    if (is_gpr (r))
	      b->steps_unknown[r] = b->written[r] = true;
	  continue;
	}
      if (!in->nops || in->ops[in->nops - 1].kind != MCA_OPND_REG
	  || !is_gpr (in->ops[in->nops - 1].reg))
	continue;
      if (is_op (in->mnemonic, "cmp") || is_op (in->mnemonic, "test")
	  || is_op (in->mnemonic, "bt"))
	continue;
      mca_reg dest = in->ops[in->nops - 1].reg;
      mca_reg r = mca_top_reg (dest);
      b->written[r] = true;
      enum mca_reg_class c = mca_reg_class (dest);
      const struct mca_operand *src = in->nops == 2 ? &in->ops[0] : NULL;
      bool wide = c == MCA_RC_GPR64 || c == MCA_RC_GPR32;
      bool add = is_op (in->mnemonic, "add");
      bool sub = is_op (in->mnemonic, "sub");
      int64_t delta;
      if (constant_step (in, &delta))
	b->step[r] += delta;
      else if (wide && src && (add || sub) && src->kind == MCA_OPND_REG
	       && mca_reg_class (src->reg) == c && mca_top_reg (src->reg) != r
	       && !b->step_reg[r])
	{
	  b->step_reg[r] = mca_top_reg (src->reg);
	  b->step_sign[r] = add ? 1 : -1;
	}
      else
	b->steps_unknown[r] = true;
    }
  /* A register added whose value changes: no step.  */
  for (unsigned r = 0; r < MCA_R_COUNT; r++)
    if (b->step_reg[r] && b->written[b->step_reg[r]])
      b->steps_unknown[r] = true;
}

static bool
is_gpr64 (mca_reg r)
{
  return r && mca_reg_class (r) == MCA_RC_GPR64;
}

/* The memory operand of IN when IN loads or stores under a mask:
   vmaskmovps and vpmaskmovd, or an AVX-512 mask on any operand of an
   instruction with one memory operand (gathers and scatters aside: their
   elements lie where their indexes say).  Elements the mask leaves out
   do not fault, so the harness, which maps a page when an access faults,
   would never map the page under an all-clear mask, and every such
   access to the unmapped page takes a microcode assist: vpmaskmovd with
   a clear mask 324 cycles an iteration on the Emerald Rapids host, 1.01
   once a load maps the page.  NULL for other instructions.  */
static const struct mca_operand *
masked_access (const struct mca_asm_inst *in)
{
  const struct mca_operand *mem = NULL;
  bool mask = strstr (in->mnemonic, "maskmov") != NULL;
  for (unsigned o = 0; o < in->nops; o++)
    {
      const struct mca_operand *op = &in->ops[o];
      if (op->kind == MCA_OPND_MEM)
	{
	  if (mem || (op->mem.index && !is_gpr (op->mem.index)))
	    return NULL;
	  mem = op;
	}
      if (op->mask)
	mask = true;
    }
  return mask && mem && mem->text ? mem : NULL;
}

/* A write of nothing (orb $0) to the first byte OP names, for IN's
   copy in the touch pass: run once before timing, it maps the page.
   A mask written on the operand ({%k1} on a store's) is left out, and
   in Intel syntax its size (the or writes a byte).  */
static void
put_touch (struct mca_strbuf_lite *tt, const struct mca_asm_inst *in,
	   const struct mca_operand *op)
{
  const char *text = op->text, *ptr = NULL;
  for (const char *p = text; in->intel && *p && !ptr; p++)
    if (strncasecmp (p, "ptr", 3) == 0)	/* GCC writes DWORD PTR */
      ptr = p;
  if (ptr)
    text = ptr + 3 + strspn (ptr + 3, " ");	/* its size is the or's */
  mca_lite_puts (tt, in->intel ? "\tor byte ptr " : "\torb $0, ");
  char *address = xstrndup (text, strcspn (text, "{"));
  put_escaped (tt, address);
  free (address);
  mca_lite_puts (tt, in->intel ? ", 0\n" : "\n");
}

/* Whether IN may write general register R: as its destination (an
   exchange, any register it names), or without naming it (cltq %rax,
   cqto %rdx; mul, div, string instructions, push, pop, cpuid and the
   like any of the eight legacy registers).  Narrower than note_steps'
   WRITTEN, which a cltq sets for every register.  */
static bool
may_write (const struct mca_asm_inst *in, mca_reg r)
{
  /* The sign extensions write %rax or %rdx alone; other instructions
     that write registers they do not name may write any of these.  */
  static const char *const to_rax[] = { "cltq", "cdqe", "cwtl", "cbtw",
					"cwde", "cbw", NULL };
  static const char *const to_rdx[] = { "cqto", "cltd", "cwtd", "cqo",
					"cdq", "cwd", NULL };
  if (writes_implicitly (in))
    {
      for (const char *const *m = to_rax; *m; m++)
	if (strcmp (in->mnemonic, *m) == 0)
	  return r == MCA_R_RAX;
      for (const char *const *m = to_rdx; *m; m++)
	if (strcmp (in->mnemonic, *m) == 0)
	  return r == MCA_R_RDX;
      if (r == MCA_R_RAX || r == MCA_R_RBX || r == MCA_R_RCX
	  || r == MCA_R_RDX || r == MCA_R_RSI || r == MCA_R_RDI
	  || r == MCA_R_RSP || r == MCA_R_RBP)
	return true;
    }
  bool exchange = is_op (in->mnemonic, "xchg") || is_op (in->mnemonic, "xadd");
  for (unsigned o = 0; o < in->nops; o++)
    if (in->ops[o].kind == MCA_OPND_REG && is_gpr (in->ops[o].reg)
	&& mca_top_reg (in->ops[o].reg) == r
	&& (exchange || o + 1 == in->nops))
      return !is_op (in->mnemonic, "cmp") && !is_op (in->mnemonic, "test")
	     && !is_op (in->mnemonic, "bt");
  return false;
}

/* Whether any of the N of IN may write R.  */
static bool
body_writes (const struct mca_asm_inst *in, size_t n, mca_reg r)
{
  for (size_t k = 0; k < n; k++)
    if (may_write (&in[k], r))
      return true;
  return false;
}

/* IN writes at most 32 bits of value to its destination register: a
   32-bit operation, or a load or register widened by sign or zero
   extension.  */
static bool
writes_narrow (const struct mca_asm_inst *in)
{
  static const char *const widening[] = {
    "movslq", "movsbq", "movswq", "movzbq", "movzwq", "movsbl", "movswl",
    "movzbl", "movzwl", "movsxd", "movsx", "movzx", "cltq", "cdqe", NULL
  };
  for (const char *const *w = widening; *w; w++)
    if (strcmp (in->mnemonic, *w) == 0)
      return true;
  if (!in->nops || in->ops[in->nops - 1].kind != MCA_OPND_REG)
    return false;
  enum mca_reg_class c = mca_reg_class (in->ops[in->nops - 1].reg);
  return c == MCA_RC_GPR32 || c == MCA_RC_GPR16 || c == MCA_RC_GPR8;
}

/* The instruction of the N of IN that last writes general register R
   before instruction K, going round the loop: NULL when none does.  */
static const struct mca_asm_inst *
last_writer (const struct mca_asm_inst *in, size_t n, size_t k, mca_reg r)
{
  for (size_t d = 1; d <= n; d++)
    {
      const struct mca_asm_inst *w = &in[(k + n - d) % n];
      if (may_write (w, r))
	return w;
    }
  return NULL;
}

/* Whether the value of D that instruction K of the N of IN adds to was
   written as 32 bits or fewer.  */
static bool
writes_narrow_before (const struct mca_asm_inst *in, size_t n, size_t k,
		      mca_reg d)
{
  const struct mca_asm_inst *w = last_writer (in, n, k, d);
  return w && writes_narrow (w);
}

/* Whether the value instruction K of the N of IN writes to D reaches a
   memory operand as its base, through nothing but additions (the
   following instructions, round the loop).  */
static bool
reaches_base (const struct mca_asm_inst *in, size_t n, size_t k, mca_reg d)
{
  for (size_t j = 1; j < n; j++)
    {
      const struct mca_asm_inst *i = &in[(k + j) % n];
      for (unsigned o = 0; o < i->nops; o++)
	if (i->ops[o].kind == MCA_OPND_MEM)
	  {
	    if (mca_top_reg (i->ops[o].mem.base) == d)
	      return true;
	    if (mca_top_reg (i->ops[o].mem.index) == d)
	      return false;
	  }
      if (!may_write (i, d))
	continue;
      const struct mca_operand *src = i->nops == 2 ? &i->ops[0] : NULL;
      bool step = (i->nops == 1
		   && (is_op (i->mnemonic, "inc") || is_op (i->mnemonic, "dec")))
		  || (src && src->kind != MCA_OPND_MEM
		      && (is_op (i->mnemonic, "add")
			  || is_op (i->mnemonic, "sub")))
		  || (src && src->kind == MCA_OPND_MEM
		      && is_op (i->mnemonic, "lea")
		      && mca_top_reg (src->mem.base) == d);
      if (!step)
	return false;
    }
  return false;
}

/* Whether IN names memory without reading or writing it: a lea, a nop,
   a prefetch, a cache line flush or write-back.  */
static bool
names_memory_only (const struct mca_asm_inst *in)
{
  static const char *const stems[] = { "nop", "prefetch", "clflush", NULL };
  if (is_op (in->mnemonic, "lea") || is_op (in->mnemonic, "clwb"))
    return true;
  for (const char *const *m = stems; *m; m++)
    if (strncmp (in->mnemonic, *m, strlen (*m)) == 0)
      return true;
  return false;
}

/* Whether IN writes the memory operand it names last (a store or a
   read-modify-write; not a compare, a test, a bit test, an x87 load or
   operation from memory, or an instruction that only names memory).  */
static bool
writes_memory (const struct mca_asm_inst *in)
{
  if (!in->nops || in->ops[in->nops - 1].kind != MCA_OPND_MEM)
    return false;
  /* By name (cmpl, btq: not bts, which writes).  */
  static const char *const ops[] = { "cmp", "test", "bt", NULL };
  for (const char *const *m = ops; *m; m++)
    if (is_op (in->mnemonic, *m))
      return false;
  /* The x87 stores (fstpl, fistps, fnstcw, fxsave...); fldl and faddl
     name memory last too, and read it.  */
  static const char *const x87_stores[] = { "fst", "fist", "fbstp", "fnst",
					    "fsave", "fnsave", "fxsave", NULL };
  if (in->mnemonic[0] == 'f')
    {
      for (const char *const *m = x87_stores; *m; m++)
	if (strncmp (in->mnemonic, *m, strlen (*m)) == 0)
	  return true;
      return false;
    }
  return !names_memory_only (in);
}

/* Whether IN's last operand, a register, is written without being read:
   a move, a load of an address, a set, a conversion, a bit count, a
   form of three operands or more (but FMA's, which add to it).  */
static bool
writes_only (const struct mca_asm_inst *in)
{
  static const char *const stems[] = { "mov", "vmov", "lea", "set", "cvt",
				       "vcvt", "bsf", "bsr", "lzcnt", "tzcnt",
				       "popcnt", "pmov", "vpmov", "vbroadcast",
				       "vpbroadcast", NULL };
  for (const char *const *m = stems; *m; m++)
    if (strncmp (in->mnemonic, *m, strlen (*m)) == 0)
      return true;
  if (strncmp (in->mnemonic, "vfm", 3) == 0
      || strncmp (in->mnemonic, "vfnm", 4) == 0)
    return false;
  return in->nops >= 3;
}

/* A register set to zero (xorl %eax, %eax): its value is no data.  */
static bool
zeroes (const struct mca_asm_inst *in)
{
  static const char *const stems[] = { "xor", "sub", "pxor", "vpxor",
				       "xorps", "xorpd", "vxorps", "vxorpd",
				       "psub", "vpsub", NULL };
  if (in->nops < 2)
    return false;
  const struct mca_operand *a = &in->ops[0], *d = &in->ops[in->nops - 1];
  bool same = a->kind == MCA_OPND_REG && d->kind == MCA_OPND_REG
    && a->reg == d->reg
    && (in->nops == 2 || (in->ops[1].kind == MCA_OPND_REG
			  && in->ops[1].reg == d->reg));
  if (!same)
    return false;
  for (const char *const *m = stems; *m; m++)
    if (strncmp (in->mnemonic, *m, strlen (*m)) == 0)
      return true;
  return false;
}

/* The first store whose address comes from data the body loads (a
   histogram's counter, count[a[i]]++, a store through a loaded index or
   pointer): in the harness every copy loads the harness's data, and
   copies that find the same value there write one place, a chain through
   memory that the program's data may not make (or the other way round).
   The values registers hold are followed through the body twice (a
   value loaded late in one copy addresses a store early in the next):
   a register loaded from memory holds data, and so does one an
   operation computes from data.  */
static void
note_data_store (struct body *b, const struct mca_asm_inst *in, size_t n)
{
  bool data[MCA_R_COUNT];
  memset (data, 0, sizeof data);
  for (unsigned pass = 0; pass < 2 && !b->data_store; pass++)
    for (size_t k = 0; k < n && !b->data_store; k++)
      {
	const struct mca_asm_inst *i = &in[k];
	if (asm_is_branch_mnemonic (i->mnemonic))
	  continue;
	bool from_data = false, loads = false;
	for (unsigned o = 0; o < i->nops; o++)
	  {
	    const struct mca_operand *op = &i->ops[o];
	    if (op->kind == MCA_OPND_REG && o + 1 < i->nops)
	      from_data |= data[mca_top_reg (op->reg)];
	    else if (op->kind == MCA_OPND_MEM)
	      {
		bool addr = (op->mem.base && data[mca_top_reg (op->mem.base)])
		  || (op->mem.index && data[mca_top_reg (op->mem.index)]);
		if (o + 1 == i->nops && writes_memory (i))
		  {
		    if (addr)
		      {
			b->data_store = xstrdup (i->text);
			b->data_store_line = i->line;
		      }
		  }
		else if (is_op (i->mnemonic, "lea"))
		  from_data |= addr;
		else
		  loads = true;
	      }
	  }
	if (!i->nops)
	  {
	    /* cqto and its kin write %rdx from %rax.  */
	    if (may_write (i, MCA_R_RDX) && !may_write (i, MCA_R_RAX))
	      data[MCA_R_RDX] = data[MCA_R_RAX];
	    continue;
	  }
	if (writes_implicitly (i) && may_write (i, MCA_R_RDX))
	  {
	    /* mul, div and their kin: %rax and %rdx from %rax and the
	       operand.  */
	    bool v = loads || from_data || data[MCA_R_RAX];
	    data[MCA_R_RAX] = data[MCA_R_RDX] = v;
	    continue;
	  }
	const struct mca_operand *d = &i->ops[i->nops - 1];
	if (d->kind != MCA_OPND_REG)
	  continue;
	mca_reg r = mca_top_reg (d->reg);
	if (!writes_only (i))
	  from_data |= data[r];
	data[r] = (loads || from_data) && !zeroes (i);
      }
}

/* Whether IN only writes the memory operand it names last: a move to
   memory (mov, vmov and their non-temporal and masked kin), a set or
   an x87 store; other writes of memory read it too.  */
static bool
stores_only (const struct mca_asm_inst *in)
{
  static const char *const stems[] = { "mov", "vmov", "vpmov", "set", "fst",
				       "fist", "vmaskmov", "vpmaskmov",
				       "maskmov", "vpscatter", "vscatter",
				       "vcompress", "vpcompress", "stos",
				       "pextr", "vpextr", "extractps",
				       "vextract", "vcvtps2ph", "kmov",
				       NULL };
  for (const char *const *m = stems; *m; m++)
    if (strncmp (in->mnemonic, *m, strlen (*m)) == 0)
      return true;
  return false;
}

/* One memory operand of the body: of instruction K, through registers
   BASE and INDEX (top-level; 0 for none), at AT bytes from where they
   pointed at the start of the copy, stepping STEP bytes a copy.  */
struct access
{
  size_t k;
  mca_reg base, index;
  int64_t at, step;
  bool stores, loads;
};

/* The first load of the N instructions IN that reads, CHAIN_COPIES
   copies later, the address a store wrote, both through the same base
   and index registers stepping by constants (after note_steps): a
   chain through memory from copy to copy that the harness cuts where
   it moves the registers back.  A load that reads what a store of its
   own copy wrote is no such chain, nor is one of an address that does
   not move.  */
static void
note_memory_chain (struct body *b, const struct mca_asm_inst *in, size_t n)
{
  /* Copies apart: at most the fewest a pass of a small body runs
     (measure.c warns only of chains shorter than the pass it ran).  */
  enum { MAX_APART = 8 };
  int64_t offset[MCA_R_COUNT];
  memset (offset, 0, sizeof offset);
  struct access *acc = XNEWVEC (struct access, 4 * n + 1);
  size_t nacc = 0;
  for (size_t k = 0; k < n; k++)
    {
      const struct mca_asm_inst *i = &in[k];
      bool accesses = !asm_is_branch_mnemonic (i->mnemonic)
	&& !names_memory_only (i);
      for (unsigned o = 0; accesses && o < i->nops; o++)
	{
	  const struct mca_operand *op = &i->ops[o];
	  /* A gather's or scatter's vector index moves no general register:
	     its addresses are not followed.  */
	  if (op->kind != MCA_OPND_MEM || op->mem.base == MCA_R_RIP
	      || op->mem.seg || op->mem.disp_symbolic
	      || (op->mem.index && !is_gpr (op->mem.index)))
	    continue;
	  mca_reg base = mca_top_reg (op->mem.base);
	  mca_reg index = mca_top_reg (op->mem.index);
	  if ((base && (b->steps_unknown[base] || b->step_reg[base]))
	      || (index && (b->steps_unknown[index] || b->step_reg[index])))
	    continue;
	  int64_t scale = op->mem.scale ? op->mem.scale : 1;
	  struct access *a = &acc[nacc];
	  a->k = k;
	  a->base = base;
	  a->index = index;
	  a->at = op->mem.disp + offset[base] + (index ? offset[index] * scale
						 : 0);
	  a->step = b->step[base] + (index ? b->step[index] * scale : 0);
	  a->stores = o + 1 == i->nops && writes_memory (i);
	  a->loads = !a->stores || !stores_only (i);
	  if (a->step && nacc < 4 * n)
	    nacc++;
	}
      int64_t delta;
      if (constant_step (i, &delta))
	offset[mca_top_reg (i->ops[i->nops - 1].reg)] += delta;
    }
  for (size_t l = 0; l < nacc && !b->chain_load; l++)
    for (size_t s = 0; s < nacc && !b->chain_load; s++)
      {
	const struct access *ld = &acc[l], *st = &acc[s];
	if (!ld->loads || !st->stores || ld->step != st->step
	    || ld->base != st->base || ld->index != st->index
	    || (st->at - ld->at) % ld->step)
	  continue;
	int64_t apart = (st->at - ld->at) / ld->step;
	if (apart < 1 || apart > MAX_APART)
	  continue;
	b->chain_load = xstrdup (in[ld->k].text);
	b->chain_load_line = in[ld->k].line;
	b->chain_store = xstrdup (in[st->k].text);
	b->chain_store_line = in[st->k].line;
	b->chain_copies = (unsigned) apart;
      }
  free (acc);
}

/* Registers that carry an address into a base register without being
   one in any memory operand: the source of a 64-bit move (or lea of it
   alone) to a base register, and the addend of an add to a base register
   that holds a 32-bit value there (a table's offset, loaded or
   computed, plus the table's address).  They get addresses as the
   bases do; with small numbers, a memcpy's pointer rotated through a
   second register (movq %r8, %rsi; addq $8, %r8 before a load of
   (%rsi)) or a match finder's base + offset addressed the first pages,
   and an offset added to the float fill left the canonical addresses.
   Repeated until nothing changes: an address can pass through several
   registers.  */
static void
note_address_flow (struct body *b, const struct mca_asm_inst *in, size_t n)
{
  for (bool changed = true; changed;)
    {
      changed = false;
      for (size_t k = 0; k < n; k++)
	{
	  const struct mca_asm_inst *i = &in[k];
	  if (i->nops != 2 || i->ops[1].kind != MCA_OPND_REG
	      || !is_gpr64 (i->ops[1].reg) || writes_implicitly (i))
	    continue;
	  mca_reg d = mca_top_reg (i->ops[1].reg);
	  const struct mca_operand *src = &i->ops[0];
	  mca_reg s = MCA_REG_NONE;
	  if (!b->base[d] || !reaches_base (in, n, k, d))
	    continue;
	  if (src->kind == MCA_OPND_REG && is_gpr64 (src->reg)
	      && (is_op (i->mnemonic, "mov")
		  || (is_op (i->mnemonic, "add")
		      && writes_narrow_before (in, n, k, d))))
	    s = mca_top_reg (src->reg);
	  else if (src->kind == MCA_OPND_MEM && is_op (i->mnemonic, "lea")
		   && src->mem.base && src->mem.base != MCA_R_RIP
		   && !src->mem.index)
	    s = mca_top_reg (src->mem.base);
	  if (s && s != d && !b->base[s] && !b->index[s])
	    {
	      b->base[s] = true;
	      changed = true;
	    }
	}
    }
}

/* Note the symbols expression EXPR names (".LC0", "ML_bits+8", not the
   relocation of "foo@GOTPCREL").  */
static void
note_symbols (struct body *b, const char *expr)
{
  for (const char *p = expr; *p;)
    {
      size_t n = strspn (p, "abcdefghijklmnopqrstuvwxyz"
			 "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.$");
      bool name = n && !(*p >= '0' && *p <= '9')
		  && (p == expr || p[-1] != '@');
      for (unsigned k = 0; name && k < b->nsymbols; k++)
	if (strlen (b->symbols[k]) == n && !strncmp (b->symbols[k], p, n))
	  name = false;
      if (name)
	{
	  b->symbols = XRESIZEVEC (char *, b->symbols, b->nsymbols + 1);
	  b->symbols[b->nsymbols++] = xstrndup (p, n);
	}
      p += n ? n : 1;
    }
}

/* Whether IN is a right shift by a count register: that register, or
   MCA_REG_NONE.  */
static mca_reg
right_shift_count_reg (const struct mca_asm_inst *in)
{
  if (in->nops < 2 || in->ops[0].kind != MCA_OPND_REG
      || !is_gpr (in->ops[0].reg))
    return MCA_REG_NONE;
  if (is_op (in->mnemonic, "shrx") || is_op (in->mnemonic, "sarx")
      || ((is_op (in->mnemonic, "shr") || is_op (in->mnemonic, "sar"))
	  && in->ops[0].reg == MCA_R_CL))
    return mca_top_reg (in->ops[0].reg);
  return MCA_REG_NONE;
}

/* A right shift whose count register was last written by a copy of a
   register the body does not write (movl %r10d, %ecx before shrq %cl:
   zstd's hashLog kept in %r10): that register is the count's source.
   Each count register the body never writes, and each such source, is
   noted in B's INVARIANT_COUNT and gets a count's value.  */
static void
note_count_sources (struct body *b, const struct mca_asm_inst *in, size_t n)
{
  for (size_t k = 0; k < n; k++)
    {
      mca_reg r = right_shift_count_reg (&in[k]);
      if (!r)
	continue;
      if (!body_writes (in, n, r))
	{
	  b->invariant_count[r] = true;
	  continue;
	}
      const struct mca_asm_inst *w = last_writer (in, n, k, r);
      if (w && w->nops == 2 && is_op (w->mnemonic, "mov")
	  && w->ops[0].kind == MCA_OPND_REG && is_gpr (w->ops[0].reg)
	  && !body_writes (in, n, mca_top_reg (w->ops[0].reg)))
	b->invariant_count[mca_top_reg (w->ops[0].reg)] = true;
    }
}

static void
note_reg (struct body *b, mca_reg r)
{
  if (!r)
    return;
  enum mca_reg_class c = mca_reg_class (r);
  if (mca_reg_is_vector (r))
    {
      unsigned bits = mca_reg_bits (r);
      if (bits > b->vector_bits)
	b->vector_bits = bits;
    }
  else if (c == MCA_RC_MASK)
    b->masks = true;
  else if (c == MCA_RC_X87)
    b->x87 = true;
  b->used[mca_top_reg (r)] = true;
}

/* The jump whose condition is the opposite of conditional jump
   MNEMONIC's (`je' for `jne' or `JNE', `jbe' for `ja'), or NULL when
   MNEMONIC is no jcc (jmp, jrcxz, loop).  The pairs fuse with the same
   compares.  */
static const char *
inverse_jcc (const char *mnemonic)
{
  static const char *const pairs[][2] = {
    {"jo", "jno"}, {"jb", "jae"}, {"jnae", "jnb"}, {"jc", "jnc"},
    {"je", "jne"}, {"jz", "jnz"}, {"jbe", "ja"}, {"jna", "jnbe"},
    {"js", "jns"}, {"jp", "jnp"}, {"jpe", "jpo"}, {"jl", "jge"},
    {"jnge", "jnl"}, {"jle", "jg"}, {"jng", "jnle"}
  };
  for (size_t k = 0; k < sizeof pairs / sizeof pairs[0]; k++)
    for (int side = 0; side < 2; side++)
      if (strcasecmp (mnemonic, pairs[k][side]) == 0)
	return pairs[k][!side];
  return NULL;
}

/* The mnemonic branch BR runs as.  */
const char *
mca_branch_runs_as (const struct body_branch *br)
{
  return br->inverted ? br->inverse : br->mnemonic;
}

/* One copy of B for an asm template.  PROBE: 0, or the address of a
   byte per branch that a set<cc> before it writes (1 when it jumps):
   below 2 GiB, so that an absolute address reaches it without a
   register.  */
void
mca_body_put_copy (struct mca_strbuf_lite *t, const struct body *b,
		   uint64_t probe, bool touch)
{
  const struct mca_strbuf_lite *text = touch && b->touch ? b->touch
							 : b->text;
  for (unsigned k = 0; k <= b->nbranches; k++)
    {
      if (text[k].s)
	mca_lite_puts (t, text[k].s);
      if (k == b->nbranches)
	break;
      const char *m = mca_branch_runs_as (&b->branches[k]);
      if (probe && b->branches[k].inverse)
	mca_lite_printf (t, "%s\tset%s %#llx\n%s", b->intel ? "\t.att_syntax "
		     "prefix\n" : "", m + 1, (unsigned long long) probe + k,
		     b->intel ? "\t.intel_syntax noprefix\n" : "");
      mca_lite_printf (t, "\t%s 9f\n9:\n", m);
    }
}

/* One copy of B as the user reads it: the instructions and labels as
   written, each branch followed by what the loop and the harness do
   with it when they differ from the plain reading.  COPIES: the copies
   a probe ran, for its counts.  */
char *
mca_body_plain (const struct body *b, unsigned copies)
{
  struct mca_strbuf_lite t = {0};
  mca_lite_puts (&t, "");
  for (unsigned k = 0; k <= b->nbranches; k++)
    {
      if (b->plain[k].s)
	mca_lite_puts (&t, b->plain[k].s);
      if (k == b->nbranches)
	break;
      const struct body_branch *br = &b->branches[k];
      mca_lite_printf (&t, "\t%s", br->written);
      if (br->inverse && (br->taken || br->inverted || br->jumps > 0))
	{
	  mca_lite_printf (&t, "\t# %smeasured as %s, ", br->taken
		       ? "taken in the loop; " : "", mca_branch_runs_as (br));
	  if (br->jumps > 0)
	    mca_lite_printf (&t, "jumping in %d of %u copies", br->jumps,
			 copies);
	  else
	    mca_lite_puts (&t, "falling through");
	}
      mca_lite_puts (&t, "\n");
    }
  return t.s;
}

void
mca_body_free (struct body *b)
{
  for (unsigned k = 0; b->text && k <= b->nbranches; k++)
    {
      free (b->text[k].s);
      free (b->plain[k].s);
      if (b->touch)
	free (b->touch[k].s);
    }
  free (b->touch);
  for (unsigned k = 0; k < b->nbranches; k++)
    {
      free ((char *) b->branches[k].written);
      free ((char *) b->branches[k].mnemonic);
    }
  free (b->text);
  free (b->plain);
  free (b->branches);
  free (b->division);
  free (b->data_store);
  free (b->gather);
  free (b->chain_load);
  free (b->chain_store);
  for (unsigned k = 0; k < b->nsymbols; k++)
    free (b->symbols[k]);
  free (b->symbols);
  memset (b, 0, sizeof *b);
}

/* Forbidden: what leaves the block or needs the kernel.  */
static const char *const refused[] = {
  "call", "callq", "ret", "retq", "syscall", "sysenter", "int", "int3",
  "hlt", "ud2", "iret", "iretq", "leave", "leaveq", "enter", "pushf",
  "popf", "pushfq", "popfq", "cpuid", "rdtsc", "rdtscp", "xbegin", "xend",
  "wrmsr", "rdmsr", "in", "out", "cli", "sti", NULL
};

int
mca_body_build (const char *text, size_t len, struct body *b, char **err)
{
  memset (b, 0, sizeof *b);
  struct mca_asm_unit u;
  if (mca_asm_parse (text, len, &u))
    {
      for (size_t k = 0; k < u.ndiags; k++)
	if (u.diags[k].level == MCA_DIAG_ERROR)
	  {
	    *err = xasprintf ("line %u: %s", u.diags[k].line,
			      u.diags[k].message);
	    break;
	  }
      mca_asm_free (&u);
      return 1;
    }
  size_t first = 0, last = u.ninsts;
  if (u.nregions && (u.regions[0].begin_line || u.regions[0].end_line))
    {
      first = u.regions[0].begin;
      last = u.regions[0].end;
    }
  for (size_t k = first; k < last; k++)
    {
      const struct mca_asm_inst *in = &u.insts[k];
      const char *why = NULL;
      for (const char *const *r = refused; *r && !why; r++)
	if (strcmp (in->mnemonic, *r) == 0)
	  why = "cannot be measured (it leaves the block or needs the kernel)";
      if (!why && asm_is_branch_mnemonic (in->mnemonic)
	  && (in->nops != 1 || in->ops[0].kind != MCA_OPND_EXPR))
	why = "is an indirect branch: it cannot be measured";
      if (why)
	{
	  *err = xasprintf ("line %u: `%s' %s", in->line, in->text, why);
	  mca_asm_free (&u);
	  return 1;
	}
    }
  /* The body is one iteration of the loop along one path, and in the
     loop the path goes on after each branch: where the path takes a
     branch (its labels say so, else the final branch, the back edge,
     is taken) the branch is measured with its condition inverted, so
     that it falls through where the loop's jumps (if the registers here
     compare as the loop's do), while it still fuses with its compare as
     in the loop.  Left alone, a back edge's compare needs an ALU of its
     own (2.2 cycles per iteration on a Zen 4 core for a loop that runs at
     1.3), and a taken jump to the next instruction costs a copy more
     than the loop pays for its one taken branch (two such jumps an
     iteration measured 2.3 cycles where one and a fall-through take
     1.3).  A final jmp or loop is left out.  */
  bool *taken = xcalloc (last > first ? last - first : 1, sizeof *taken);
  mca_asm_branches_taken (&u, first, last, taken);
  if (last > first && asm_is_branch_mnemonic (u.insts[last - 1].mnemonic)
      && !inverse_jcc (u.insts[last - 1].mnemonic))
    last--;
  if (last == first)
    {
      *err = xstrdup ("no instructions to measure");
      free (taken);
      mca_asm_free (&u);
      return 1;
    }
  unsigned nbranches = 0;
  for (size_t k = first; k < last; k++)
    nbranches += asm_is_branch_mnemonic (u.insts[k].mnemonic);
  b->branches = XCNEWVEC (struct body_branch, nbranches ? nbranches : 1);
  b->text = XCNEWVEC (struct mca_strbuf_lite, nbranches + 1);
  struct mca_strbuf_lite *touch = XCNEWVEC (struct mca_strbuf_lite,
					    nbranches + 1);
  bool touches = false;
  b->plain = XCNEWVEC (struct mca_strbuf_lite, nbranches + 1);
  size_t label = 0;
  for (size_t k = first; k < last; k++)
    {
      const struct mca_asm_inst *in = &u.insts[k];
      struct mca_strbuf_lite *text = &b->text[b->nbranches];
      struct mca_strbuf_lite *plain = &b->plain[b->nbranches];
      /* The printed body keeps the labels that say which branches the
	 path takes.  */
      for (; label < u.nlabels && u.labels[label].inst <= k; label++)
	if (u.labels[label].inst >= first)
	  mca_lite_printf (plain, "%s:\n", u.labels[label].name);
      if (in->intel && !b->intel)
	mca_lite_puts (plain, "\t.intel_syntax noprefix\n");
      if (in->intel)
	b->intel = true;
      bool branch = asm_is_branch_mnemonic (in->mnemonic);
      /* div/idiv, not divss, divpd...  */
      if ((is_op (in->mnemonic, "div") || is_op (in->mnemonic, "idiv"))
	  && !b->division)
	{
	  b->division = xstrdup (in->text);
	  b->division_line = in->line;
	}
      if (strstr (in->mnemonic, "gather") && !b->gather)
	{
	  b->gather = xstrdup (in->text);
	  b->gather_line = in->line;
	}
      if (branch)
	{
	  struct body_branch *br = &b->branches[b->nbranches++];
	  br->written = xstrdup (in->text);
	  br->mnemonic = xstrdup (in->mnemonic);
	  br->inverse = inverse_jcc (in->mnemonic);
	  br->taken = taken[k - first];
	  br->inverted = br->taken && br->inverse;
	  br->line = in->line;
	  br->jumps = -1;
	}
      else
	{
	  put_line (text, in->text);
	  mca_lite_printf (plain, "\t%s\n", in->text);
	  struct mca_strbuf_lite *tt = &touch[b->nbranches];
	  const struct mca_operand *masked = masked_access (in);
	  if (strncmp (in->mnemonic, "prefetch", 8) == 0 && in->nops == 1
	      && in->ops[0].kind == MCA_OPND_MEM && in->ops[0].text)
	    {
	      touches = true;
	      put_touch (tt, in, &in->ops[0]);
	    }
	  else
	    {
	      if (masked)
		{
		  touches = true;
		  put_touch (tt, in, masked);
		}
	      put_line (tt, in->text);
	    }
	}
      b->ninsts++;
      mca_reg dest = MCA_REG_NONE;
      bool loads = false;
      for (unsigned o = 0; o < in->nops; o++)
	{
	  const struct mca_operand *op = &in->ops[o];
	  if (op->kind == MCA_OPND_REG)
	    {
	      note_reg (b, op->reg);
	      dest = op->reg;
	    }
	  else if (op->kind == MCA_OPND_MEM)
	    {
	      if (op->mem.disp_symbolic && op->expr)
		note_symbols (b, op->expr);
	      /* lea computes an address: it reads no memory.  */
	      loads = o + 1 < in->nops && !is_op (in->mnemonic, "lea");
	      /* A lea into a 32-bit register is arithmetic on a number
		 (leal 1(%r8), %r8d beside an index %r8): its base is no
		 address.  Given one, such an index scaled into a region
		 left the canonical addresses wherever the regions lie
		 high (an AddressSanitizer build, whose shadow takes the
		 low range they are asked for).  */
	      bool narrow_lea = is_op (in->mnemonic, "lea")
		&& in->ops[in->nops - 1].kind == MCA_OPND_REG
		&& !is_gpr64 (in->ops[in->nops - 1].reg);
	      if (op->mem.base && op->mem.base != MCA_R_RIP)
		{
		  note_reg (b, op->mem.base);
		  if (!narrow_lea)
		    b->base[mca_top_reg (op->mem.base)] = true;
		}
	      if (op->mem.index)
		{
		  note_reg (b, op->mem.index);
		  mca_reg x = mca_top_reg (op->mem.index);
		  if (is_gpr64 (x))
		    b->index[x] = true;
		  if (op->mem.scale > b->scale[x])
		    b->scale[x] = op->mem.scale;
		}
	    }
	  if (op->mask)
	    note_reg (b, op->mask);
	}
      /* A 64-bit register loaded from memory and used as an address:
	 pointer chasing.  */
      if (loads && is_gpr64 (dest) && loads_pointer (in))
	b->pointer_loads = true;
      if (loads && dest && mca_reg_class (dest) == MCA_RC_GPR16)
	b->halfword_loads = true;
      if (loads && (strncmp (in->mnemonic, "movzw", 5) == 0
		    || strncmp (in->mnemonic, "movsw", 5) == 0))
	b->halfword_loads = true;
      if (strcmp (in->mnemonic, "fldt") == 0
	  || (in->intel && strcmp (in->mnemonic, "fld") == 0 && in->nops
	      && in->ops[0].kind == MCA_OPND_MEM
	      && in->ops[0].mem.size_bits == 80))
	b->extended_loads = true;
      if (loads && ((dest && mca_reg_class (dest) == MCA_RC_GPR8)
		    || strncmp (in->mnemonic, "movzb", 5) == 0
		    || strncmp (in->mnemonic, "movsb", 5) == 0))
	b->byte_loads = true;
    }
  if (touches)
    b->touch = touch;
  else
    {
      for (unsigned k = 0; k <= nbranches; k++)
	free (touch[k].s);
      free (touch);
    }
  for (; label < u.nlabels && u.labels[label].inst <= last; label++)
    if (u.labels[label].inst >= first)
      mca_lite_printf (&b->plain[b->nbranches], "%s:\n", u.labels[label].name);
  free (taken);
  note_address_flow (b, u.insts + first, last - first);
  note_data_store (b, u.insts + first, last - first);
  if (b->pointer_loads)
    {
      bool chased = false;
      for (size_t k = first; k < last && !chased; k++)
	{
	  const struct mca_asm_inst *in = &u.insts[k];
	  if (in->nops == 2 && in->ops[0].kind == MCA_OPND_MEM
	      && in->ops[1].kind == MCA_OPND_REG && is_gpr64 (in->ops[1].reg)
	      && loads_pointer (in))
	    {
	      mca_reg r = mca_top_reg (in->ops[1].reg);
	      chased = b->base[r] || b->index[r];
	    }
	}
      b->pointer_loads = chased;
    }
  note_steps (b, u.insts + first, last - first);
  note_memory_chain (b, u.insts + first, last - first);
  note_count_sources (b, u.insts + first, last - first);
  struct mca_x87_depth x87;
  mca_x87_depth_of (u.insts + first, (unsigned) (last - first), &x87);
  mca_asm_free (&u);
  /* The harness fills the x87 stack with the registers the body expects
     to find there; a body that leaves it higher or lower would overflow
     or empty it a few copies later.  */
  if (x87.uses_stack && x87.net)
    {
      *err = xasprintf ("the body %s the x87 stack by %d register%s: "
			"repeated, it would %s the stack",
			x87.net > 0 ? "grows" : "shrinks", abs (x87.net),
			abs (x87.net) == 1 ? "" : "s",
			x87.net > 0 ? "overflow" : "empty");
      return 1;
    }
  if (x87.peak > 8)
    {
      *err = xasprintf ("the body needs %u x87 stack registers, the stack "
			"has 8", x87.peak);
      return 1;
    }
  b->x87 |= x87.uses_stack;
  b->x87_entry = x87.entry;
  return 0;
}
