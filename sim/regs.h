/* regs.h - the x86-64 architectural register set: names, classes and the
   aliasing between sub- and super-registers (al < ax < eax < rax,
   xmm0 < ymm0 < zmm0).  The table itself is data, in regs.def.

   Canonical names are lowercase and follow LLVM's register names, so model
   files can name registers (implicit operands, register-file members):
   rax eax ax al ah, r8 r8d r8w r8b, xmm0 ymm0 zmm0, k0, mm0, st0 (written
   %st or %st(0) in assembly), eflags, fpsw, fpcw, mxcsr, df, ssp, rip, cs..gs,
   cr0.., dr0.., bnd0.., tmm0.., fs_base, gs_base.  */

#ifndef MCA_REGS_H
#define MCA_REGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef uint16_t mca_reg;
#define MCA_REG_NONE ((mca_reg) 0)

/* Register numbers as constants (MCA_R_RAX, MCA_R_XMM0, MCA_R_ST1 ...), in
   regs.def order; MCA_R_COUNT is mca_reg_count ().  */
enum mca_reg_id
{
  MCA_R_NONE = 0,
#define MCA_REG(ID, NAME, ASM, CLASS, BITS, PARENT) MCA_R_##ID,
#include "regs.def"
#undef MCA_REG
  MCA_R_COUNT
};

enum mca_reg_class
{
  MCA_RC_NONE,
  MCA_RC_GPR8,			/* al..r15b, spl bpl sil dil, ah bh ch dh */
  MCA_RC_GPR16,
  MCA_RC_GPR32,
  MCA_RC_GPR64,
  MCA_RC_XMM,			/* xmm0..xmm31 */
  MCA_RC_YMM,
  MCA_RC_ZMM,
  MCA_RC_MASK,			/* k0..k7 */
  MCA_RC_MMX,			/* mm0..mm7 */
  MCA_RC_X87,			/* st0..st7 */
  MCA_RC_SEG,			/* es cs ss ds fs gs */
  MCA_RC_CTRL,			/* cr0..cr15 */
  MCA_RC_DEBUG,			/* dr0..dr15 */
  MCA_RC_BND,			/* bnd0..bnd3 */
  MCA_RC_TILE,			/* tmm0..tmm7 */
  MCA_RC_IP,			/* rip eip ip */
  MCA_RC_STATUS			/* eflags fpsw fpcw mxcsr df ssp fs_base ... */
};

/* Number of registers in the table, including MCA_REG_NONE at index 0.  */
size_t mca_reg_count (void);

/* Look up a register by its assembly name without `%' (case-insensitive:
   "rax", "R8D", "st(1)", "st" = st0) or its canonical name.  LEN may be
   shorter than strlen (NAME).  Returns MCA_REG_NONE when unknown.  */
mca_reg mca_reg_lookup (const char *name, size_t len);

const char *mca_reg_name (mca_reg r);		/* canonical, e.g. "st1" */
const char *mca_reg_asm_name (mca_reg r);	/* as printed, e.g. "st(1)" */
/* Each register's class, by number (regs.def).  */
extern const unsigned char mca_reg_classes[MCA_R_COUNT];

static inline enum mca_reg_class
mca_reg_class (mca_reg r)
{
  return r < MCA_R_COUNT ? (enum mca_reg_class) mca_reg_classes[r]
			 : MCA_RC_NONE;
}
unsigned mca_reg_bits (mca_reg r);		/* 8, 16, 32, 64, 128 ... */
/* True for xmm, ymm and zmm registers.  */
bool mca_reg_is_vector (mca_reg r);

/* The smallest register that contains R (al -> ax, ah -> ax, ax -> eax,
   eax -> rax, xmm3 -> ymm3, ymm3 -> zmm3), MCA_REG_NONE for a top-level
   register.  Every other alias relation follows from this one.  */
mca_reg mca_reg_parent (mca_reg r);

/* Each register's top-level container, once mca_reg_top_slow has built
   the table (address tracking asks at every simulated instruction).  */
extern const mca_reg *mca_reg_tops;
mca_reg mca_reg_top_slow (mca_reg r);

/* The top-level register containing R (R itself when it has no parent).  */
static inline mca_reg
mca_reg_top (mca_reg r)
{
  return mca_reg_tops && r < MCA_R_COUNT ? mca_reg_tops[r]
					 : mca_reg_top_slow (r);
}

/* True when A contains B (A == B counts).  */
bool mca_reg_contains (mca_reg a, mca_reg b);

/* True when A and B share any bits (al and ah do not).  */
bool mca_reg_overlaps (mca_reg a, mca_reg b);

#endif /* MCA_REGS_H */
