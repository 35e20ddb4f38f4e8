/* loops.cc - find every innermost loop of a function in its final
   layout, collect its insns with their assembly text, the location the
   remark belongs to, and its most probable paths (by GCC's branch
   probabilities).

   The CFG must come out exactly as it went in: the loop structure is
   discovered with AVOID_CFG_MODIFICATIONS (LOOPS_NORMAL would add
   preheaders and latches, changing the generated code) and torn down
   afterwards, with the recognizer state and dominators as they were.  */

#include "gcc-common.h"
#include "plugin.h"

/* Paths counted per loop before giving up (a loop with a chain of N
   if-else diamonds has 2^N paths); mca_max_kept_paths are kept.  */
static const unsigned max_counted_paths = 10000;

/* Insns of one block, as indices [first, last) into the job's layout.  */
struct block_range
{
  unsigned first, last;
  char *label;			/* `.L8:' when the block has a label */
};

struct path_search
{
  class loop *loop;
  mca_loop_job *job;
  block_range *ranges;		/* indexed by bb->index */
  auto_vec<basic_block> stack;
  auto_vec<double> kept_prob;
  auto_vec<vec<basic_block> > kept_blocks;
};

/* Probability of edge E among the edges of its source that stay in the
   loop (so that path probabilities are per iteration that continues).  */
static double
in_loop_probability (class loop *loop, edge e)
{
  unsigned n = 0;
  double sum = 0, mine = 0;
  edge f;
  edge_iterator ei;
  bool all_known = true;
  FOR_EACH_EDGE (f, ei, e->src->succs)
    {
      if (!flow_bb_inside_loop_p (loop, f->dest))
	continue;
      n++;
      if (!f->probability.initialized_p ())
	{
	  all_known = false;
	  continue;
	}
      double p = f->probability.to_reg_br_prob_base ()
		 / (double) REG_BR_PROB_BASE;
      sum += p;
      if (f == e)
	mine = p;
    }
  if (!all_known || sum <= 0)
    return n ? 1.0 / n : 1.0;
  return mine / sum;
}

static void
keep_path (path_search *s, double p)
{
  unsigned n = s->kept_prob.length ();
  unsigned pos = n;
  while (pos > 0 && s->kept_prob[pos - 1] < p)
    pos--;
  if (pos >= mca_max_kept_paths)
    return;
  vec<basic_block> copy = s->stack.copy ();
  s->kept_prob.safe_insert (pos, p);
  s->kept_blocks.safe_insert (pos, copy);
  if (s->kept_prob.length () > mca_max_kept_paths)
    {
      s->kept_prob.pop ();
      vec<basic_block> dropped = s->kept_blocks.pop ();
      dropped.release ();
    }
}

/* Every cycle of an innermost natural loop goes through its header, so
   a walk that stops at the header enumerates the paths of one
   iteration.  */
static void
walk_paths (path_search *s, basic_block bb, double p)
{
  if (s->job->npaths >= max_counted_paths)
    return;
  s->stack.safe_push (bb);
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    {
      if (!flow_bb_inside_loop_p (s->loop, e->dest))
	continue;
      double q = p * in_loop_probability (s->loop, e);
      if (e->dest == s->loop->header)
	{
	  s->job->npaths++;
	  keep_path (s, q);
	}
      else if (!s->stack.contains (e->dest))
	walk_paths (s, e->dest, q);
    }
  s->stack.pop ();
}

/* The location of a loop: the jump of a block that both leaves the loop
   and goes back to the header (the loop's condition, on its for/while
   line), else the condition's line that GIMPLE saw for the loop of the
   first located insn of the header, else of the body (loop-lines.cc),
   else that insn's line.  */
static void
find_location (class loop *loop, mca_loop_job *job)
{
  for (unsigned k = 0; k < job->layout.length (); k++)
    {
      rtx_insn *insn = job->layout[k].insn;
      if (!JUMP_P (insn) || INSN_LOCATION (insn) == UNKNOWN_LOCATION)
	continue;
      basic_block bb = BLOCK_FOR_INSN (insn);
      bool exits = false, back = false;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	{
	  exits |= !flow_bb_inside_loop_p (loop, e->dest);
	  back |= e->dest == loop->header;
	}
      if (exits && back)
	{
	  job->loc = INSN_LOCATION (insn);
	  job->loc_insn = insn;
	  return;
	}
    }
  for (int pass = 0; pass < 2; pass++)
    for (unsigned k = 0; k < job->layout.length (); k++)
      {
	rtx_insn *insn = job->layout[k].insn;
	if (pass == 0 && BLOCK_FOR_INSN (insn) != loop->header)
	  continue;
	if (INSN_LOCATION (insn) != UNKNOWN_LOCATION)
	  {
	    /* A statement of the body: the remark goes to its loop's
	       line, when GIMPLE saw one (a vectorized loop's exit test
	       has no location).  */
	    location_t own = mca_source_loop_location (INSN_LOCATION (insn));
	    job->loc = own != UNKNOWN_LOCATION ? own : INSN_LOCATION (insn);
	    job->loc_insn = own != UNKNOWN_LOCATION ? NULL : insn;
	    return;
	  }
      }
  job->loc = DECL_SOURCE_LOCATION (current_function_decl);
  job->loc_insn = NULL;
}

/* The line defining BB's label as final prints it (`.L8:'), or NULL
   when BB has none.  */
static char *
block_label_line (basic_block bb)
{
  rtx_insn *head = BB_HEAD (bb);
  if (!head || !LABEL_P (head))
    return NULL;
  char buf[64];
  ASM_GENERATE_INTERNAL_LABEL (buf, "L", CODE_LABEL_NUMBER (head));
  return xasprintf ("%s:\n", targetm.strip_name_encoding (buf));
}

/* Lines of TEXT as the JSON record's "layout" array splits it: one per
   newline, and the rest when it does not end in one.  */
unsigned
mca_text_lines (const char *text)
{
  unsigned n = 0;
  for (const char *s = text; *s; n++)
    {
      const char *nl = strchr (s, '\n');
      s = nl ? nl + 1 : s + strlen (s);
    }
  return n;
}

/* Whether NEXT's code follows PREV's in the final code, with nothing
   between them but insns that print no text (labels, notes, barriers,
   uses, and blocks of those).  A switch to the cold section or a jump
   table between them separates them.  NEXT comes after PREV in the insn
   stream (blocks in layout order).  */
static bool
follows_in_code (basic_block prev, basic_block next)
{
  rtx_insn *insn;
  for (insn = NEXT_INSN (BB_END (prev)); insn && insn != BB_HEAD (next);
       insn = NEXT_INSN (insn))
    {
      if (JUMP_TABLE_DATA_P (insn)
	  || (NOTE_P (insn)
	      && NOTE_KIND (insn) == NOTE_INSN_SWITCH_TEXT_SECTIONS))
	return false;
      if (!NONDEBUG_INSN_P (insn))
	continue;
      rtx body = PATTERN (insn);
      if (GET_CODE (body) == USE || GET_CODE (body) == CLOBBER)
	continue;
      const char *why;
      char *text = mca_insn_text (insn, &why);
      /* An asm the plugin cannot print may print anything.  */
      bool prints = !text || *text;
      free (text);
      if (prints)
	return false;
    }
  return insn != NULL;
}

static mca_loop_job *
collect_loop (function *fun, class loop *loop)
{
  mca_loop_job *job = new mca_loop_job ();
  job->count = loop->header->count;
  /* The entries: the edges into the header from outside the loop.  */
  job->entry_count = profile_count::zero ();
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, loop->header->preds)
    if (!flow_bb_inside_loop_p (loop, e->src))
      job->entry_count += e->count ();
  job->npaths = 0;
  job->nexits = 0;
  job->skip_reason = NULL;
  block_range *ranges = XCNEWVEC (block_range, last_basic_block_for_fn (fun));

  /* Lines of the layout so far.  A block that does not follow the
     previous one in the code starts a new run of lines.  */
  unsigned nlines = 0;
  job->header_line = -1;
  basic_block bb, prev = NULL;
  FOR_EACH_BB_FN (bb, fun)
    {
      if (!flow_bb_inside_loop_p (loop, bb))
	continue;
      if (!prev || !follows_in_code (prev, bb))
	{
	  /* A new run, unless the last one is empty (blocks that print
	     nothing): that one starts here instead.  */
	  mca_line_run run = { nlines, nlines };
	  if (job->runs.is_empty ()
	      || job->runs.last ().end > job->runs.last ().first)
	    job->runs.safe_push (run);
	  else
	    job->runs.last () = run;
	}
      prev = bb;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	job->nexits += !flow_bb_inside_loop_p (loop, e->dest);
      ranges[bb->index].first = job->layout.length ();
      ranges[bb->index].label = block_label_line (bb);
      if (ranges[bb->index].label)
	job->labels.safe_push (ranges[bb->index].label);
      rtx_insn *insn;
      FOR_BB_INSNS (bb, insn)
	{
	  if (!NONDEBUG_INSN_P (insn))
	    continue;
	  const char *why;
	  char *text = mca_insn_text (insn, &why);
	  if (!text)
	    {
	      if (!job->skip_reason)
		job->skip_reason = why;
	      text = xstrdup ("");
	    }
	  if (bb == loop->header && job->header_line < 0 && *text)
	    job->header_line = nlines;
	  nlines += mca_text_lines (text);
	  mca_unit_insn ui = { insn, text };
	  job->layout.safe_push (ui);
	}
      ranges[bb->index].last = job->layout.length ();
      job->runs.last ().end = nlines;
    }
  if (!job->runs.is_empty ()
      && job->runs.last ().end == job->runs.last ().first)
    job->runs.pop ();
  find_location (loop, job);

  if (!job->skip_reason)
    {
      path_search s;
      s.loop = loop;
      s.job = job;
      s.ranges = ranges;
      walk_paths (&s, loop->header, 1.0);
      for (unsigned k = 0; k < s.kept_blocks.length (); k++)
	{
	  mca_unit *u = new mca_unit ();
	  u->probability = s.kept_prob[k];
	  for (basic_block b : s.kept_blocks[k])
	    {
	      /* Labels tell the simulation where the path goes: on to a
		 branch's target, or round the back edge.  */
	      if (ranges[b->index].label)
		{
		  mca_unit_insn label = { NULL, ranges[b->index].label };
		  u->insns.safe_push (label);
		}
	      for (unsigned i = ranges[b->index].first;
		   i < ranges[b->index].last; i++)
		u->insns.safe_push (job->layout[i]);
	    }
	  job->paths.safe_push (u);
	  s.kept_blocks[k].release ();
	}
    }
  XDELETEVEC (ranges);
  return job;
}

void
mca_collect_loops (function *fun, auto_vec<mca_loop_job *> *jobs)
{
  if (!fun->cfg || n_basic_blocks_for_fn (fun) <= NUM_FIXED_BLOCKS
      || loops_for_fn (fun))
    return;
  bool had_dominators = dom_info_available_p (CDI_DOMINATORS);
  loop_optimizer_init (AVOID_CFG_MODIFICATIONS | LOOPS_HAVE_RECORDED_EXITS);
  for (class loop *loop : loops_list (fun, LI_ONLY_INNERMOST))
    if (loop->num != 0)
      jobs->safe_push (collect_loop (fun, loop));
  loop_optimizer_finalize ();
  recog_data.insn = NULL;
  which_alternative = -1;
  if (!had_dominators)
    free_dominance_info (CDI_DOMINATORS);
}

void
mca_free_loop_job (mca_loop_job *job)
{
  for (mca_unit_insn &ui : job->layout)
    free (ui.text);
  for (char *label : job->labels)
    free (label);
  for (mca_unit *u : job->paths)
    delete u;
  delete job;
}
