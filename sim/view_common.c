/* view_common.c - what the views share: printing an instruction and
   llvm-mca's rounding.  */

#include "view.h"

#include <math.h>
#include <string.h>

/* Whether MN, a mnemonic as printed, is a string instruction or a
   return, which a rep prefix repeats (or pads): the other instructions
   written with rep (rep bsf) are spelled as what the prefix makes them
   (tzcnt).  */
static bool
takes_rep (const char *mn)
{
  static const char *const stems[] = {
    "movs", "stos", "lods", "scas", "cmps", "ins", "outs", "ret", NULL
  };
  for (const char *const *s = stems; *s; s++)
    if (strncmp (mn, *s, strlen (*s)) == 0)
      return true;
  return false;
}

void
mca_print_inst (struct mca_strbuf *out, const struct mca_view_ctx *ctx,
		const struct mca_sinst *si)
{
  const struct mca_asm_inst *t = &si->norm;
  const char *mn = mca_isa_print_mnemonic (si->form, t, ctx->intel);
  if (!mn || !*mn)
    mn = t->mnemonic;
  /* Prefix words as llvm-mca prints them, two tabs after each.  */
  if (t->prefixes & MCA_PFX_LOCK)
    mca_sb_puts (out, "lock\t\t");
  if ((t->prefixes & MCA_PFX_REP) && takes_rep (mn))
    mca_sb_puts (out, "rep\t\t");
  if ((t->prefixes & MCA_PFX_REPNE) && takes_rep (mn))
    mca_sb_puts (out, "repne\t\t");
  if (t->prefixes & MCA_PFX_NOTRACK)
    mca_sb_puts (out, "notrack\t\t");
  mca_sb_puts (out, mn);
  if (!t->nops)
    return;
  mca_sb_putc (out, '\t');
  char buf[256];
  /* Intel syntax lists the destination first, but for a few forms.  */
  bool reverse = ctx->intel
    && !(si->form && (si->form->flags & MCA_ISA_INTEL_ATT_ORDER));
  for (unsigned k = 0; k < t->nops; k++)
    {
      unsigned idx = reverse ? t->nops - 1 - k : k;
      struct mca_operand op = t->ops[idx];
      /* AT&T input carries no `dword ptr': the form knows the size.  */
      if (ctx->intel && op.kind == MCA_OPND_MEM && !op.mem.size_bits)
	op.mem.size_bits = (uint16_t) mca_isa_mem_bits (si->form, idx);
      if (k)
	mca_sb_puts (out, ", ");
      mca_asm_format_operand (buf, sizeof buf, &op, ctx->intel, ctx->hex_imm);
      mca_sb_puts (out, buf);
    }
}

double
mca_round_to (double x, int decimals)
{
  double scale = decimals == 1 ? 10.0 : 100.0;
  return floor (x * scale + 0.5) / scale;
}
