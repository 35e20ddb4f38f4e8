/* x87_stack.c - the x87 register stack: what an instruction does to it,
   and the renaming of a region's st(i) to stack slots.  */

#include "x87_stack.h"

#include <string.h>

#include "instr_desc.h"
#include "regs.h"

enum x87_top { KEEP, PUSH, POP, POP2, SWAP };

enum
{
  S0 = 1, S1 = 2, OPS = 4, ST1IF0 = 8,		/* reads */
  DEST = 16, REGDEST = 32, NEW = 64		/* writes (and S0, S1) */
};

struct x87_entry
{
  const char *mnemonic;
  enum x87_top top;
  unsigned reads, writes;
};

static const struct x87_entry x87_table[] = {
#define MCA_X87(MNEMONIC, TOP, READS, WRITES) \
  { MNEMONIC, TOP, READS, WRITES },
#include "x87_stack.def"
#undef MCA_X87
};

static const struct x87_entry *
lookup_exact (const char *m, size_t len)
{
  for (size_t k = 0; k < sizeof x87_table / sizeof x87_table[0]; k++)
    if (strlen (x87_table[k].mnemonic) == len
	&& strncmp (x87_table[k].mnemonic, m, len) == 0)
      return &x87_table[k];
  return NULL;
}

/* The entry of MNEMONIC, as written or without its AT&T size suffix
   (`faddl', `fildll', `fstpt').  Exact names first: `fcos' and `fabs'
   end in an s that is not a suffix.  */
static const struct x87_entry *
lookup (const char *mnemonic)
{
  size_t len = strlen (mnemonic);
  if (len < 2 || mnemonic[0] != 'f')
    return NULL;
  const struct x87_entry *e = lookup_exact (mnemonic, len);
  if (!e && strchr ("sltq", mnemonic[len - 1]))
    e = lookup_exact (mnemonic, len - 1);
  if (!e && len > 3 && strcmp (mnemonic + len - 2, "ll") == 0)
    e = lookup_exact (mnemonic, len - 2);
  return e;
}

static int
stack_index (mca_reg r)
{
  return r && mca_reg_class (r) == MCA_RC_X87 ? (int) (r - MCA_R_ST0) : -1;
}

bool
mca_x87_access_of (const struct mca_asm_inst *inst, struct mca_x87_access *a)
{
  const struct x87_entry *e = lookup (inst->mnemonic);
  memset (a, 0, sizeof *a);
  if (!e)
    return false;
  /* The stack registers it names, in AT&T order.  */
  int named[MCA_MAX_OPERANDS];
  unsigned nnamed = 0;
  for (unsigned o = 0; o < inst->nops; o++)
    if (inst->ops[o].kind == MCA_OPND_REG && stack_index (inst->ops[o].reg) >= 0)
      named[nnamed++] = stack_index (inst->ops[o].reg);
  if (!nnamed && (e->reads & ST1IF0))
    {
      named[nnamed++] = 0;
      named[nnamed++] = 1;
    }
  a->top_change = e->top == PUSH ? -1 : e->top == POP ? 1 : e->top == POP2 ? 2 : 0;
  a->swap = e->top == SWAP;
  if (e->reads & S0)
    a->reads[a->nreads++] = 0;
  if (e->reads & S1)
    a->reads[a->nreads++] = 1;
  if (e->reads & OPS)
    for (unsigned k = 0; k < nnamed && a->nreads < MCA_X87_MAX_ACCESS; k++)
      {
	bool seen = false;
	for (unsigned j = 0; j < a->nreads; j++)
	  seen |= a->reads[j] == named[k];
	if (!seen)
	  a->reads[a->nreads++] = named[k];
      }
  if (a->swap)
    {
      /* st(0) and the other register named (`fxch %st(1)', `fxch %st,
	 %st(1)'); `fxch %st(0)' exchanges nothing.  */
      int other = 0;
      for (unsigned k = 0; k < nnamed; k++)
	if (named[k])
	  other = named[k];
      a->nreads = 2;
      a->reads[0] = 0;
      a->reads[1] = other;
      return true;
    }
  if (e->writes & S0)
    a->writes[a->nwrites++] = 0;
  if (e->writes & S1)
    a->writes[a->nwrites++] = 1;
  if (e->writes & DEST)
    a->writes[a->nwrites++] = nnamed ? named[nnamed - 1] : 0;
  if ((e->writes & REGDEST) && nnamed)
    a->writes[a->nwrites++] = named[nnamed - 1];
  if (e->writes & NEW)
    a->writes[a->nwrites++] = -1;
  return true;
}

void
mca_x87_depth_of (const struct mca_asm_inst *insts, unsigned n,
		  struct mca_x87_depth *d)
{
  memset (d, 0, sizeof *d);
  /* TOP: where st(0) is, counted from the entry's st(0) (a push makes it
     -1).  Entry register Q is read at TOP + i = Q.  */
  int top = 0, deepest = -1, lowest = 0;
  for (unsigned k = 0; k < n; k++)
    {
      struct mca_x87_access a;
      if (!mca_x87_access_of (&insts[k], &a))
	continue;
      d->uses_stack = true;
      for (unsigned r = 0; r < a.nreads; r++)
	if (top + a.reads[r] > deepest)
	  deepest = top + a.reads[r];
      /* A pop takes st(0), and fpatan's st(1) from below.  */
      for (int p = 0; p < a.top_change; p++)
	if (top + p > deepest)
	  deepest = top + p;
      top += a.top_change;
      if (top < lowest)
	lowest = top;
    }
  d->net = -top;
  d->entry = (unsigned) (deepest + 1);
  d->peak = d->entry + (unsigned) -lowest;
}

/* Remove the stack registers SI reads and writes, as its form lists them
   (read as written, without the stack's movement).  */
static void
drop_stack_registers (struct mca_sinst *si)
{
  unsigned n = 0;
  for (unsigned r = 0; r < si->nreads; r++)
    if (stack_index (si->reads[r].reg) < 0)
      si->reads[n++] = si->reads[r];
  si->nreads = n;
  n = 0;
  for (unsigned w = 0; w < si->nwrites; w++)
    if (stack_index (si->writes[w].reg) < 0)
      si->writes[n++] = si->writes[w];
  si->nwrites = n;
}

static mca_reg
slot_reg (int top, int position)
{
  return (mca_reg) (MCA_R_ST0 + ((top + position) & 7));
}

int
mca_x87_assign_slots (struct mca_sinst *src, unsigned n,
		      const struct mca_model *m)
{
  int top = 0;
  for (unsigned k = 0; k < n; k++)
    {
      struct mca_sinst *si = &src[k];
      struct mca_x87_access a;
      if (!mca_x87_access_of (si->text, &a))
	continue;
      /* The results come with the status word's latency and write
	 class: LLVM lists the status word as every x87 instruction's
	 result.  */
      unsigned latency = si->desc->max_latency, write_id = 0;
      for (unsigned w = 0; w < si->nwrites; w++)
	if (si->writes[w].reg == MCA_R_FPSW)
	  {
	    latency = si->writes[w].latency;
	    write_id = si->writes[w].write_id;
	  }
      drop_stack_registers (si);
      if (a.swap)
	{
	  si->x87_swap[0] = slot_reg (top, a.reads[0]);
	  si->x87_swap[1] = slot_reg (top, a.reads[1]);
	  continue;
	}
      /* A load-op (fadd (%rax)) needs st(0) only once its load is
	 done: the model's load latency after issue.  */
      bool load_op = si->may_load && a.nwrites && a.writes[0] >= 0;
      for (unsigned r = 0; r < a.nreads && si->nreads < MCA_MAX_READS; r++)
	{
	  struct mca_read_desc *rd = &si->reads[si->nreads++];
	  memset (rd, 0, sizeof *rd);
	  rd->reg = slot_reg (top, a.reads[r]);
	  rd->shown = slot_reg (0, a.reads[r]);
	  rd->use_index = si->form->nuses;
	  if (load_op)
	    {
	      rd->advance = m->load_latency;
	      rd->late = m->load_op_split != 0;
	    }
	}
      for (unsigned w = 0; w < a.nwrites && si->nwrites < MCA_MAX_WRITES; w++)
	{
	  struct mca_write_desc *wd = &si->writes[si->nwrites++];
	  memset (wd, 0, sizeof *wd);
	  /* A push's result lands below the old top.  */
	  wd->reg = slot_reg (top, a.writes[w]);
	  wd->latency = latency;
	  wd->write_id = write_id;
	}
      top += a.top_change;
    }
  return -top;
}
