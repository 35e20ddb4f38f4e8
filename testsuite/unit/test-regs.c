/* test-regs.c - unit tests of the register table (sim/regs.c).  */

#include <string.h>

#include "regs.h"
#include "unit.h"

static mca_reg
R (const char *name)
{
  return mca_reg_lookup (name, strlen (name));
}

int
main (void)
{
  /* Lookup: canonical and assembly names, any case, length-limited.  */
  CHECK (R ("rax") == MCA_R_RAX);
  CHECK (R ("RAX") == MCA_R_RAX);
  CHECK (R ("R8D") == MCA_R_R8D);
  CHECK (R ("r15b") == MCA_R_R15B);
  CHECK (R ("spl") == MCA_R_SPL);
  CHECK (R ("ah") == MCA_R_AH);
  CHECK (R ("st") == MCA_R_ST0);
  CHECK (R ("st(0)") == MCA_R_ST0);
  CHECK (R ("st(7)") == MCA_R_ST7);
  CHECK (R ("st( 3 )") == MCA_R_ST3);
  CHECK (R ("st3") == MCA_R_ST3);
  CHECK (R ("xmm31") == MCA_R_XMM31);
  CHECK (R ("zmm0") == MCA_R_ZMM0);
  CHECK (R ("k7") == MCA_R_K7);
  CHECK (R ("mm0") == MCA_R_MM0);
  CHECK (R ("cr8") == MCA_R_CR8);
  CHECK (R ("dr7") == MCA_R_DR7);
  CHECK (R ("bnd3") == MCA_R_BND3);
  CHECK (R ("tmm7") == MCA_R_TMM7);
  CHECK (R ("fs") == MCA_R_FS);
  CHECK (R ("eflags") == MCA_R_EFLAGS);
  CHECK (R ("mxcsr") == MCA_R_MXCSR);
  CHECK (R ("fpsw") == MCA_R_FPSW);
  CHECK (R ("fpcw") == MCA_R_FPCW);
  CHECK (R ("df") == MCA_R_DF);
  CHECK (R ("ssp") == MCA_R_SSP);
  CHECK (R ("fs_base") == MCA_R_FS_BASE);
  CHECK (R ("gs_base") == MCA_R_GS_BASE);
  CHECK (R ("rip") == MCA_R_RIP);
  CHECK (mca_reg_lookup ("raxyz", 3) == MCA_R_RAX);
  CHECK (R ("foo") == MCA_REG_NONE);
  CHECK (R ("") == MCA_REG_NONE);
  CHECK (R ("xmm32") == MCA_REG_NONE);
  CHECK (R ("averyveryverylongregistername") == MCA_REG_NONE);
  CHECK (mca_reg_lookup (NULL, 0) == MCA_REG_NONE);

  /* Names.  */
  CHECK_STR (mca_reg_name (MCA_R_ST1), "st1");
  CHECK_STR (mca_reg_asm_name (MCA_R_ST1), "st(1)");
  CHECK_STR (mca_reg_name (MCA_R_R8W), "r8w");
  CHECK_STR (mca_reg_name (MCA_REG_NONE), "");
  CHECK_STR (mca_reg_name (60000), "");
  CHECK (mca_reg_count () == MCA_R_COUNT);

  /* Every register's names look up to itself.  */
  for (mca_reg r = 1; r < mca_reg_count (); r++)
    {
      const char *n = mca_reg_name (r), *a = mca_reg_asm_name (r);
      CHECK (mca_reg_lookup (n, strlen (n)) == r);
      CHECK (mca_reg_lookup (a, strlen (a)) == r);
      CHECK (mca_reg_class (r) != MCA_RC_NONE);
      CHECK (mca_reg_bits (r) > 0);
    }

  /* Classes and sizes.  */
  CHECK (mca_reg_class (MCA_R_AH) == MCA_RC_GPR8);
  CHECK (mca_reg_class (MCA_R_R8D) == MCA_RC_GPR32);
  CHECK (mca_reg_class (MCA_R_YMM5) == MCA_RC_YMM);
  CHECK (mca_reg_class (MCA_R_ST2) == MCA_RC_X87);
  CHECK (mca_reg_class (MCA_R_EIP) == MCA_RC_IP);
  CHECK (mca_reg_class (MCA_R_EFLAGS) == MCA_RC_STATUS);
  CHECK (mca_reg_bits (MCA_R_AX) == 16);
  CHECK (mca_reg_bits (MCA_R_ZMM1) == 512);
  CHECK (mca_reg_bits (MCA_R_ST0) == 80);

  /* The sub-register tree.  */
  CHECK (mca_reg_parent (MCA_R_AL) == MCA_R_AX);
  CHECK (mca_reg_parent (MCA_R_AH) == MCA_R_AX);
  CHECK (mca_reg_parent (MCA_R_AX) == MCA_R_EAX);
  CHECK (mca_reg_parent (MCA_R_EAX) == MCA_R_RAX);
  CHECK (mca_reg_parent (MCA_R_RAX) == MCA_REG_NONE);
  CHECK (mca_reg_parent (MCA_R_SIL) == MCA_R_SI);
  CHECK (mca_reg_parent (MCA_R_R9B) == MCA_R_R9W);
  CHECK (mca_reg_parent (MCA_R_XMM3) == MCA_R_YMM3);
  CHECK (mca_reg_parent (MCA_R_YMM3) == MCA_R_ZMM3);
  CHECK (mca_reg_parent (MCA_R_IP) == MCA_R_EIP);
  CHECK (mca_reg_top (MCA_R_AL) == MCA_R_RAX);
  CHECK (mca_reg_top (MCA_R_XMM20) == MCA_R_ZMM20);
  CHECK (mca_reg_top (MCA_R_K1) == MCA_R_K0_K1);
  CHECK (mca_reg_parent (MCA_R_K6) == MCA_R_K6_K7);
  CHECK (R ("k2_k3") == MCA_R_K2_K3);
  CHECK (!mca_reg_overlaps (MCA_R_K0, MCA_R_K1));
  CHECK (mca_reg_contains (MCA_R_RAX, MCA_R_AH));
  CHECK (mca_reg_contains (MCA_R_AX, MCA_R_AX));
  CHECK (!mca_reg_contains (MCA_R_AL, MCA_R_AX));
  CHECK (!mca_reg_contains (MCA_R_RAX, MCA_R_RBX));
  CHECK (!mca_reg_contains (MCA_REG_NONE, MCA_R_RAX));
  CHECK (mca_reg_overlaps (MCA_R_AL, MCA_R_EAX));
  CHECK (mca_reg_overlaps (MCA_R_ZMM0, MCA_R_XMM0));
  CHECK (!mca_reg_overlaps (MCA_R_AL, MCA_R_AH));
  CHECK (!mca_reg_overlaps (MCA_R_XMM0, MCA_R_XMM1));
  CHECK (!mca_reg_overlaps (MCA_R_MM0, MCA_R_ST0));

  return DONE ();
}
