/* isa.h - the x86-64 instruction-form table (models/x86-64.isa, format in
   models/FORMAT): which registers each form reads and writes, whether it
   loads, stores or has side effects, and the matching of parsed assembly
   instructions to forms.  CPU independent; timing lives in model.h.  */

#ifndef MCA_ISA_H
#define MCA_ISA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "asm.h"
#include "regs.h"

enum mca_ref_kind
{
  MCA_REF_OPERAND,		/* register operand OPND */
  MCA_REF_MEM_BASE,		/* base register of memory operand OPND */
  MCA_REF_MEM_INDEX,		/* index register of memory operand OPND */
  MCA_REF_MEM_SEG,		/* segment register of memory operand OPND */
  MCA_REF_IMPLICIT,		/* register REG, not written in the text */
  MCA_REF_MASK			/* AVX-512 mask {%kN} of operand OPND
				   (`oN.k') */
};

/* One register read or write of a form.  */
struct mca_isa_ref
{
  enum mca_ref_kind kind;
  uint8_t opnd;			/* operand index, AT&T order */
  mca_reg reg;			/* MCA_REF_IMPLICIT */
  bool clears_super;		/* defs: write zeroes the upper bits */
  uint16_t use_index;		/* uses: LLVM use index (ReadAdvance) */
};

enum mca_isa_flag
{
  MCA_ISA_LOAD = 1u << 0,
  MCA_ISA_STORE = 1u << 1,
  MCA_ISA_SIDE_EFFECTS = 1u << 2,
  MCA_ISA_CALL = 1u << 3,
  MCA_ISA_RET = 1u << 4,
  MCA_ISA_BRANCH = 1u << 5,
  MCA_ISA_COND = 1u << 6,
  MCA_ISA_INDIRECT = 1u << 7,
  MCA_ISA_BARRIER = 1u << 8,
  MCA_ISA_VARIADIC = 1u << 9,
  MCA_ISA_TERMINATOR = 1u << 10,
  MCA_ISA_LOAD_BARRIER = 1u << 11,	/* lfence, mfence: orders later loads */
  MCA_ISA_STORE_BARRIER = 1u << 12,	/* sfence, mfence: orders later stores */
  MCA_ISA_HINT = 1u << 13,		/* a prefetch: reads no data */
  /* Intel syntax lists the operands in AT&T order (enter 7, 8 is
     enter $7, $8), where it reverses them for every other form.  */
  MCA_ISA_INTEL_ATT_ORDER = 1u << 14
};

struct mca_isa_form
{
  unsigned id;			/* 0 .. mca_isa_nforms () - 1 */
  const char *opcode;		/* e.g. "VMULPSrr" */
  const char *att_mnemonic;	/* canonical spelling, for printing */
  const char *intel_mnemonic;
  uint8_t ndefs, nuses;
  const struct mca_isa_ref *defs;	/* LLVM order */
  const struct mca_isa_ref *uses;	/* LLVM order */
  unsigned flags;		/* enum mca_isa_flag bits */
  /* The flags LLVM's model gives the form, where models/gen/isa-fixes
     corrected them (loads and stores that LLVM says both); the models
     that reproduce llvm-mca's load/store unit take these.  */
  unsigned llvm_flags;
  const char *att_key;		/* the I line's keys: "addl i,m" */
  const char *intel_key;	/* "add m32,i"; NULL when `-' */
};

struct mca_isa;

/* Parse an .isa text of LEN bytes.  Returns NULL on error and sets *ERR to
   a malloc'ed message naming the line.  */
struct mca_isa *mca_isa_load (const char *text, size_t len, char **err);
void mca_isa_free (struct mca_isa *isa);

/* The table built into the library (models/x86-64.isa); loaded once.
   NULL if it does not load; mca_isa_builtin_error () then says why.  */
const struct mca_isa *mca_isa_builtin (void);
const char *mca_isa_builtin_error (void);

size_t mca_isa_nforms (const struct mca_isa *isa);
const struct mca_isa_form *mca_isa_form (const struct mca_isa *isa,
					 unsigned id);
const struct mca_isa_form *mca_isa_find_opcode (const struct mca_isa *isa,
						const char *opcode);

/* The form INST is an instance of, or NULL.  On NULL, writes to WHY (SIZE
   bytes) a reason such as "unknown mnemonic `foo'" or "no form of `addl'
   takes operands (x,r32)".  */
const struct mca_isa_form *mca_isa_match (const struct mca_isa *isa,
					  const struct mca_asm_inst *inst,
					  char *why, size_t size);

/* Like mca_isa_match, and fills *NORM with INST as the form sees it: the
   operands of the form's AT&T key, in that order.  That is what the oN
   references of DEFS and USES index, and what llvm-mca prints.  It differs
   from INST when INST used another spelling: `shll $1, %eax' (SHL32r1:
   `shll %eax'), `xchgl (%rax), %ecx' (`xchgl %ecx, (%rax)'), `rep stosq'
   (`stosq %rax, %es:(%rdi)'), `cmpltps %xmm1, %xmm0' (`cmpps $1, %xmm1,
   %xmm0').  NORM may not be INST.  On failure *NORM is a copy of INST.  */
const struct mca_isa_form *mca_isa_match_norm (const struct mca_isa *isa,
					       const struct mca_asm_inst *inst,
					       struct mca_asm_inst *norm,
					       char *why, size_t size);

/* Like mca_isa_match_norm, and sets *KEY to the key (as the table writes
   it, from the I or K line) through which INST matched and *INTEL_KEY to
   whether it is an Intel key: what `opk' lines of a CPU model name
   (models/FORMAT section 2).  *KEY is NULL when nothing matched.  */
const struct mca_isa_form *mca_isa_match_key (const struct mca_isa *isa,
					      const struct mca_asm_inst *inst,
					      struct mca_asm_inst *norm,
					      const char **key,
					      bool *intel_key,
					      char *why, size_t size);

/* The mnemonic llvm-mca prints for NORM (from mca_isa_match_norm, whose
   mnemonic is the spelling that matched) of FORM in the AT&T or Intel
   syntax: the form's spelling, except for forms serving several
   condition codes (JCC_1 prints `jne', CMOV64rr `cmovneq') and compares
   whose predicate LLVM folds into the mnemonic (`cmpps $1' prints
   `cmpltps').  The result may live in a static buffer.  */
const char *mca_isa_print_mnemonic (const struct mca_isa_form *form,
				    const struct mca_asm_inst *norm,
				    bool intel);

/* The size in bits of memory operand OPND (AT&T key position) of FORM as
   its Intel key gives it (m32 -> 32; for a broadcast, the element), or 0
   when unsized.  The Intel printer needs it (`dword ptr') for operands
   parsed from AT&T text: set op->mem.size_bits before printing.  */
unsigned mca_isa_mem_bits (const struct mca_isa_form *form, unsigned opnd);

#endif /* MCA_ISA_H */
