/* markers.cc - LLVM-MCA-BEGIN/END markers written in C as
   __asm volatile ("# LLVM-MCA-BEGIN name") and ("# LLVM-MCA-END").

   After block reordering the text between two markers is not the code
   between them (at -O3 a vectorized loop may be laid out after the
   function's return), so a region is what the CFG says: the insns
   reachable from the BEGIN marker without passing an END marker, in
   layout order.  */

#include "gcc-common.h"
#include "plugin.h"

enum marker_kind { NOT_MARKER, MARKER_BEGIN, MARKER_END };

/* Is INSN a marker?  Sets *NAME to the region name of a BEGIN.  */
static marker_kind
marker_of (rtx_insn *insn, const char **name, size_t *name_len)
{
  if (!NONJUMP_INSN_P (insn))
    return NOT_MARKER;
  rtx body = PATTERN (insn);
  if (GET_CODE (body) == PARALLEL && XVECLEN (body, 0) > 0)
    body = XVECEXP (body, 0, 0);
  if (GET_CODE (body) != ASM_INPUT)
    return NOT_MARKER;
  const char *s = XSTR (body, 0);
  while (*s == ' ' || *s == '\t')
    s++;
  if (*s != '#')
    return NOT_MARKER;
  s++;
  while (*s == ' ' || *s == '\t')
    s++;
  marker_kind kind;
  if (startswith (s, "LLVM-MCA-BEGIN"))
    kind = MARKER_BEGIN, s += strlen ("LLVM-MCA-BEGIN");
  else if (startswith (s, "LLVM-MCA-END"))
    kind = MARKER_END, s += strlen ("LLVM-MCA-END");
  else
    return NOT_MARKER;
  if (*s && *s != ' ' && *s != '\t' && *s != '\n')
    return NOT_MARKER;
  while (*s == ' ' || *s == '\t')
    s++;
  size_t n = strcspn (s, "\n");
  while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
    n--;
  *name = s;
  *name_len = n;
  return kind;
}

/* Where the walk of a region starts in each block: the first insn to
   take, or NULL when the block is not part of the region.  */
struct region_walk
{
  rtx_insn **start;
  bool *stops;			/* the block's walk ended at an END */
  auto_vec<basic_block> work;
  bool reached_exit;
};

static void
walk_block (region_walk *w, basic_block bb, rtx_insn *from,
	    rtx_insn *begin, bitmap ends_reached)
{
  const char *name;
  size_t len;
  for (rtx_insn *insn = from; insn && insn != NEXT_INSN (BB_END (bb));
       insn = NEXT_INSN (insn))
    if (INSN_P (insn) && insn != begin
	&& marker_of (insn, &name, &len) != NOT_MARKER)
      {
	/* Any marker ends the region here: an END closes it, a BEGIN
	   starts another region, analysed on its own.  */
	w->stops[bb->index] = true;
	bitmap_set_bit (ends_reached, INSN_UID (insn));
	return;
      }
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    {
      if (e->dest == EXIT_BLOCK_PTR_FOR_FN (cfun))
	{
	  w->reached_exit = true;
	  continue;
	}
      if (!w->start[e->dest->index])
	{
	  w->start[e->dest->index] = BB_HEAD (e->dest);
	  w->work.safe_push (e->dest);
	}
    }
}

void
mca_collect_markers (function *fun, auto_vec<mca_marker_region *> *out)
{
  if (!fun->cfg)
    return;
  auto_bitmap ends_reached;
  auto_vec<rtx_insn *> ends;
  basic_block bb;
  rtx_insn *insn;
  FOR_EACH_BB_FN (bb, fun)
    FOR_BB_INSNS (bb, insn)
      {
	const char *name;
	size_t len;
	marker_kind kind = marker_of (insn, &name, &len);
	if (kind == MARKER_END)
	  ends.safe_push (insn);
	if (kind != MARKER_BEGIN)
	  continue;

	region_walk w;
	unsigned nblocks = last_basic_block_for_fn (fun);
	w.start = XCNEWVEC (rtx_insn *, nblocks);
	w.stops = XCNEWVEC (bool, nblocks);
	w.reached_exit = false;
	w.start[bb->index] = insn;
	walk_block (&w, bb, insn, insn, ends_reached);
	while (!w.work.is_empty ())
	  {
	    basic_block b = w.work.pop ();
	    walk_block (&w, b, w.start[b->index], insn, ends_reached);
	  }

	mca_marker_region *r = new mca_marker_region ();
	r->name = xstrndup (name, len);
	r->loc = INSN_LOCATION (insn);
	r->begin_insn = insn;
	r->unit.probability = 1.0;
	bool any_end = false;
	basic_block b;
	FOR_EACH_BB_FN (b, fun)
	  {
	    if (!w.start[b->index])
	      continue;
	    any_end |= w.stops[b->index];
	    for (rtx_insn *i = w.start[b->index];
		 i && i != NEXT_INSN (BB_END (b)); i = NEXT_INSN (i))
	      {
		const char *n2;
		size_t l2;
		if (!NONDEBUG_INSN_P (i))
		  continue;
		if (marker_of (i, &n2, &l2) != NOT_MARKER)
		  {
		    if (i == insn)
		      continue;
		    break;
		  }
		const char *why;
		char *text = mca_insn_text (i, &why);
		mca_unit_insn ui = { i, text ? text : xstrdup ("") };
		r->unit.insns.safe_push (ui);
	      }
	  }
	if (!any_end)
	  warning_at (r->loc, 0, "mca: %<LLVM-MCA-BEGIN%> has no "
		      "%<LLVM-MCA-END%> on any path after it; region %qs not "
		      "analysed", r->name);
	XDELETEVEC (w.start);
	XDELETEVEC (w.stops);
	if (!any_end)
	  {
	    for (mca_unit_insn &ui : r->unit.insns)
	      free (ui.text);
	    free (r->name);
	    delete r;
	    continue;
	  }
	out->safe_push (r);
      }
  for (rtx_insn *end : ends)
    if (!bitmap_bit_p (ends_reached, INSN_UID (end)))
      warning_at (INSN_LOCATION (end), 0, "mca: %<LLVM-MCA-END%> is not "
		  "reached from any %<LLVM-MCA-BEGIN%>");
}
