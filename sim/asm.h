/* asm.h - x86-64 assembly text, as GCC and GNU as write it, parsed into
   instructions and code-region markers.

   The parser knows x86-64 syntax, not instruction semantics: it produces the
   mnemonic, prefixes and operands of every instruction line (AT&T syntax, or
   Intel syntax after `.intel_syntax`), records labels, skips directives and
   comments,
   and collects LLVM-MCA-BEGIN/END (also OSACA-BEGIN/END and IACA byte-marker)
   regions.  Matching an instruction against the ISA table is isa.h's job.

   Operands are always stored in AT&T order (sources first, destination
   last), whatever syntax they were written in.  */

#ifndef MCA_ASM_H
#define MCA_ASM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "regs.h"

#define MCA_MAX_OPERANDS 6

enum mca_operand_kind
{
  MCA_OPND_REG,		/* %eax, %xmm1, %st(2), %k1 ... */
  MCA_OPND_MEM,		/* disp(base,index,scale), [base+index*scale+disp] */
  MCA_OPND_IMM,		/* $42, $sym (AT&T); 42, OFFSET FLAT:sym (Intel) */
  MCA_OPND_EXPR,	/* bare expression: branch target, `call foo@PLT' */
  MCA_OPND_ROUND	/* {rn-sae} {rd-sae} {ru-sae} {rz-sae} {sae} */
};

enum mca_rounding
{
  MCA_ROUND_NONE, MCA_ROUND_RN, MCA_ROUND_RD, MCA_ROUND_RU, MCA_ROUND_RZ,
  MCA_ROUND_SAE
};

struct mca_mem
{
  mca_reg seg, base, index;	/* MCA_REG_NONE when absent */
  uint8_t scale;		/* 1, 2, 4 or 8 */
  bool has_disp;
  bool disp_symbolic;		/* displacement names a symbol */
  int64_t disp;			/* numeric part of the displacement */
  uint16_t size_bits;		/* Intel `DWORD PTR' size; 0 when unknown */
  uint8_t broadcast;		/* {1toN}: N; 0 when not a broadcast */
};

struct mca_operand
{
  enum mca_operand_kind kind;
  bool indirect;		/* AT&T `*' before a jump/call target */
  mca_reg reg;			/* MCA_OPND_REG */
  struct mca_mem mem;		/* MCA_OPND_MEM */
  int64_t imm;			/* MCA_OPND_IMM, MCA_OPND_EXPR: value when
				   not symbolic */
  bool imm_symbolic;
  enum mca_rounding rounding;	/* MCA_OPND_ROUND */
  mca_reg mask;			/* AVX-512 {%k1} on this operand, or NONE */
  bool zeroing;			/* {z} */
  const char *text;		/* operand as written, in the unit's text pool */
  const char *expr;		/* symbolic immediate, displacement or target
				   as LLVM prints it ("foo+8", ".LC0",
				   "foo@PLT", "(foo+8)+8"), in the pool;
				   NULL when numeric */
};

/* Instruction prefixes written as separate words or before the mnemonic.  */
enum mca_prefix
{
  MCA_PFX_LOCK = 1u << 0,
  MCA_PFX_REP = 1u << 1,	/* rep, repe, repz */
  MCA_PFX_REPNE = 1u << 2,	/* repne, repnz */
  MCA_PFX_NOTRACK = 1u << 3,
  MCA_PFX_DATA16 = 1u << 4,
  MCA_PFX_ADDR32 = 1u << 5,
  MCA_PFX_REX = 1u << 6,	/* rex, rex64, rex.W ... */
  MCA_PFX_VEX = 1u << 7,	/* {vex} {vex2} {vex3} */
  MCA_PFX_EVEX = 1u << 8,	/* {evex} */
  MCA_PFX_BND = 1u << 9,
  MCA_PFX_XACQUIRE = 1u << 10,
  MCA_PFX_XRELEASE = 1u << 11,
  MCA_PFX_SEG = 1u << 12	/* cs/ds/es/fs/gs/ss written as a prefix word */
};

struct mca_asm_inst
{
  char mnemonic[32];		/* lowercase, as written (no prefixes) */
  unsigned prefixes;		/* enum mca_prefix bits */
  bool intel;			/* written in Intel syntax */
  uint8_t nops;
  struct mca_operand ops[MCA_MAX_OPERANDS];	/* AT&T order */
  unsigned line;		/* 1-based line of the input */
  const char *text;		/* the instruction as written, trimmed, NUL
				   terminated, in the unit's text pool */
};

/* A label: NAME (as written, without the colon) stands before
   instruction INST (ninsts when it ends the input).  */
struct mca_asm_label
{
  const char *name;		/* in the unit's text pool */
  size_t inst;
  unsigned line;
};

/* A code region: instructions [begin, end) of the unit.  */
struct mca_asm_region
{
  const char *name;		/* "" for anonymous (and the default region) */
  size_t begin, end;
  unsigned begin_line;		/* 0 for the default region */
  unsigned end_line;		/* 0 when the region ran to end of input */
};

enum mca_diag_level { MCA_DIAG_ERROR, MCA_DIAG_WARNING, MCA_DIAG_NOTE };

struct mca_diag
{
  enum mca_diag_level level;
  unsigned line;		/* 0 when not tied to a line */
  const char *message;		/* in the unit's text pool */
  bool dropped_inst;		/* an instruction line that does not parse,
				   left out of the unit (llvm-mca's parse
				   failure) */
};

/* The result of parsing one input.  All pointers point into memory owned by
   the unit and released by mca_asm_free.  */
struct mca_asm_unit
{
  struct mca_asm_inst *insts;
  size_t ninsts;
  struct mca_asm_region *regions;	/* in order of their BEGIN markers; a
					   single default region covering all
					   instructions when there is none */
  size_t nregions;
  struct mca_asm_label *labels;	/* in input order */
  size_t nlabels;
  struct mca_diag *diags;
  size_t ndiags;
  size_t nerrors;		/* diags with MCA_DIAG_ERROR */
  void *pool;			/* private: text and array storage */
};

/* Parse LEN bytes of TEXT (need not be NUL terminated).  Always fills *UNIT
   (release it with mca_asm_free); returns the number of errors, 0 on
   success.  Lines that cannot be parsed become error diagnostics naming the
   line; parsing goes on after them.  */
size_t mca_asm_parse (const char *text, size_t len, struct mca_asm_unit *unit);
void mca_asm_free (struct mca_asm_unit *unit);

/* Which of instructions [FIRST, LAST) of UNIT, one iteration of a loop
   along one path, jump: TAKEN[k - FIRST] for instruction k.  A branch to
   a label defined right after it is taken (the path goes on at its
   target).  The final branch is the back edge, taken, unless a label
   names instruction FIRST and the branch goes elsewhere (it leaves the
   loop, which goes round by falling into its header).  Other branches
   fall through.  Returns whether a label names instruction FIRST.  */
bool mca_asm_branches_taken (const struct mca_asm_unit *unit, size_t first,
			     size_t last, bool *taken);

/* Print operand OP of INST the way llvm-mca's AT&T (INTEL false) or Intel
   printer does, into BUF of SIZE bytes; HEX_IMM prints immediates in hex.
   Returns the length that would have been written (like snprintf).  */
int mca_asm_format_operand (char *buf, size_t size,
			    const struct mca_operand *op, bool intel,
			    bool hex_imm);

#endif /* MCA_ASM_H */
