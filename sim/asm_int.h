/* asm_int.h - internal interfaces between the parts of the assembly parser
   (asm_parse.c, asm_operand.c, asm_expr.c, asm_regions.c); not installed,
   not for other modules.  */

#ifndef MCA_ASM_INT_H
#define MCA_ASM_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>

#include <libiberty/libiberty.h>
#include <libiberty/safe-ctype.h>
#include <libiberty/objalloc.h>

#include "asm.h"

/* ASCII case-insensitive comparison of N characters (strncasecmp is not
   in C11).  */
static inline int
asm_strncasecmp (const char *a, const char *b, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      int d = TOLOWER ((unsigned char) a[i]) - TOLOWER ((unsigned char) b[i]);
      if (d || !a[i])
	return d;
    }
  return 0;
}

/* ---- expressions (asm_expr.c) ----

   GNU-as/LLVM expressions: numbers, symbols (with @PLT style modifiers),
   unary - ~ ! +, binary operators with GNU precedence, parentheses.
   Constant subexpressions in parentheses, and a wholly constant
   expression, are folded as LLVM's parser does, so that printing a
   symbolic expression gives llvm-mc's text.  */

struct asm_expr
{
  bool symbolic;		/* names a symbol: TEXT is set */
  int64_t value;		/* constant value; for SYM+N or SYM-N, N */
  const char *text;		/* printed as LLVM does, in the objalloc */
};

/* Parse S[0..N) as one expression; the printed text goes to OA.  INTEL
   enables MASM-style `0ah' numbers.  On failure returns false and points
   *ERR at a static message.  */
bool asm_expr_parse (const char *s, size_t n, bool intel, struct objalloc *oa,
		     struct asm_expr *out, const char **err);

/* A NUL-terminated copy of S[0..N) in OA.  (The unit's storage is a
   libiberty objalloc rather than an obstack: inside cc1 the plugin would
   bind to GCC's own obstack functions, whose ABI differs from glibc's
   <obstack.h>.)  */
char *asm_strdup (struct objalloc *oa, const char *s, size_t n);

/* ---- operands (asm_operand.c) ---- */

struct asm_opnd_ctx
{
  struct objalloc *oa;
  bool intel;			/* Intel syntax */
  bool naked_regs;		/* registers may be written without `%' */
  bool branch;			/* operand of a jump/call: bare expressions
				   are targets, Intel registers/memory are
				   indirect */
  char err[160];		/* message when a parse fails */
};

/* Parse the operand S[0..N) (trimmed by the caller) into *OP.  Returns
   false and fills CTX->err on error.  */
bool asm_parse_operand (struct asm_opnd_ctx *ctx, const char *s, size_t n,
			struct mca_operand *op);

/* True for mnemonics whose bare-expression operand is a branch target.  */
bool asm_is_branch_mnemonic (const char *mnemonic);

/* ---- the unit under construction (asm_parse.c, asm_regions.c) ---- */

struct asm_active_region
{
  const char *name;
  size_t region;		/* index into regions */
};

struct asm_pool
{
  struct objalloc *oa;		/* all strings */
  size_t ninsts, cap_insts;
  struct mca_asm_inst *insts;
  size_t nregions, cap_regions;
  struct mca_asm_region *regions;
  size_t nlabels, cap_labels;
  struct mca_asm_label *labels;
  size_t ndiags, cap_diags;
  struct mca_diag *diags;
  size_t nerrors;
  size_t nactive, cap_active;
  struct asm_active_region *active;
};

/* Region `end' while a region is still open.  */
#define ASM_REGION_OPEN ((size_t) -1)

void asm_diag (struct asm_pool *p, enum mca_diag_level level, unsigned line,
	       const char *fmt, ...) ATTRIBUTE_PRINTF (4, 5);

/* Region bookkeeping with llvm-mca's rules; POS is the instruction index
   the marker stands before.  */
void asm_regions_init (struct asm_pool *p);
void asm_region_begin (struct asm_pool *p, const char *name, size_t len,
		       unsigned line);
void asm_region_end (struct asm_pool *p, const char *name, size_t len,
		     unsigned line);
/* Close open regions at end of input.  */
void asm_regions_finish (struct asm_pool *p);
/* Recognize an LLVM-MCA-BEGIN/END or OSACA-BEGIN/END comment.  */
void asm_region_comment (struct asm_pool *p, const char *text, size_t len,
			 unsigned line);

#endif /* MCA_ASM_INT_H */
