/* loop-lines.cc - where each loop of the source is, as GIMPLE knows it
   before the vectorizer: the location of its condition (the for or while
   line), and the lines of the statements in its body.  At the end of the
   RTL passes a vectorized loop's condition has no location any more (the
   vectorizer's new induction variable and exit test carry none), so its
   remark would sit on a statement of its body, or on the function's
   first line; the table gives back the loop's own line.

   A read-only GIMPLE pass fills the table, just before the vectorizer;
   GCC runs every pass on one function before the next, so the table is
   the current function's when its RTL is analysed.  */

#include "gcc-common.h"

#include "gimple.h"
#include "gimple-iterator.h"
#include "tree-scalar-evolution.h"

#include "plugin.h"

namespace {

/* A statement's line in an innermost loop, and that loop's location.  */
struct line_loop
{
  const char *file;
  int line;
  location_t loop_loc;
};

/* The function the table is for, and the table.  */
tree table_fn;
vec<line_loop> table;

const pass_data loop_lines_pass_data = {
  GIMPLE_PASS,			/* type */
  "mca_loop_lines",		/* name */
  OPTGROUP_NONE,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_cfg | PROP_loops,	/* properties_required */
  0, 0, 0, 0
};

class loop_lines_pass : public gimple_opt_pass
{
public:
  loop_lines_pass (gcc::context *ctxt)
    : gimple_opt_pass (loop_lines_pass_data, ctxt) {}

  unsigned int execute (function *fun) final override;
};

/* The location of LOOP's condition: its exit test when it has one exit,
   else the last located statement of its header.  */
location_t
condition_location (class loop *loop)
{
  if (gcond *c = get_loop_exit_condition (loop))
    if (gimple_location (c) != UNKNOWN_LOCATION)
      return gimple_location (c);
  location_t loc = UNKNOWN_LOCATION;
  for (gimple_stmt_iterator gsi = gsi_start_bb (loop->header);
       !gsi_end_p (gsi); gsi_next (&gsi))
    if (gimple_location (gsi_stmt (gsi)) != UNKNOWN_LOCATION)
      loc = gimple_location (gsi_stmt (gsi));
  return loc;
}

unsigned int
loop_lines_pass::execute (function *fun)
{
  table.truncate (0);
  table_fn = fun->decl;
  if (!loops_for_fn (fun) || loops_state_satisfies_p (fun, LOOPS_NEED_FIXUP))
    return 0;
  for (class loop *loop : loops_list (fun, LI_ONLY_INNERMOST))
    {
      location_t loop_loc = condition_location (loop);
      if (loop_loc == UNKNOWN_LOCATION)
	continue;
      basic_block *bbs = get_loop_body (loop);
      for (unsigned k = 0; k < loop->num_nodes; k++)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[k]);
	     !gsi_end_p (gsi); gsi_next (&gsi))
	  {
	    location_t loc = gimple_location (gsi_stmt (gsi));
	    if (loc == UNKNOWN_LOCATION)
	      continue;
	    expanded_location x = expand_location (loc);
	    line_loop e = { x.file, x.line, loop_loc };
	    table.safe_push (e);
	  }
      free (bbs);
    }
  return 0;
}

} // anon namespace

opt_pass *
mca_loop_lines_pass (gcc::context *ctxt)
{
  return new loop_lines_pass (ctxt);
}

location_t
mca_source_loop_location (location_t body_loc)
{
  if (body_loc == UNKNOWN_LOCATION || table_fn != current_function_decl)
    return UNKNOWN_LOCATION;
  expanded_location x = expand_location (body_loc);
  for (const line_loop &e : table)
    if (e.line == x.line && e.file && x.file && strcmp (e.file, x.file) == 0)
      return e.loop_loc;
  return UNKNOWN_LOCATION;
}

void
mca_loop_lines_fini (void)
{
  table.release ();
  table_fn = NULL_TREE;
}
