/* asm_format.c - print a parsed operand the way llvm-mca's instruction
   printers do (X86ATTInstPrinter: `-8(%rbp)', `$42', `%zmm3 {%k1} {z}';
   X86IntelInstPrinter: `dword ptr [rbp - 8]', `offset foo', `zmm3 {k1}').
   Checked against llvm-mc-19 output; see testsuite/unit/test-asm.c.  */

#include "asm.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

struct out
{
  char *buf;
  size_t size, len;
};

static void
put (struct out *o, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  size_t room = o->len < o->size ? o->size - o->len : 0;
  int n = vsnprintf (room ? o->buf + o->len : NULL, room, fmt, ap);
  va_end (ap);
  if (n > 0)
    o->len += (size_t) n;
}

/* LLVM's formatImm: decimal, or C-style hex with the sign in front.  */
static void
put_imm (struct out *o, int64_t v, bool hex)
{
  if (!hex)
    put (o, "%" PRId64, v);
  else if (v < 0)
    put (o, "-0x%" PRIx64, (uint64_t) 0 - (uint64_t) v);
  else
    put (o, "0x%" PRIx64, (uint64_t) v);
}

/* st(0) prints as `st' where the source wrote `%st' (the forms that name
   it literally, `fadd %st(1), %st') and as `st(0)' where it wrote the
   stack slot (`fstp %st(0)'), which is what LLVM prints in both cases.  */
static const char *
reg_name (const struct mca_operand *op, mca_reg r)
{
  if (r == MCA_R_ST0 && op->reg == r)
    {
      const char *t = op->text;
      if (!t || strchr (t, '('))
	return "st(0)";
      return "st";
    }
  return mca_reg_asm_name (r);
}

static void
put_decorations (struct out *o, const struct mca_operand *op, bool intel)
{
  if (op->mask)
    put (o, intel ? " {%s}" : " {%%%s}", mca_reg_asm_name (op->mask));
  if (op->zeroing)
    put (o, " {z}");
}

static const char *
size_ptr (unsigned bits)
{
  switch (bits)
    {
    case 8: return "byte ptr ";
    case 16: return "word ptr ";
    case 32: return "dword ptr ";
    case 48: return "fword ptr ";
    case 64: return "qword ptr ";
    case 80: return "tbyte ptr ";
    case 128: return "xmmword ptr ";
    case 256: return "ymmword ptr ";
    case 512: return "zmmword ptr ";
    default: return "";
    }
}

static void
att_mem (struct out *o, const struct mca_operand *op, bool hex)
{
  const struct mca_mem *m = &op->mem;
  if (m->seg)
    put (o, "%%%s:", mca_reg_asm_name (m->seg));
  if (op->expr)
    put (o, "%s", op->expr);
  else if (m->disp || (!m->base && !m->index))
    put_imm (o, m->disp, hex);
  if (m->base || m->index)
    {
      put (o, "(");
      if (m->base)
	put (o, "%%%s", mca_reg_asm_name (m->base));
      if (m->index)
	{
	  put (o, ",%%%s", mca_reg_asm_name (m->index));
	  if (m->scale != 1)
	    put (o, ",%u", m->scale);
	}
      put (o, ")");
    }
}

static void
intel_mem (struct out *o, const struct mca_operand *op, bool hex)
{
  const struct mca_mem *m = &op->mem;
  bool plus = false;
  put (o, "%s", size_ptr (m->size_bits));
  if (m->seg)
    put (o, "%s:", mca_reg_asm_name (m->seg));
  put (o, "[");
  if (m->base)
    {
      put (o, "%s", mca_reg_asm_name (m->base));
      plus = true;
    }
  if (m->index)
    {
      if (plus)
	put (o, " + ");
      if (m->scale != 1 || !m->base)
	put (o, "%u*", m->scale);
      put (o, "%s", mca_reg_asm_name (m->index));
      plus = true;
    }
  if (op->expr)
    put (o, "%s%s", plus ? " + " : "", op->expr);
  else if (m->disp || (!m->base && !m->index))
    {
      if (plus)
	{
	  /* The sign goes between the terms: `[rbp - 8]'.  */
	  uint64_t mag = (uint64_t) m->disp;
	  put (o, m->disp > 0 ? " + " : " - ");
	  if (m->disp < 0)
	    mag = (uint64_t) 0 - mag;
	  put (o, hex ? "0x%" PRIx64 : "%" PRIu64, mag);
	}
      else
	put_imm (o, m->disp, hex);
    }
  put (o, "]");
}

int
mca_asm_format_operand (char *buf, size_t size, const struct mca_operand *op,
			bool intel, bool hex_imm)
{
  struct out o = {buf, size, 0};
  if (size)
    buf[0] = 0;
  switch (op->kind)
    {
    case MCA_OPND_REG:
      if (op->indirect && !intel)
	put (&o, "*");
      put (&o, intel ? "%s" : "%%%s", reg_name (op, op->reg));
      put_decorations (&o, op, intel);
      break;
    case MCA_OPND_IMM:
      if (op->expr)
	put (&o, intel ? "offset %s" : "$%s", op->expr);
      else
	{
	  if (!intel)
	    put (&o, "$");
	  put_imm (&o, op->imm, hex_imm);
	}
      break;
    case MCA_OPND_EXPR:
      if (op->expr)
	put (&o, "%s", op->expr);
      else
	put_imm (&o, op->imm, hex_imm);
      break;
    case MCA_OPND_MEM:
      if (intel)
	intel_mem (&o, op, hex_imm);
      else
	{
	  if (op->indirect)
	    put (&o, "*");
	  att_mem (&o, op, hex_imm);
	}
      if (op->mem.broadcast)
	put (&o, "{1to%u}", op->mem.broadcast);
      put_decorations (&o, op, intel);
      break;
    case MCA_OPND_ROUND:
      {
	static const char *const names[] = {
	  "", "{rn-sae}", "{rd-sae}", "{ru-sae}", "{rz-sae}", "{sae}"
	};
	put (&o, "%s", names[op->rounding <= MCA_ROUND_SAE ? op->rounding : 0]);
      }
      break;
    }
  if (o.len > INT32_MAX)
    return -1;
  return (int) o.len;
}
