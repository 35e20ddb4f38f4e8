/* plugin.h - what the parts of the GCC plugin share: its options, the
   code units it analyses (a loop path or a marker region, as a list of
   insns with their assembly text), and the functions of each file.  */

#ifndef MCA_PLUGIN_H
#define MCA_PLUGIN_H

#include "mca.h"

/* -fplugin-arg-mca-KEY=VALUE, after parsing.  */
struct mca_plugin_options
{
  /* cpu=NAME,...: the names given that have a model, one a model; the
     first gives the primary model.  None: see mca_plugin_model.  */
  const char **cpus;
  unsigned ncpus;
  unsigned iterations;		/* iterations=; 0: the library's default */
  bool notes;			/* remarks= notes or all */
  bool opt_info;		/* remarks= opt-info or all */
  const char *report_file;	/* report=FILE */
  unsigned views;		/* views= (enum mca_view_flag bits) */
  const char *json_file;	/* json=FILE or json=DIR/ */
  double min_cycles;		/* min-cycles= */
  const char *measure_tool;	/* measure[=PROGRAM]; NULL: not asked */
  unsigned measure_timeout;	/* measure-timeout=, seconds a unit */
  bool system_headers;		/* system-headers: remark on loops there */
};

extern struct mca_plugin_options mca_plugin_opts;

/* One instruction of a unit, and the text GCC prints for it (one or
   more lines, each ending in a newline; empty for insns that print
   nothing).  A block's label in a loop path has INSN NULL and its text
   `.L8:', so that the simulation sees which branches the path takes.  */
struct mca_unit_insn
{
  rtx_insn *insn;
  char *text;
};

/* A straight-line sequence to simulate: one path through a loop, or a
   marker region.  */
struct mca_unit
{
  auto_vec<mca_unit_insn> insns;
  double probability;		/* of this path among the loop's iterations */
};

/* The most probable paths of a loop kept (its job's PATHS).  */
const unsigned mca_max_kept_paths = 4;

/* Lines [FIRST, END) of a loop's layout (its insns' text lines, counted
   as the JSON record's "layout" array counts them).  */
struct mca_line_run
{
  unsigned first, end;
};

/* What was found in a function: the insns of each innermost loop, in
   layout order, and its most probable paths.  */
struct mca_loop_job
{
  location_t loc;		/* where the remark goes */
  rtx_insn *loc_insn;		/* the insn LOC comes from (opt-info) */
  profile_count count;		/* the header's profile count */
  profile_count entry_count;	/* of the edges entering the loop */
  auto_vec<mca_unit_insn> layout;	/* loop body in layout order */
  int header_line;		/* layout line where the header's text
				   starts; -1: it prints none */
  auto_vec<mca_line_run> runs;	/* layout lines contiguous in the code */
  auto_vec<mca_unit *> paths;	/* most probable first */
  auto_vec<char *> labels;	/* texts of the paths' label lines */
  unsigned npaths;		/* paths through the loop (capped count) */
  unsigned nexits;		/* edges leaving the loop */
  const char *skip_reason;	/* set when the loop cannot be analysed */
};

/* insn-text.cc  */
char *mca_insn_text (rtx_insn *insn, const char **why);
/* Close the stream mca_insn_text prints into.  */
void mca_insn_text_fini (void);

/* loops.cc  */
/* Lines of TEXT as the JSON record's "layout" array splits it.  */
unsigned mca_text_lines (const char *text);
void mca_collect_loops (function *fun, auto_vec<mca_loop_job *> *jobs);
void mca_free_loop_job (mca_loop_job *job);

/* markers.cc  */
struct mca_marker_region
{
  char *name;
  location_t loc;
  rtx_insn *begin_insn;
  mca_unit unit;
};
void mca_collect_markers (function *fun, auto_vec<mca_marker_region *> *out);

/* measure.cc: a unit's body run on this machine by gcc-mca-measure
   (measure=).  */
struct mca_measurement
{
  bool asked;			/* measure= given */
  bool ok;
  double cycles;		/* cycles per iteration, when OK */
  char why[200];		/* why not, otherwise */
  char warning[200];		/* the tool's warning with its figure */
};
void mca_measure_unit (const char *text, mca_measurement *m);

/* records.cc: the JSON record file of the translation unit (json=FILE
   or json=DIR/), opened at its first record.  */

/* An instruction of a critical chain, as its record names it.  */
struct mca_record_link
{
  unsigned inst;		/* its index in the simulated body */
  char mnemonic[32];		/* with the prefix words before it */
  int line;			/* its source line; 0: none */
  const char *file;		/* the line's file when not the loop's, or
				   NULL */
  const char *reg;		/* the register it passes on, or NULL */
};

/* A record's figures on one of several models.  */
struct mca_record_model
{
  const char *model;
  const mca_region_result *result;	/* NULL: not analysed */
  const char *message;		/* then why not */
  unsigned paths_weighted;
  double weighted_probability;
  const mca_record_link *chain;	/* RESULT->nchain links */
  const char *bottleneck;	/* what binds, in the remark's words */
};

/* One record: a loop or marker region, analysed or not.  */
struct mca_record
{
  const char *kind;		/* "loop" or "region" */
  bool system_header;		/* the loop's line is in a system header */
  const char *name;		/* a region's name, or NULL */
  location_t loc;
  const char *status;		/* "analysed", "unsupported" or "skipped" */
  const char *message;		/* why it was not analysed, or NULL */
  const mca_loop_job *job;	/* a loop's layout and paths, or NULL */
  const char *model;
  /* An analysed unit's (RESULT not NULL).  */
  const mca_region_result *result;	/* its figures, weighted over paths */
  double probability;		/* of the simulated path */
  unsigned paths_weighted;
  double weighted_probability;
  const mca_record_link *chain;	/* RESULT->nchain links */
  const char *text;		/* the simulated body */
  const mca_measurement *measured;	/* its ASKED: whether measure= ran */
  const struct mca_callees *callees;	/* the functions it calls, or NULL */
  const struct mca_vector_lanes *vector;	/* when vectorized, or NULL */
  double trips_per_entry;	/* by the profile read; 0: none */
  double cycles_at_trips;	/* the figure at that many; 0: none */
  /* With several models (cpu=A,B), the figures on each, the primary's
     first; else none.  */
  const mca_record_model *models;
  unsigned nmodels;
  /* Cycles per iteration of each of JOB's paths on its own (those
     weighed; -1 for the others), or NULL.  */
  const double *path_cycles;
};
void mca_record_unit (const mca_record &rec);
/* End the file: renamed into place, or, when the compile failed,
   removed.  */
void mca_record_finish (void);

/* callees.cc: the functions the instructions of a loop call.  */
struct mca_callees
{
  auto_vec<char *> names;	/* called by name, in order, once each */
  unsigned indirect;		/* calls through a pointer */
  unsigned ncalls;		/* call instructions */
};
void mca_find_callees (const vec<mca_unit_insn> &insns, mca_callees *out);
void mca_release_callees (mca_callees *c);
/* "; calls free (not simulated: ...)", or nothing without calls.  */
void mca_print_callees (const mca_callees &c, pretty_printer *pp);

/* vector.cc: the elements an iteration of a vectorized loop handles.  */
struct mca_vector_lanes
{
  unsigned lanes;		/* elements of its widest vector access */
  unsigned bits;		/* that vector's width */
  const char *element;		/* "floats", "32-bit integers" */
};
/* Whether INSNS hold the vectorizer's vector accesses; OUT says how
   wide.  */
bool mca_find_vector_lanes (const vec<mca_unit_insn> &insns,
			    mca_vector_lanes *out);

/* advice.cc: what GCC was allowed to do with the current function's
   loops (its optimization options), for the advice of the remark and
   of the build report (the record's vectorizer, vect_cost_model and
   associative_math).  */
struct mca_gcc_options
{
  bool vectorizer;		/* -ftree-loop-vectorize */
  const char *vect_cost_model;	/* "very-cheap", "cheap", "dynamic",
				   "unlimited" */
  bool associative_math;	/* -fassociative-math */
};
/* Those of the current function; false when there is none.  */
bool mca_gcc_options_of_function (mca_gcc_options *out);

/* advice.cc: what to try against the bound that binds a loop.  */
enum mca_chain_kind
{
  MCA_CHAIN_OTHER,
  MCA_CHAIN_FP,			/* floating-point arithmetic that GCC keeps in
				   source order (mca_fp_arith_mnemonic) */
  MCA_CHAIN_STEP		/* one single-cycle add or sub of a constant,
				   inc, dec or lea: a pointer or counter
				   stepping */
};
/* What holds a binding divider (advice.cc): an integer division, a
   division or square root of floats (divss, divps, sqrtss, sqrtps and
   their VEX forms, which GCC can compute from an approximate reciprocal
   or reciprocal square root), or one of anything wider (doubles, x87).  */
enum mca_divider_op
{
  MCA_DIVIDER_NONE,		/* no divider binds, or not known */
  MCA_DIVIDER_INTEGER,
  MCA_DIVIDER_FLOAT_DIVISION,
  MCA_DIVIDER_WIDER_DIVISION,
  MCA_DIVIDER_FLOAT_ROOT,
  MCA_DIVIDER_WIDER_ROOT
};

struct mca_advice_facts
{
  bool simple_loop;		/* a loop with one path, one exit and no
				   volatile access: the shape GCC's
				   vectorizer takes best */
  bool vector;			/* GCC vectorized it */
  bool calls;			/* it calls functions */
  enum mca_chain_kind chain;	/* what its critical chain is */
  enum mca_divider_op divider;	/* what holds the binding divider */
  bool have_options;		/* OPTIONS are the function's */
  mca_gcc_options options;
  bool past_bounds;		/* its simulated figure lies past every
				   bound: removing one does not tell the
				   rate */
};
/* What the critical chain of instructions INSNS[N] (AT&T, blanks
   squeezed: "vaddsd (%rdi), %xmm0, %xmm0") is, with a latency of CYCLES
   an iteration.  */
enum mca_chain_kind mca_chain_kind_of (const char *const *insns, size_t n,
				       double cycles);
/* "; to try: ...", or nothing where the facts support no advice.  */
void mca_print_advice (const mca_region_result &r,
		       const mca_advice_facts &facts, pretty_printer *pp);

/* loop-lines.cc: the loops' lines as GIMPLE knew them before the
   vectorizer.  */
opt_pass *mca_loop_lines_pass (gcc::context *ctxt);
/* The location of the condition of the innermost loop whose body holds
   a statement at BODY_LOC's line, or UNKNOWN_LOCATION.  */
location_t mca_source_loop_location (location_t body_loc);
void mca_loop_lines_fini (void);

/* cpus.cc: the models of this translation unit.  */
/* The primary model: cpu='s first, else the host's when the target is
   the host (native), else -mtune='s, -march='s, the host's.  */
const char *mca_plugin_model (void);
/* The models each unit is simulated on: 1 + the others cpu= lists;
   model 0 is the primary.  */
unsigned mca_plugin_model_count (void);
const char *mca_plugin_model_at (unsigned k);
/* The notes, once per translation unit (at LOC), of the models that are
   only the nearest to their CPU.  */
void mca_model_notes (location_t loc);

/* analyse.cc  */
void mca_analyse_function (function *fun);
void mca_plugin_finish (void);

/* trips.cc  */
/* The iterations an entry of JOB's loop by the profile read with
   -fprofile-use; 0 without one.  */
double mca_profile_trips (const mca_loop_job *job);
/* The cycles an iteration of the body TEXT (LEN bytes) on MODEL, run in
   entries of TRIPS iterations rounded to a whole number: true with
   *RATE, or false (no figure, or TRIPS too many to matter).  */
bool mca_rate_at_trips (const char *text, size_t len, const char *model,
			double trips, double *rate);

/* notes.cc  */
/* Register what keeps the pending notes' blocks alive (at plugin_init,
   PLUGIN_NAME the plugin's base name).  */
void mca_notes_init (const char *plugin_name);
/* A note at LOC saying TEXT (copied), given by mca_give_notes.  */
void mca_defer_note (location_t loc, const char *text);
/* Give the pending notes, sorted by file (in the order first met), line
   and column.  */
void mca_give_notes (void);

#endif /* MCA_PLUGIN_H */
