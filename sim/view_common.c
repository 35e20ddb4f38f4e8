/* view_common.c - what the views share: printing an instruction and
   llvm-mca's rounding.  */

#include "view.h"

#include <math.h>

void
mca_print_inst (struct mca_strbuf *out, const struct mca_view_ctx *ctx,
		const struct mca_sinst *si)
{
  const struct mca_asm_inst *t = si->text;
  const char *mn = ctx->intel ? si->form->intel_mnemonic
			      : si->form->att_mnemonic;
  if (!mn || !*mn)
    mn = t->mnemonic;
  mca_sb_puts (out, mn);
  if (!t->nops)
    return;
  mca_sb_putc (out, '\t');
  char buf[256];
  for (unsigned k = 0; k < t->nops; k++)
    {
      /* Intel syntax lists the destination first.  */
      const struct mca_operand *op = ctx->intel ? &t->ops[t->nops - 1 - k]
						: &t->ops[k];
      if (k)
	mca_sb_puts (out, ", ");
      mca_asm_format_operand (buf, sizeof buf, op, ctx->intel, ctx->hex_imm);
      mca_sb_puts (out, buf);
    }
}

double
mca_round_to (double x, int decimals)
{
  double scale = decimals == 1 ? 10.0 : 100.0;
  return floor (x * scale + 0.5) / scale;
}
