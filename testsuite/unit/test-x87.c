/* test-x87.c - what x87 instructions do to the register stack
   (sim/x87_stack.def): the positions they read and write relative to
   the top, how they move the top, and the depth a body expects.  */

#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "x87_stack.h"
#include "unit.h"

static struct mca_asm_unit unit;

/* The access of the one instruction TEXT; false when it has none.  */
static bool
access_of (const char *text, struct mca_x87_access *a)
{
  mca_asm_free (&unit);
  if (mca_asm_parse (text, strlen (text), &unit) || unit.ninsts != 1)
    return false;
  return mca_x87_access_of (&unit.insts[0], a);
}

static bool
reads (const struct mca_x87_access *a, int p0, int p1)
{
  return a->nreads == 2 && a->reads[0] == p0 && a->reads[1] == p1;
}

static void
depth_of (const char *text, struct mca_x87_depth *d)
{
  mca_asm_free (&unit);
  memset (d, 0xff, sizeof *d);
  if (mca_asm_parse (text, strlen (text), &unit) == 0)
    mca_x87_depth_of (unit.insts, (unsigned) unit.ninsts, d);
}

int
main (void)
{
  struct mca_x87_access a;
  struct mca_x87_depth d;

  /* A load pushes: it writes the register below the old top.  */
  CHECK (access_of ("fldt (%rdi)\n", &a));
  CHECK (a.top_change == -1 && a.nreads == 0);
  CHECK (a.nwrites == 1 && a.writes[0] == -1);

  /* fld %st(2) reads st(2) before the push.  */
  CHECK (access_of ("fld %st(2)\n", &a));
  CHECK (a.nreads == 1 && a.reads[0] == 2 && a.writes[0] == -1);

  /* faddp %st, %st(1): st(1) = st(1) + st(0), then a pop; written
     without operands it is the same.  */
  CHECK (access_of ("faddp %st, %st(1)\n", &a));
  CHECK (a.top_change == 1 && reads (&a, 0, 1));
  CHECK (a.nwrites == 1 && a.writes[0] == 1);
  CHECK (access_of ("faddp\n", &a));
  CHECK (a.top_change == 1 && reads (&a, 0, 1) && a.writes[0] == 1);

  /* fadd into st(0) from st(3), from memory (the size suffix goes).  */
  CHECK (access_of ("fadd %st(3), %st\n", &a));
  CHECK (a.top_change == 0 && reads (&a, 0, 3) && a.writes[0] == 0);
  CHECK (access_of ("faddl 8(%rax)\n", &a));
  CHECK (a.nreads == 1 && a.reads[0] == 0 && a.writes[0] == 0);
  CHECK (access_of ("fmul %st, %st(2)\n", &a));
  CHECK (reads (&a, 0, 2) && a.nwrites == 1 && a.writes[0] == 2);

  /* Stores: to memory no register written; fstp %st(1) writes st(1).  */
  CHECK (access_of ("fstpl (%rdi)\n", &a));
  CHECK (a.top_change == 1 && a.nreads == 1 && a.nwrites == 0);
  CHECK (access_of ("fstp %st(1)\n", &a));
  CHECK (a.top_change == 1 && a.nwrites == 1 && a.writes[0] == 1);
  CHECK (access_of ("fistpll (%rdi)\n", &a));
  CHECK (a.top_change == 1 && a.nwrites == 0);

  /* Compares write no stack register; fucompp pops two.  */
  CHECK (access_of ("fucomip %st(1), %st\n", &a));
  CHECK (a.top_change == 1 && reads (&a, 0, 1) && a.nwrites == 0);
  CHECK (access_of ("fucompp\n", &a));
  CHECK (a.top_change == 2 && reads (&a, 0, 1));

  /* fxch swaps st(0) and st(i); fyl2x writes st(1) and pops.  */
  CHECK (access_of ("fxch %st(3)\n", &a));
  CHECK (a.swap && reads (&a, 0, 3) && a.nwrites == 0);
  CHECK (access_of ("fxch\n", &a));
  CHECK (a.swap && reads (&a, 0, 1));
  CHECK (access_of ("fyl2x\n", &a));
  CHECK (a.top_change == 1 && reads (&a, 0, 1) && a.writes[0] == 1);
  CHECK (access_of ("fsincos\n", &a));
  CHECK (a.top_change == -1 && a.nwrites == 2);

  /* Not x87: fnstsw, SSE, integer.  */
  CHECK (!access_of ("fnstsw %ax\n", &a));
  CHECK (!access_of ("addsd %xmm0, %xmm1\n", &a));
  CHECK (!access_of ("movq (%rax), %rbx\n", &a));

  /* Intel syntax: the destination is the first operand.  */
  CHECK (access_of (".intel_syntax noprefix\nfadd st(2), st\n", &a));
  CHECK (reads (&a, 0, 2) && a.nwrites == 1 && a.writes[0] == 2);
  CHECK (access_of (".intel_syntax noprefix\nfld TBYTE PTR [rdi]\n", &a));
  CHECK (a.top_change == -1 && a.writes[0] == -1);

  /* Depth: a sum expects its accumulator and pushes one more.  */
  depth_of ("fldt (%rdi)\naddq $16, %rdi\nfaddp %st, %st(1)\n", &d);
  CHECK (d.uses_stack && d.net == 0 && d.entry == 1 && d.peak == 2);
  /* Horner: x and r on entry.  */
  depth_of ("fmul %st(1), %st\nfldt (%rdi)\nfaddp %st, %st(1)\n", &d);
  CHECK (d.entry == 2 && d.peak == 3 && d.net == 0);
  /* A body that only loads grows the stack by one a pass.  */
  depth_of ("fldl (%rdi)\n", &d);
  CHECK (d.net == 1 && d.entry == 0);
  /* One that pops what it did not push.  */
  depth_of ("fstpl (%rdi)\n", &d);
  CHECK (d.net == -1 && d.entry == 1);
  depth_of ("addq $1, %rax\n", &d);
  CHECK (!d.uses_stack && d.entry == 0 && d.net == 0);

  mca_asm_free (&unit);
  return DONE ();
}
