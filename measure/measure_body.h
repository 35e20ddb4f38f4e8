/* measure_body.h - the loop body gcc-mca-measure runs (measure_body.c):
   its instructions parsed and made straight-line, the registers it uses
   and how they move, its branches and the conditions they are measured
   with, and its text for the harness and for the user.  Internal to
   gcc-mca-measure (measure.c runs the body).  */

#ifndef MCA_MEASURE_BODY_H
#define MCA_MEASURE_BODY_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <libiberty/ansidecl.h>

#include "regs.h"

struct mca_strbuf_lite
{
  char *s;
  size_t len, cap;
};

/* A branch of the body.  In the harness it jumps to the next
   instruction; its direction, which costs or saves a cycle a copy,
   comes from its condition and the registers.  */
struct body_branch
{
  const char *written;		/* the instruction as written */
  const char *mnemonic;		/* as written */
  const char *inverse;		/* the opposite jcc; NULL for jmp, loop */
  bool taken;			/* the loop's path takes it */
  bool inverted;		/* measured as INVERSE */
  unsigned line;
  int jumps;			/* copies in which it jumped in the probe's
				   last pass; -1 when not probed */
};

struct body
{
  /* One copy: NBRANCHES + 1 stretches of instructions (ready for an asm
     template; as the user reads them, with labels) around the
     branches.  */
  struct mca_strbuf_lite *text, *plain;
  /* The stretches of TEXT with each prefetch made a write of nothing
     (orb $0) to the byte it names: run once before timing, so that the
     pages the prefetches name are mapped.  A prefetch does not fault,
     and the harness maps a page when an access faults: one of a page no
     load or store touches walks the page tables every time.  NULL when
     the body has no prefetch.  */
  struct mca_strbuf_lite *touch;
  struct body_branch *branches;
  unsigned nbranches;
  unsigned ninsts;
  bool intel;
  bool used[MCA_R_COUNT];	/* top-level registers the body names */
  bool base[MCA_R_COUNT];	/* used as a base register */
  bool index[MCA_R_COUNT];	/* used as an index register */
  unsigned char scale[MCA_R_COUNT];	/* largest scale it is an index with */
  unsigned vector_bits;		/* widest vector register used */
  bool masks, x87, pointer_loads;
  unsigned x87_entry;		/* x87 registers it expects on the stack */
  bool halfword_loads;		/* reads 16-bit integers from memory */
  /* General registers the body does not write that give a right shift
     its count (shrx, sarx; %rcx of shr/sar %cl), directly or copied
     into the count register just before the shift.  */
  bool invariant_count[MCA_R_COUNT];
  bool byte_loads;		/* reads bytes from memory */
  bool extended_loads;		/* reads 80-bit x87 numbers (fldt) */
  /* The first div or idiv as written (it reads %rdx:%rax), and its
     line; NULL when the body does not divide.  */
  char *division;
  unsigned division_line;
  /* The first store (or read-modify-write) whose address comes from
     data the body loads, as written, and its line; NULL when none.  */
  char *data_store;
  unsigned data_store_line;
  /* The first gather as written, and its line; NULL when none.  */
  char *gather;
  unsigned gather_line;
  /* The first load that reads what a store of an earlier copy wrote at
     an address that steps from copy to copy (a recurrence, x[i] from
     x[i - 1]): CHAIN_LOAD and CHAIN_STORE as written, their lines, and
     CHAIN_COPIES, how many copies apart; NULL when none.  Moving the
     address registers back after each pass over the copies cuts such a
     chain.  */
  char *chain_load, *chain_store;
  unsigned chain_load_line, chain_store_line, chain_copies;
  /* How a general register moves per iteration when the body only adds
     constants to it, or one register it does not write (STEP_REG, with
     STEP_SIGN): STEP, the constant part.  STEPS_UNKNOWN: written
     otherwise; WRITTEN: written at all.  */
  int64_t step[MCA_R_COUNT];
  mca_reg step_reg[MCA_R_COUNT];
  signed char step_sign[MCA_R_COUNT];
  bool steps_unknown[MCA_R_COUNT], written[MCA_R_COUNT];
  /* Symbols its memory operands name (a constant pool's .LC0, a table):
     the harness defines each over data of its own.  */
  char **symbols;
  unsigned nsymbols;
};

/* Append to a growing string.  */
void mca_lite_put (struct mca_strbuf_lite *b, const char *s, size_t n);
void mca_lite_puts (struct mca_strbuf_lite *b, const char *s);
void mca_lite_printf (struct mca_strbuf_lite *b, const char *fmt, ...)
  ATTRIBUTE_PRINTF (2, 3);

/* The widest register R is part of (%rax for %eax and %al).  */
mca_reg mca_top_reg (mca_reg r);

/* Parse TEXT (LEN bytes) into *B: the first region's instructions (or
   all), refused when they leave the block or need the kernel.  Returns
   0, or 1 with a message in *ERR; release *B with mca_body_free either
   way.  */
int mca_body_build (const char *text, size_t len, struct body *b,
		    char **err);
void mca_body_free (struct body *b);

/* The mnemonic branch BR runs as.  */
const char *mca_branch_runs_as (const struct body_branch *br);

/* Append one copy of B for an asm template to T.  PROBE: 0, or the
   address (below 2 GiB) of a byte per branch that a set<cc> before the
   branch writes, 1 when it jumps.  TOUCH: the copy of B->touch.  */
void mca_body_put_copy (struct mca_strbuf_lite *t, const struct body *b,
			uint64_t probe, bool touch);

/* One copy of B as the user reads it (allocated); COPIES: the copies a
   probe ran, for its counts.  */
char *mca_body_plain (const struct body *b, unsigned copies);

#endif /* MCA_MEASURE_BODY_H */
