/* fusion.c - which instruction pairs a model fuses (see fusion.h).  */

#include "fusion.h"

#include <ctype.h>
#include <string.h>

/* Condition names in the order of their x86 encoding, with the other
   spellings of each.  */
static const char *const conditions[16][4] = {
  {"o"}, {"no"}, {"b", "c", "nae"}, {"ae", "nb", "nc"}, {"e", "z"},
  {"ne", "nz"}, {"be", "na"}, {"a", "nbe"}, {"s"}, {"ns"}, {"p", "pe"},
  {"np", "po"}, {"l", "nge"}, {"ge", "nl"}, {"le", "ng"}, {"g", "nle"}
};

int
mca_condition_code (const char *name)
{
  for (int c = 0; c < 16; c++)
    for (int k = 0; k < 4 && conditions[c][k]; k++)
      if (strcmp (name, conditions[c][k]) == 0)
	return c;
  return -1;
}

static const char *const kinds[] = {
  "cmp", "test", "add", "sub", "and", "or", "xor", "inc", "dec", NULL
};

unsigned
mca_fuse_kind (const char *stem)
{
  for (unsigned k = 0; kinds[k]; k++)
    if (strcmp (stem, kinds[k]) == 0)
      return 1u << k;
  return 0;
}

/* The kind of FORM's opcode: its leading letters (CMP64rr: cmp).  */
static unsigned
kind_of (const struct mca_isa_form *form)
{
  char stem[8];
  size_t n = 0;
  const char *op = form->opcode;
  while (isupper ((unsigned char) op[n]) && n + 1 < sizeof stem)
    {
      stem[n] = (char) tolower ((unsigned char) op[n]);
      n++;
    }
  if (isupper ((unsigned char) op[n]))
    return 0;
  stem[n] = 0;
  return mca_fuse_kind (stem);
}

bool
mca_fuses_as_compare (const struct mca_sinst *first)
{
  return kind_of (first->form)
	 & (mca_fuse_kind ("cmp") | mca_fuse_kind ("test"));
}

enum mca_fusion
mca_fuses (const struct mca_model *m, const struct mca_sinst *first,
	   const struct mca_sinst *jcc)
{
  if (!m->nfusion || !(jcc->form->flags & MCA_ISA_BRANCH)
      || jcc->text->mnemonic[0] != 'j')
    return MCA_FUSE_NONE;
  int cond = mca_condition_code (jcc->text->mnemonic + 1);
  unsigned kind = kind_of (first->form);
  if (cond < 0 || !kind)
    return MCA_FUSE_NONE;
  bool mem = false, imm = false;
  for (unsigned k = 0; k < first->norm.nops; k++)
    {
      mem |= first->norm.ops[k].kind == MCA_OPND_MEM;
      imm |= first->norm.ops[k].kind == MCA_OPND_IMM;
    }
  for (unsigned r = 0; r < m->nfusion; r++)
    {
      const struct mca_fusion_rule *f = &m->fusion[r];
      if ((f->kinds & kind) && (f->conditions & (1u << cond))
	  && (!mem || (f->memory && !imm)))
	return f->keeps_units ? MCA_FUSE_KEEP_UNITS
	       : mem ? MCA_FUSE_KEEP_LOAD : MCA_FUSE_DROP;
    }
  return MCA_FUSE_NONE;
}
