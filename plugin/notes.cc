/* notes.cc - the remarks of a translation unit, given at its end in the
   order of their source lines.

   GCC prints the source line under each note, and finds it by reading
   the file forward from the last line it read; a line before that one
   it finds again from the nearest of a hundred lines noted on the way,
   rescanning up to a hundredth of the file.  The compiler expands
   functions in the order of its call graph, not of the source, so
   notes given as each function is compiled send it back again and
   again.  Given at the end sorted by file and line, the first lookup of
   each note reads on: on SQLite's sqlite3.c (8.6 MB, 1,603 notes) the
   compile executes 2.4 billion fewer instructions, an eighth of what
   the plugin costs it (bench/README).

   A note names the function it is in ("In function 'f', inlined from
   'g'") from the function being compiled and the lexical blocks of its
   location.  The function is set again when the note is given, and its
   blocks, which the compiler frees once the function is written out,
   are kept alive by a garbage-collection root until then.  */

#include "gcc-common.h"

#include "ggc.h"

#include "plugin.h"

namespace {

struct pending_note
{
  location_t loc;
  tree fndecl;			/* the function compiled at the time */
  char *text;
  unsigned seq;			/* order given: ties keep it */
  /* Where it sorts: its file's rank of first appearance, its line and
     column.  */
  unsigned file_rank;
  int line, column;
};

auto_vec<pending_note> *pending;

/* The lexical blocks and functions of the pending notes, a TREE_LIST
   the garbage collector marks through the root below.  */
tree kept_alive;

const struct ggc_root_tab kept_alive_roots[] = {
  {&kept_alive, 1, sizeof (kept_alive), &gt_ggc_mx_tree_node,
   &gt_pch_nx_tree_node},
  LAST_GGC_ROOT_TAB
};

int
compare_notes (const void *pa, const void *pb)
{
  const pending_note *a = (const pending_note *) pa;
  const pending_note *b = (const pending_note *) pb;
  if (a->file_rank != b->file_rank)
    return a->file_rank < b->file_rank ? -1 : 1;
  if (a->line != b->line)
    return a->line < b->line ? -1 : 1;
  if (a->column != b->column)
    return a->column < b->column ? -1 : 1;
  return a->seq < b->seq ? -1 : a->seq > b->seq;
}

/* Rank each note's file by the first note given in it, so that the
   files come in the order the compile met them.  */
void
rank_files (void)
{
  auto_vec<const char *> files;
  for (pending_note &n : *pending)
    {
      expanded_location xl = expand_location (n.loc);
      n.line = xl.line;
      n.column = xl.column;
      const char *file = xl.file ? xl.file : "";
      unsigned k;
      for (k = 0; k < files.length (); k++)
	if (strcmp (files[k], file) == 0)
	  break;
      if (k == files.length ())
	files.safe_push (file);
      n.file_rank = k;
    }
}

}  // namespace

void
mca_notes_init (const char *plugin_name)
{
  register_callback (plugin_name, PLUGIN_REGISTER_GGC_ROOTS, NULL,
		     (void *) kept_alive_roots);
}

void
mca_defer_note (location_t loc, const char *text)
{
  if (!pending)
    pending = new auto_vec<pending_note> ();
  tree block = LOCATION_BLOCK (loc);
  if (block)
    kept_alive = tree_cons (NULL_TREE, block, kept_alive);
  if (current_function_decl)
    kept_alive = tree_cons (NULL_TREE, current_function_decl, kept_alive);
  pending_note n = {};
  n.loc = loc;
  n.fndecl = current_function_decl;
  n.text = xstrdup (text);
  n.seq = pending->length ();
  pending->safe_push (n);
}

void
mca_give_notes (void)
{
  if (!pending)
    return;
  rank_files ();
  pending->qsort (compare_notes);
  tree outer = current_function_decl;
  for (pending_note &n : *pending)
    {
      current_function_decl = n.fndecl;
      inform (n.loc, "%s", n.text);
      free (n.text);
    }
  current_function_decl = outer;
  delete pending;
  pending = NULL;
  kept_alive = NULL_TREE;
}
