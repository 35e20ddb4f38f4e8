/* The plugin prints each insn with the output routines final uses.  The
   flag-setting add here (*addsi_2, the sum tied to the second operand)
   has an output function that swaps its operands when which_alternative
   is 2, and asks for the insn's type attribute first.  The attribute
   function extracts the insn again unless it is the one cached, which
   resets which_alternative to -1: the plugin then failed the output
   function's assertion, an internal compiler error (found by
   bench/plugin-sweep.py on zlib's trees.c at -Os).  */
/* { dg-do compile } */
/* { dg-options "-Os -fplugin-arg-mca-cpu=sapphirerapids" } */

struct state
{
  unsigned char *buf;
  int next;
  unsigned short bits;
  int valid;
};
extern int extra_bits, base_len, lc;
extern struct state *st;

void
emit (void)
{
  unsigned dist, sx = 0;
  int extra = 0;
  do
    {
      dist = (unsigned) (unsigned long) st;
      dist += st->buf[sx++];
      if (dist)
	extra = extra_bits;
      lc -= base_len;
      st->bits = lc >> (6 - st->valid);
      if ((long) st > 6 - extra)
	st->bits |= dist << st->valid;
    }
  while (st->next);	/* { dg-message "mca: loop: " } */
}
/* { dg-final { mca-same-code attr-extract "-Os" } } */
