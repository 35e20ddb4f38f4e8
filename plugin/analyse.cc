/* analyse.cc - simulate what loops.cc and markers.cc found, through the
   simulation library's C API, and say what it found: a remark at the
   loop's source line (a note and/or opt-info), and, when asked, the full
   report and a JSON record per loop (written by records.cc).  */

#include "gcc-common.h"
#include "plugin.h"

static FILE *report_out;

/* A unit as assembly text, one insn's lines after another, and for each
   input line (1-based) the index of the insn it came from.  */
struct unit_text
{
  char *text;
  size_t len;
  auto_vec<unsigned> line_insn;	/* line_insn[line - 1] */
  const char *file = NULL;	/* the remark's source file */
};

/* A unit's figures on one model: simulated (OK), a loop's weighted over
   its most probable paths; or why not.  */
struct model_figures
{
  const char *model;
  bool ok;
  mca_region_result r;		/* when OK: free with mca_region_result_free */
  unsigned nweighted;		/* paths weighted */
  double weighted_probability;	/* of those paths */
  /* Of each of the loop's paths weighted; -1: not simulated.  */
  double path_cycles[mca_max_kept_paths];
  char *why;			/* when not OK: the problem, as the remark
				   and the record say it */
  char insn[160];		/* the instruction it is about, or "" */
  bool no_data;			/* the model has no data for INSN */
  int src;			/* INSN's source line; 0: none */
  char *report;			/* the report= text, or NULL */
  /* The primary model's: iterations an entry by the profile (0: none)
     and the figure at that many (0: none).  */
  double trips, at_trips;
};

static void
build_text (const mca_unit &u, unit_text *t)
{
  static const char intel[] = "\t.intel_syntax noprefix\n";
  bool is_intel = ix86_asm_dialect == ASM_INTEL;
  size_t size = is_intel ? strlen (intel) : 0;
  for (unsigned k = 0; k < u.insns.length (); k++)
    size += strlen (u.insns[k].text);
  char *buf = XNEWVEC (char, size + 1), *end = buf;
  if (is_intel)
    {
      end = stpcpy (end, intel);
      t->line_insn.safe_push (~0u);
    }
  for (unsigned k = 0; k < u.insns.length (); k++)
    {
      const char *s = u.insns[k].text;
      end = stpcpy (end, s);
      for (; *s; s++)
	if (*s == '\n')
	  t->line_insn.safe_push (k);
    }
  t->text = buf;
  t->len = size;
}

/* Iterations to simulate a body of U's size: iterations= when given,
   else llvm-mca's 100 for bodies up to 30 lines, fewer for longer ones
   (about 3,000 simulated instructions, at least 10).  Most loops reach
   their steady state long before; those that do not are mostly long
   bodies with calls, whose late rate (mca_region_result.steady) 3,000
   instructions settle as well as 100 iterations: on the 535 bodies the
   plugin simulates for a one-file Lua build, the 16 loops without calls
   that never settle keep their figures (0.59% mean error against
   iterations 200-400), the 9 with calls are within 0.84% (0.60% with 100
   iterations), and the simulation retires 11% fewer instructions.  */
static unsigned
iterations_for (const mca_unit &u)
{
  if (mca_plugin_opts.iterations)
    return mca_plugin_opts.iterations;
  unsigned n = 0;
  for (const mca_unit_insn &ui : u.insns)
    n += ui.insn != NULL;	/* labels are no instructions */
  if (n <= 30)
    return 100;
  unsigned it = 3000 / n;
  return it < 10 ? 10 : it;
}

static int
insn_line (rtx_insn *insn)
{
  return insn && INSN_LOCATION (insn) != UNKNOWN_LOCATION
    ? LOCATION_LINE (INSN_LOCATION (insn)) : 0;
}

/* The insn that input line LINE of T came from, or NULL.  */
static rtx_insn *
line_insn (const mca_unit &u, const unit_text &t, unsigned line)
{
  return line && line <= t.line_insn.length () && t.line_insn[line - 1] != ~0u
    ? u.insns[t.line_insn[line - 1]].insn : NULL;
}

/* The source line of the insn that input line LINE of T came from; 0
   when it has none.  */
static int
source_line (const mca_unit &u, const unit_text &t, unsigned line)
{
  return insn_line (line_insn (u, t, line));
}

/* The source file of that insn when it is not T's (the remark's): an
   inlined function's header, whose line numbers mean nothing without
   it.  NULL otherwise.  */
static const char *
source_file_if_other (const mca_unit &u, const unit_text &t, unsigned line)
{
  rtx_insn *insn = line_insn (u, t, line);
  if (!insn || INSN_LOCATION (insn) == UNKNOWN_LOCATION || !t.file)
    return NULL;
  const char *file = LOCATION_FILE (INSN_LOCATION (insn));
  return file && strcmp (file, t.file) != 0 ? file : NULL;
}

/* The measuring tool's warning names an instruction by its line in the
   body it measured, T's text ("line 5: `idivq %rsi' divides ..."): in a
   remark that line becomes the instruction's source line, and goes when
   the instruction has none.  */
static void
warning_source_lines (const mca_unit &u, const unit_text &t,
		      mca_measurement *m)
{
  static const char key[] = "line ";
  char out[sizeof m->warning];
  size_t n = 0;
  for (const char *w = m->warning; *w && n + 1 < sizeof out;)
    {
      bool clause_start = w == m->warning || (w - m->warning >= 2
					      && w[-2] == ';' && w[-1] == ' ');
      char *end;
      unsigned long line = clause_start && startswith (w, key)
			   ? strtoul (w + sizeof key - 1, &end, 10) : 0;
      if (line && *end == ':' && end[1] == ' ')
	{
	  int src = source_line (u, t, line);
	  if (src)
	    n += snprintf (out + n, sizeof out - n, "line %d: ", src);
	  w = end + 2;
	  if (n >= sizeof out)
	    n = sizeof out - 1;
	  continue;
	}
      out[n++] = *w++;
    }
  out[n] = 0;
  memcpy (m->warning, out, n + 1);
}

/* Whether the N characters at W are a prefix word the assembler takes
   before a mnemonic (lock, rep, ...; sim/asm_prefixes.def).  */
static bool
prefix_word (const char *w, size_t n)
{
  static const char *const words[] = {
#define MCA_ASM_PREFIX(WORD, BITS) WORD,
#include "asm_prefixes.def"
#undef MCA_ASM_PREFIX
  };
  for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
    if (strlen (words[i]) == n && strncasecmp (words[i], w, n) == 0)
      return true;
  return false;
}

/* The mnemonic of the instruction on input line LINE of T, with the
   prefix words before it ("lock xaddq").  */
static void
mnemonic_at (const unit_text &t, unsigned line, char *buf, size_t size)
{
  const char *s = t.text;
  for (unsigned l = 1; l < line && s; l++)
    {
      s = strchr (s, '\n');
      if (s)
	s++;
    }
  buf[0] = 0;
  if (!s)
    return;
  size_t n = 0;
  for (;;)
    {
      while (*s == ' ' || *s == '\t' || *s == ';')
	s++;
      size_t w = 0;
      while (s[w] && !ISSPACE (s[w]) && s[w] != ';')
	w++;
      if (!w || n + w + 2 > size)
	break;
      if (n)
	buf[n++] = ' ';
      memcpy (buf + n, s, w);
      n += w;
      if (!prefix_word (s, w))
	break;
      s += w;
    }
  buf[n] = 0;
}

/* The whole instruction on input line LINE of T, blanks squeezed.  */
static void
mnemonic_line (const unit_text &t, unsigned line, char *buf, size_t size)
{
  const char *s = t.text;
  for (unsigned l = 1; l < line && s; l++)
    {
      s = strchr (s, '\n');
      if (s)
	s++;
    }
  size_t n = 0;
  bool blank = false;
  for (; s && *s && *s != '\n' && n + 1 < size; s++)
    {
      if (ISSPACE (*s))
	{
	  blank = n > 0;
	  continue;
	}
      if (blank && n + 2 < size)
	buf[n++] = ' ';
      blank = false;
      buf[n++] = *s;
    }
  buf[n] = 0;
}

/* The mnemonic and source line of instruction INST of R, written as
   "addsd (line 5)", or with PUNCT ", " as "addsd, line 5".  */
static void
describe_inst (const mca_unit &u, const unit_text &t,
	       const mca_region_result &r, unsigned inst, pretty_printer *pp,
	       const char *punct = NULL)
{
  if (inst >= r.ninstructions || !r.inst_lines)
    return;
  unsigned line = r.inst_lines[inst];
  char mnem[32];
  mnemonic_at (t, line, mnem, sizeof mnem);
  int src = source_line (u, t, line);
  const char *file = source_file_if_other (u, t, line);
  pp_string (pp, mnem);
  pp_string (pp, punct ? punct : " (");
  if (src && file)
    pp_printf (pp, "%s:%d", lbasename (file), src);
  else if (src)
    pp_printf (pp, "line %d", src);
  else
    pp_string (pp, "no line");
  if (!punct)
    pp_string (pp, ")");
}

/* What bound B is, in plain words: "loop-carried dependency through
   %xmm1", "load ports 2 and 3".  */
static void
bound_words (const mca_bound &b, pretty_printer *pp)
{
  const char *what = b.what ? b.what : "";
  switch (b.kind)
    {
    case MCA_BOUND_FRONTEND:
      pp_printf (pp, "front end (%s)", what);
      break;
    case MCA_BOUND_PORTS:
      /* The model's plain words for its units ("ports 0 and 6", "FP
	 pipes 2 and 3"), not its internal names.  */
      if (b.words)
	pp_string (pp, b.words);
      else
	pp_printf (pp, "ports %s", what);
      break;
    case MCA_BOUND_DEPENDENCY:
      pp_printf (pp, "loop-carried dependency through %s", what);
      break;
    case MCA_BOUND_MEMORY:
      pp_printf (pp, "dependency through memory%s%s", *what ? " " : "",
		 what);
      break;
    case MCA_BOUND_DIVIDER:
      if (b.words)
	pp_string (pp, b.words);
      else
	pp_printf (pp, "divider %s", what);
      break;
    case MCA_BOUND_QUEUE:
      pp_printf (pp, "%s full", what);
      break;
    case MCA_BOUND_CONTROL:
      pp_printf (pp, "control flow (%s)", what);
      break;
    case MCA_BOUND_SERIAL:
      pp_printf (pp, "%s, one at a time", mca_bound_serial_noun (what));
      break;
    }
}

/* Bound B of R: its words, the instruction that binds and its figure.  */
static void
describe_bound (const mca_unit &u, const unit_text &t,
		const mca_region_result &r, const mca_bound &b,
		pretty_printer *pp)
{
  bound_words (b, pp);
  if (b.inst != ~0u)
    {
      pp_string (pp, " (");
      describe_inst (u, t, r, b.inst, pp, ", ");
      pp_string (pp, ")");
    }
  char num[32];
  snprintf (num, sizeof num, "%.2f", b.cycles_per_iteration);
  pp_string (pp, ", ");
  pp_printf (pp, "%s cycles/iter", num);
  /* The simulator, like llvm-mca, lets loads pass earlier stores: a
     chain through memory can bind above the simulated figure.  */
  if (b.kind == MCA_BOUND_MEMORY
      && b.cycles_per_iteration > r.cycles_per_iteration + 0.005)
    pp_string (pp, " (above the simulated figure: the simulation does not "
	       "forward stores to loads)");
}

/* Whether R's simulated figure lies past every bound of its own.  */
static bool
above_bounds (const mca_region_result &r)
{
  return r.nbounds
    && r.cycles_per_iteration
       > MCA_ABOVE_BOUNDS * r.bounds[0].cycles_per_iteration + 0.005;
}

/* Past every bound the simulated figure has its own reason: the units
   the model gives operations at dispatch when running without them
   explains it (then queues_bind), else the bounds' components delaying
   one another.  */
static bool
queues_bind (const mca_region_result &r)
{
  return above_bounds (r) && !r.with_fill
    && mca_rule_explains (r.cycles_per_iteration, r.free_issue_cycles);
}

static const char queues_words[]
  = "operations wait for the scheduler queue given them at dispatch";

/* Past every bound, the model's limit on operations issued in the cycle
   their operands are ready explains the simulated figure.  */
static bool
back_to_back_binds (const mca_region_result &r)
{
  return above_bounds (r) && !r.with_fill
    && mca_rule_explains (r.cycles_per_iteration,
			  r.back_to_back_free_cycles);
}

static const char back_to_back_words[]
  = "dependent operations wait a cycle, as few issue in the cycle their "
    "operand is ready";

/* What binds R, in the remark's words without its figures: the binding
   bound's words, or the scheduler queues', or the back-to-back
   limit's.  Nothing without bounds.  */
static void
bottleneck_words (const mca_region_result &r, pretty_printer *pp)
{
  if (queues_bind (r))
    pp_string (pp, queues_words);
  else if (back_to_back_binds (r))
    pp_string (pp, back_to_back_words);
  else if (r.nbounds)
    bound_words (r.bounds[0], pp);
}

/* Whether INSNS read or write volatile memory, or hold volatile asm:
   GCC vectorizes no such loop.  */
static bool
volatile_access (const vec<mca_unit_insn> &insns)
{
  for (const mca_unit_insn &ui : insns)
    if (ui.insn && INSN_P (ui.insn) && volatile_refs_p (PATTERN (ui.insn)))
      return true;
  return false;
}

/* What holds R's binding divider (MCA_DIVIDER_NONE when no divider
   binds): an integer division (div, idiv, with their size suffix), a
   division or square root of floats (divss, divps, sqrtss, sqrtps, with
   or without their VEX v) or of anything wider.  */
static mca_divider_op
divider_op (const unit_text &t, const mca_region_result &r)
{
  if (!r.nbounds || r.bounds[0].kind != MCA_BOUND_DIVIDER
      || r.bounds[0].inst >= r.ninstructions)
    return MCA_DIVIDER_NONE;
  char mnem[32];
  mnemonic_at (t, r.inst_lines[r.bounds[0].inst], mnem, sizeof mnem);
  const char *m = mnem + (mnem[0] == 'i');
  if (startswith (m, "div") && strlen (m) <= 4)
    return MCA_DIVIDER_INTEGER;
  m = mnem + (mnem[0] == 'v' || mnem[0] == 'f');
  if (startswith (m, "sqrt"))
    return strcmp (m, "sqrtss") == 0 || strcmp (m, "sqrtps") == 0
	   ? MCA_DIVIDER_FLOAT_ROOT : MCA_DIVIDER_WIDER_ROOT;
  return strcmp (m, "divss") == 0 || strcmp (m, "divps") == 0
	 ? MCA_DIVIDER_FLOAT_DIVISION : MCA_DIVIDER_WIDER_DIVISION;
}

/* What R's critical chain is (advice.cc).  */
static mca_chain_kind
chain_kind (const unit_text &t, const mca_region_result &r)
{
  auto_vec<char *> insns;
  for (size_t k = 0; k < r.nchain; k++)
    {
      unsigned inst = r.chain[k].inst;
      char *insn = XCNEWVEC (char, 128);
      if (inst < r.ninstructions)
	mnemonic_line (t, r.inst_lines[inst], insn, 128);
      insns.safe_push (insn);
    }
  mca_chain_kind kind = mca_chain_kind_of (insns.address (), insns.length (),
					   r.chain_cycles);
  for (char *insn : insns)
    free (insn);
  return kind;
}

/* The figure at the profile's iterations an entry, when it differs from
   the remark's by this share or more.  */
static const double trips_differ = 0.05;

/* "; run as profiled, 12.0 iterations an entry: 1.40 cycles/iter".  */
static void
at_trips_words (const model_figures &f, pretty_printer *pp)
{
  double c = f.r.cycles_per_iteration;
  if (f.at_trips <= 0 || c <= 0
      || (f.at_trips > c ? f.at_trips - c : c - f.at_trips)
	 < trips_differ * c)
    return;
  char n[32], a[32];
  snprintf (n, sizeof n, "%.1f", f.trips);
  snprintf (a, sizeof a, "%.2f", f.at_trips);
  pp_string (pp, "; ");
  pp_printf (pp, "run as profiled, %s iterations an entry: %s cycles/iter",
	     n, a);
}

/* "WORDS, 1.26 cycles/iter (1.00 WITHOUT_WORDS; largest single bound:
   ...)": one of the model's issue rules, not a bound, holds R's figure,
   which is WITHOUT with the rule off.  */
static void
issue_rule_words (const mca_unit &u, const unit_text &t,
		  const mca_region_result &r, const char *words,
		  double without, const char *without_words,
		  pretty_printer *pp)
{
  char c[32], f[32];
  snprintf (c, sizeof c, "%.2f", r.cycles_per_iteration);
  snprintf (f, sizeof f, "%.2f", without);
  pp_string (pp, words);
  pp_string (pp, ", ");
  pp_printf (pp, "%s cycles/iter", c);
  pp_string (pp, " (");
  pp_string (pp, f);
  pp_string (pp, " ");
  pp_string (pp, without_words);
  pp_string (pp, "; largest single bound: ");
  describe_bound (u, t, r, r.bounds[0], pp);
  pp_string (pp, ")");
}

static void
format_remark (const char *what, const mca_unit &u, const unit_text &t,
	       const model_figures &f, const mca_loop_job *job,
	       const mca_measurement &measured, const mca_callees &callees,
	       const mca_vector_lanes *vector, pretty_printer *pp)
{
  const mca_region_result &r = f.r;
  const char *model = f.model;
  unsigned nweighted = f.nweighted;
  double weighted_probability = f.weighted_probability;
  char c[32], rt[32], ipc[32];
  snprintf (c, sizeof c, "%.2f", r.cycles_per_iteration);
  snprintf (rt, sizeof rt, "%.2f", r.block_rthroughput);
  snprintf (ipc, sizeof ipc, "%.2f", r.ipc);
  pp_printf (pp, "mca: %s: %s cycles/iter, Block RThroughput %s, IPC %s [%s]",
	     what, c, rt, ipc, model);
  if (r.nbounds)
    {
      pp_string (pp, "; bottleneck: ");
      bool above = above_bounds (r);
      if (queues_bind (r))
	issue_rule_words (u, t, r, queues_words, r.free_issue_cycles,
			  "with any free unit taken at issue", pp);
      else if (back_to_back_binds (r))
	issue_rule_words (u, t, r, back_to_back_words,
			  r.back_to_back_free_cycles, "with every one issuing then",
			  pp);
      else
	{
	  describe_bound (u, t, r, r.bounds[0], pp);
	  if (above && r.with_fill)
	    {
	      pp_string (pp, " (");
	      pp_printf (pp, "simulated %s over %u iterations, the fill of the "
			 "pipeline included: too few iterations to leave it "
			 "out",
			 c, r.iterations);
	      pp_string (pp, ")");
	    }
	  else if (above)
	    {
	      pp_string (pp, " (");
	      pp_printf (pp, "simulated %s: contention between operations "
			 "adds to it", c);
	      pp_string (pp, ")");
	    }
	}
    }
  if (r.nchain)
    {
      pp_string (pp, "; critical chain: ");
      for (size_t k = 0; k < r.nchain; k++)
	{
	  if (k)
	    pp_string (pp, " -> ");
	  describe_inst (u, t, r, r.chain[k].inst, pp);
	}
      /* Whole cycles but where a share of a cycle is counted (adds done
	 at rename some of the time, results late some of the time).  */
      char cc[32];
      snprintf (cc, sizeof cc, "%.2f", r.chain_cycles);
      char *cents = strstr (cc, ".00");
      if (cents)
	*cents = '\0';
      pp_printf (pp, " [%s %s%s]", cc,
		 strcmp (cc, "1") == 0 ? "cycle" : "cycles",
		 r.chain_loop_carried ? ", loop-carried" : "");
    }
  if (job && job->npaths > 1)
    {
      char p[32];
      pp_string (pp, "; ");
      if (nweighted > 1)
	{
	  snprintf (p, sizeof p, "%.0f%%", 100 * weighted_probability);
	  pp_printf (pp, "%s%u paths, figures weighted over the %u most "
		     "probable (%s of iterations)",
		     job->npaths >= 10000 ? "over " : "", job->npaths,
		     nweighted, p);
	}
      else
	{
	  snprintf (p, sizeof p, "%.0f%%", 100 * u.probability);
	  pp_printf (pp, "%s%u paths, the most probable (%s of iterations) "
		     "simulated", job->npaths >= 10000 ? "over " : "",
		     job->npaths, p);
	}
    }
  at_trips_words (f, pp);
  if (vector)
    {
      char e[32];
      snprintf (e, sizeof e, "%.2f",
		r.cycles_per_iteration / vector->lanes);
      pp_string (pp, "; ");
      pp_printf (pp, "vectorized: %u %s an iteration (%u-bit vectors), "
		 "%s cycles per element", vector->lanes, vector->element,
		 vector->bits, e);
    }
  mca_print_callees (callees, pp);
  mca_advice_facts facts;
  facts.simple_loop = job && job->npaths == 1 && job->nexits == 1
		       && !volatile_access (job->layout);
  facts.vector = vector != NULL;
  facts.calls = callees.ncalls > 0;
  facts.chain = chain_kind (t, r);
  facts.divider = divider_op (t, r);
  facts.have_options = mca_gcc_options_of_function (&facts.options);
  facts.past_bounds = above_bounds (r);
  mca_print_advice (r, facts, pp);
  /* The simulated path alone was run: the first of the weighted ones.  */
  const char *path = job && job->npaths > 1 ? " (the most probable path)" : "";
  if (measured.ok)
    {
      char m[32];
      snprintf (m, sizeof m, "%.2f", measured.cycles);
      pp_string (pp, "; ");
      pp_printf (pp, "measured on this machine%s: %s cycles/iter", path, m);
      if (measured.warning[0])
	pp_printf (pp, " (%s)", measured.warning);
    }
  else if (measured.asked)
    {
      pp_string (pp, "; ");
      pp_printf (pp, "not measured: %s", measured.why);
    }
}

/* Whether LOC is in a system header: a library's code, not the user's
   use of a library macro (atomic_fetch_or from <stdatomic.h>), which is
   where the macro is expanded, as for GCC's warnings.  */
static bool
in_system_header (location_t loc)
{
  return in_system_header_at (expansion_point_location_if_in_system_header
			      (loc));
}

/* The links of R's critical chain, as a record names them.  */
static void
chain_links (const mca_unit &u, const unit_text &t,
	     const mca_region_result &r, auto_vec<mca_record_link> *out)
{
  for (size_t k = 0; k < r.nchain; k++)
    {
      mca_record_link link;
      link.inst = r.chain[k].inst;
      unsigned line = link.inst < r.ninstructions
	? r.inst_lines[link.inst] : 0;
      link.line = source_line (u, t, line);
      link.file = source_file_if_other (u, t, line);
      mnemonic_at (t, line, link.mnemonic, sizeof link.mnemonic);
      link.reg = r.chain[k].reg;
      out->safe_push (link);
    }
}

/* The JSON record (records.cc) of a loop or region, analysed or not
   (STATUS); of an analysed one, U simulated as T, with figures R.  With
   several models, MODELS holds each one's figures (the primary's, R,
   first), and U and T are given whether the primary could simulate
   them or not.  */
static void
record_unit (const char *kind, const char *name, location_t loc,
	     const char *status, const mca_loop_job *job, const mca_unit *u,
	     const unit_text *t, const mca_region_result *r,
	     const char *model, const char *message, unsigned nweighted = 0,
	     double weighted_probability = 0,
	     const mca_measurement *measured = NULL,
	     const mca_callees *callees = NULL,
	     const mca_vector_lanes *vector = NULL,
	     const vec<model_figures> *models = NULL)
{
  if (!mca_plugin_opts.json_file)
    return;
  bool analysed = r && u && t;
  auto_vec<mca_record_link> chain;
  if (analysed)
    chain_links (*u, *t, *r, &chain);
  /* Each model's figures, its chain's links (in LINKS, one model's after
     another's, from FIRST_LINK) and its bottleneck's words.  */
  unsigned nmodels = models && models->length () > 1 ? models->length () : 0;
  auto_vec<mca_record_model> per_model (nmodels);
  auto_vec<mca_record_link> links;
  auto_vec<unsigned> first_link (nmodels);
  for (unsigned k = 0; k < nmodels; k++)
    {
      const model_figures &f = (*models)[k];
      mca_record_model m = {};
      m.model = f.model;
      first_link.quick_push (links.length ());
      if (f.ok)
	{
	  chain_links (*u, *t, f.r, &links);
	  pretty_printer pp;
	  bottleneck_words (f.r, &pp);
	  m.result = &f.r;
	  m.paths_weighted = f.nweighted;
	  m.weighted_probability = f.weighted_probability;
	  m.bottleneck = xstrdup (pp_formatted_text (&pp));
	}
      else
	m.message = f.why;
      per_model.quick_push (m);
    }
  for (unsigned k = 0; k < nmodels; k++)
    if (per_model[k].result)
      per_model[k].chain = links.address () + first_link[k];
  const model_figures *primary = models ? &(*models)[0] : NULL;
  const mca_record rec = {
    kind, in_system_header (loc), name, loc, status, message, job, model,
    analysed ? r : NULL, analysed ? u->probability : 0, nweighted,
    weighted_probability, chain.address (), analysed ? t->text : NULL,
    measured, callees, vector, primary ? primary->trips : 0,
    primary && analysed ? primary->at_trips : 0, per_model.address (),
    nmodels, primary && analysed && job ? primary->path_cycles : NULL
  };
  mca_record_unit (rec);
  for (mca_record_model &m : per_model)
    free (const_cast<char *> (m.bottleneck));
}

/* Open the report= file, once: false when it cannot be written (said
   once, and the option dropped).  */
static bool
open_report (void)
{
  if (!mca_plugin_opts.report_file)
    return false;
  if (!report_out)
    {
      report_out = fopen (mca_plugin_opts.report_file, "w");
      if (!report_out)
	{
	  warning_at (UNKNOWN_LOCATION, 0, "mca: cannot write %qs: %m",
		      mca_plugin_opts.report_file);
	  mca_plugin_opts.report_file = NULL;
	  return false;
	}
    }
  return true;
}

/* The report of a unit: "=== FILE:LINE:COL: loop in FUNCTION", and ",
   on MODEL" for a model other than the primary.  */
static void
report_unit (const char *what, location_t loc, const char *report,
	     const char *other_model = NULL)
{
  if (!open_report ())
    return;
  expanded_location xl = expand_location (loc);
  fprintf (report_out, "=== %s:%d:%d: %s in %s%s%s\n\n", xl.file, xl.line,
	   xl.column, what, current_function_name (),
	   other_model ? ", on " : "", other_model ? other_model : "");
  fputs (report, report_out);
  fputc ('\n', report_out);
}

static void
emit_remark (location_t loc, rtx_insn *loc_insn, const char *msg)
{
  if (mca_plugin_opts.notes)
    mca_defer_note (loc, msg);
  if (mca_plugin_opts.opt_info && dump_enabled_p ())
    {
      if (loc_insn && INSN_LOCATION (loc_insn) != UNKNOWN_LOCATION)
	dump_printf_loc (MSG_NOTE,
			 dump_user_location_t (loc_insn), "%s\n", msg);
      else
	dump_printf_loc (MSG_NOTE,
			 dump_user_location_t::from_location_t (loc),
			 "%s\n", msg);
    }
}

/* The results simulated in this translation unit, for the loops met
   again (the library's memo: the same body in other registers).  */
static mca_memo *memo;

/* Simulate T with O; fills *R (free it with mca_region_result_free) and
   returns true, or returns false with *RES holding the library's
   diagnostics (free it with mca_result_free).  A run without a report
   may take the result of a loop simulated before.  */
static bool
simulate (const unit_text &t, const mca_options &o, mca_region_result *r,
	  mca_result *res)
{
  mca_options with = o;
  if (!with.views)
    {
      if (!memo)
	memo = mca_memo_new ();
      with.memo = memo;
    }
  bool ok = mca_analyze (t.text, t.len, &with, res) == 0 && res->nregions;
  if (ok)
    {
      *r = res->regions[0];
      memset (&res->regions[0], 0, sizeof res->regions[0]);
    }
  return ok;
}

/* Paths beyond the most probable are simulated while together they
   cover less than this share of the iterations (at most max_kept_paths
   in all, as loops.cc keeps).  */
static const double weigh_coverage = 0.9;

/* Replace the figures of *R (the most probable path's) by their average
   over the loop's most probable paths, weighted by probability: cycles
   and Block RThroughput average directly; IPC is instructions over
   cycles of the mix.  */
static void
weigh_paths (const mca_loop_job &job, const char *model,
	     mca_region_result *r, unsigned *nweighted, double *coverage,
	     double *path_cycles)
{
  double p0 = job.paths[0]->probability;
  for (unsigned k = 0; k < mca_max_kept_paths; k++)
    path_cycles[k] = -1;
  path_cycles[0] = r->cycles_per_iteration;
  double w = p0, cycles = p0 * r->cycles_per_iteration;
  double rthroughput = p0 * r->block_rthroughput;
  double insts = p0 * r->ninstructions;
  double uops = r->iterations
    ? p0 * (double) r->total_uops / r->iterations : 0;
  unsigned n = 1;
  for (unsigned k = 1; k < job.paths.length () && w < weigh_coverage; k++)
    {
      const mca_unit &u = *job.paths[k];
      unit_text t;
      build_text (u, &t);
      mca_options o;
      mca_options_init (&o);
      o.cpu = model;
      o.iterations = iterations_for (u);
      o.views = 0;
      o.steady_state = true;
      mca_result res;
      mca_region_result q;
      if (simulate (t, o, &q, &res))
	{
	  double p = u.probability;
	  w += p;
	  cycles += p * q.cycles_per_iteration;
	  path_cycles[k] = q.cycles_per_iteration;
	  rthroughput += p * q.block_rthroughput;
	  insts += p * q.ninstructions;
	  if (q.iterations)
	    uops += p * (double) q.total_uops / q.iterations;
	  n++;
	  mca_region_result_free (&q);
	}
      mca_result_free (&res);
      free (t.text);
    }
  *nweighted = n;
  *coverage = w;
  if (n == 1 || w <= 0 || cycles <= 0)
    return;
  r->cycles_per_iteration = cycles / w;
  r->block_rthroughput = rthroughput / w;
  r->ipc = insts / cycles;
  r->uops_per_cycle = uops / cycles;
}

/* Whether a loop or region at LOC gets a remark: not one whose line is
   in a system header (a library's loop inlined into the user's code,
   which the user cannot change), unless system-headers asks for them,
   as -Wsystem-headers does for warnings.  */
static bool
remarks_wanted (location_t loc)
{
  return (mca_plugin_opts.notes || mca_plugin_opts.opt_info)
    && (mca_plugin_opts.system_headers || !in_system_header (loc));
}

/* Simulate U (as T) on MODEL into *F: its figures, a loop's (JOB)
   weighted over its paths, and its report when report= asks; or the
   first problem, named at the source line of its insn.  */
static void
simulate_on (const char *model, const mca_unit &u, const unit_text &t,
	     const mca_loop_job *job, model_figures *f)
{
  memset (f, 0, sizeof *f);
  f->model = model;
  mca_options o;
  mca_options_init (&o);
  o.cpu = model;
  o.iterations = iterations_for (u);
  o.views = mca_plugin_opts.report_file ? mca_plugin_opts.views : 0;
  o.analyze_bottlenecks = true;
  o.steady_state = true;
  mca_result res;
  f->ok = simulate (t, o, &f->r, &res);
  if (f->ok)
    {
      f->nweighted = 1;
      f->weighted_probability = u.probability;
      if (job)
	weigh_paths (*job, model, &f->r, &f->nweighted,
		     &f->weighted_probability, f->path_cycles);
      if (res.report && *res.report)
	f->report = xstrdup (res.report);
    }
  else
    {
      const char *msg = "no instructions";
      unsigned line = 0;
      for (size_t k = 0; k < res.ndiags; k++)
	if (res.diags[k].severity == MCA_ERROR)
	  {
	    msg = res.diags[k].message;
	    line = res.diags[k].line;
	    break;
	  }
      f->src = source_line (u, t, line);
      if (line)
	mnemonic_line (t, line, f->insn, sizeof f->insn);
      /* The library's message speaks to gcc-mca's users.  */
      f->no_data = startswith (msg, "found an unsupported instruction")
		   && *f->insn;
      f->why = f->no_data
	? xasprintf ("model %s has no data for %s", model, f->insn)
	: xstrdup (msg);
    }
  mca_result_free (&res);
}

static void
release_figures (model_figures *f)
{
  if (f->ok)
    mca_region_result_free (&f->r);
  free (f->why);
  free (f->report);
}

/* Whether models A and B could not simulate a unit for the same reason
   (an instruction neither has data for, one they do not know).  */
static bool
same_problem (const model_figures &a, const model_figures &b)
{
  return !a.ok && !b.ok && a.no_data == b.no_data && a.src == b.src
    && (a.no_data ? strcmp (a.insn, b.insn) == 0
	: strcmp (a.why, b.why) == 0);
}

/* For each model after the primary (MODELS[0]), a clause in plain
   words: "; on skylake: 1.50 cycles/iter, bottleneck: load ports 2 and
   3", or "; on btver2: not analysed: no data for vfmadd231ps %ymm0,
   %ymm1, %ymm2 (line 11)", or when the primary's remark already says
   why, "; on btver2: not analysed either".  */
static void
format_other_models (const vec<model_figures> &models, pretty_printer *pp)
{
  for (unsigned k = 1; k < models.length (); k++)
    {
      const model_figures &f = models[k];
      pp_string (pp, "; on ");
      pp_string (pp, f.model);
      pp_string (pp, ": ");
      if (f.ok)
	{
	  char c[32];
	  snprintf (c, sizeof c, "%.2f", f.r.cycles_per_iteration);
	  pp_printf (pp, "%s cycles/iter", c);
	  if (f.r.nbounds)
	    {
	      pp_string (pp, ", bottleneck: ");
	      bottleneck_words (f.r, pp);
	    }
	  continue;
	}
      if (same_problem (f, models[0]))
	{
	  pp_string (pp, "not analysed either");
	  continue;
	}
      pp_string (pp, "not analysed: ");
      if (f.no_data)
	pp_printf (pp, "no data for %s", f.insn);
      else
	pp_string (pp, f.why);
      if (f.src)
	pp_printf (pp, " (line %d)", f.src);
    }
}

/* Simulate U on each model and remark on it at LOC: the primary model's
   figures, and a clause for each other model.  */
static void
analyse_unit (const char *what, const char *name, location_t loc,
	      rtx_insn *loc_insn, const mca_unit &u, const mca_loop_job *job)
{
  unit_text t;
  build_text (u, &t);
  t.file = LOCATION_FILE (loc);

  /* Each model costs a simulation of each path weighed.  */
  auto_vec<model_figures> models;
  models.safe_grow_cleared (mca_plugin_model_count ());
  for (unsigned k = 0; k < models.length (); k++)
    simulate_on (mca_plugin_model_at (k), u, t, job, &models[k]);
  const model_figures &primary = models[0];
  const char *model = primary.model;
  const char *kind = job ? "loop" : "region";
  if (!primary.ok)
    {
      if (remarks_wanted (loc))
	{
	  pretty_printer pp;
	  if (primary.src)
	    pp_printf (&pp, "mca: %s not analysed: %s (line %d)", what,
		       primary.why, primary.src);
	  else
	    pp_printf (&pp, "mca: %s not analysed: %s", what, primary.why);
	  format_other_models (models, &pp);
	  mca_defer_note (loc, pp_formatted_text (&pp));
	}
      record_unit (kind, name, loc, "unsupported", job, &u, &t, NULL,
		   model, primary.why, 0, 0, NULL, NULL, NULL, &models);
    }
  else
    {
      const mca_region_result &figures = primary.r;
      bool remarked
	= figures.cycles_per_iteration >= mca_plugin_opts.min_cycles
	  && remarks_wanted (loc);
      /* A measurement takes seconds: only for a remark or a JSON record
	 that gives it.  */
      mca_measurement measured = {};
      if (mca_plugin_opts.measure_tool
	  && (remarked || mca_plugin_opts.json_file))
	{
	  mca_measure_unit (t.text, &measured);
	  warning_source_lines (u, t, &measured);
	}
      mca_callees callees;
      mca_find_callees (job ? job->layout : u.insns, &callees);
      mca_vector_lanes lanes;
      const mca_vector_lanes *vector
	= mca_find_vector_lanes (u.insns, &lanes) ? &lanes : NULL;
      /* A loop of one path and no calls is simulated again at the
	 profile's iterations an entry (the calls' time is in no figure,
	 at any trip count).  */
      models[0].trips = mca_profile_trips (job);
      if (models[0].trips > 0 && job->npaths == 1 && !callees.ncalls
	  && (remarked || mca_plugin_opts.json_file))
	mca_rate_at_trips (t.text, t.len, model, models[0].trips,
			   &models[0].at_trips);
      if (remarked)
	{
	  pretty_printer pp;
	  format_remark (what, u, t, primary, job, measured, callees, vector,
			 &pp);
	  format_other_models (models, &pp);
	  emit_remark (loc, loc_insn, pp_formatted_text (&pp));
	}
      record_unit (kind, name, loc, "analysed", job, &u, &t, &figures, model,
		   NULL, primary.nweighted, primary.weighted_probability,
		   &measured, &callees, vector, &models);
      mca_release_callees (&callees);
    }
  for (unsigned k = 0; k < models.length (); k++)
    if (models[k].report)
      report_unit (what, loc, models[k].report, k ? models[k].model : NULL);
  for (model_figures &f : models)
    release_figures (&f);
  free (t.text);
}

void
mca_analyse_function (function *fun)
{
  const char *model = mca_plugin_model ();
  mca_model_notes (DECL_SOURCE_LOCATION (fun->decl));

  auto_vec<mca_loop_job *> jobs;
  mca_collect_loops (fun, &jobs);
  for (mca_loop_job *job : jobs)
    {
      /* A loop no remark, record or report shows is not simulated.  */
      if (!remarks_wanted (job->loc) && !mca_plugin_opts.json_file
	  && !mca_plugin_opts.report_file)
	;
      else if (job->skip_reason)
	{
	  if (remarks_wanted (job->loc))
	    {
	      char *msg = concat ("mca: loop not analysed: it contains ",
				  job->skip_reason, NULL);
	      mca_defer_note (job->loc, msg);
	      free (msg);
	    }
	  record_unit ("loop", NULL, job->loc, "skipped", job, NULL, NULL,
		       NULL, model, job->skip_reason);
	}
      else if (job->paths.is_empty ())
	record_unit ("loop", NULL, job->loc, "skipped", job, NULL, NULL,
		     NULL, model, "no path through the loop");
      else
	analyse_unit ("loop", NULL, job->loc, job->loc_insn, *job->paths[0],
		      job);
      mca_free_loop_job (job);
    }

  auto_vec<mca_marker_region *> regions;
  mca_collect_markers (fun, &regions);
  for (mca_marker_region *r : regions)
    {
      char what[128];
      snprintf (what, sizeof what, "region%s%s", *r->name ? " " : "",
		r->name);
      analyse_unit (what, r->name, r->loc, r->begin_insn, r->unit, NULL);
      for (mca_unit_insn &ui : r->unit.insns)
	free (ui.text);
      free (r->name);
      delete r;
    }
}

void
mca_plugin_finish (void)
{
  mca_memo_free (memo);
  memo = NULL;
  mca_record_finish ();
  /* A unit without loops gets an empty report: what an earlier compile
     wrote there is not this one's.  A compile that fails leaves it.  */
  if (!seen_error ())
    open_report ();
  if (report_out)
    {
      if (ferror (report_out) | fclose (report_out))
	warning_at (UNKNOWN_LOCATION, 0, "mca: cannot write %qs: %m",
		    mca_plugin_opts.report_file);
      report_out = NULL;
    }
}
