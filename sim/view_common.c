/* view_common.c - what the views share: printing an instruction and
   llvm-mca's rounding.  */

#include "view.h"

#include <math.h>

void
mca_print_inst (struct mca_strbuf *out, const struct mca_view_ctx *ctx,
		const struct mca_sinst *si)
{
  const struct mca_asm_inst *t = &si->norm;
  const char *mn = mca_isa_print_mnemonic (si->form, t, ctx->intel);
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
      unsigned idx = ctx->intel ? t->nops - 1 - k : k;
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
