/* mca.h - the public C API of the gcc-mca simulation library.

   Give it x86-64 assembly text (AT&T, or Intel after `.intel_syntax') and
   options; it finds the code regions (LLVM-MCA-BEGIN/END markers, or the
   whole text), simulates each on the chosen CPU model for a number of
   iterations, and returns an llvm-mca style report (text or JSON), the
   headline figures of each region, and diagnostics.  It never prints and
   never exits: the command-line driver and the GCC plugin do that.

   Typical use:

     struct mca_options o;
     struct mca_result r;
     mca_options_init (&o);
     o.cpu = "btver2";
     if (mca_analyze (text, len, &o, &r) == 0)
       fputs (r.report, stdout);
     mca_result_free (&r);  */

#ifndef MCA_H
#define MCA_H

#include <stdbool.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Views of the report (llvm-mca's -summary-view, -instruction-info, ...).  */
enum mca_view_flag
{
  MCA_VIEW_SUMMARY = 1u << 0,
  MCA_VIEW_INSTRUCTION_INFO = 1u << 1,
  MCA_VIEW_RESOURCE_PRESSURE = 1u << 2,
  MCA_VIEW_TIMELINE = 1u << 3,
  MCA_VIEW_DISPATCH_STATS = 1u << 4,
  MCA_VIEW_SCHEDULER_STATS = 1u << 5,
  MCA_VIEW_RETIRE_STATS = 1u << 6,
  MCA_VIEW_REGISTER_FILE_STATS = 1u << 7,
  MCA_VIEW_BOTTLENECK = 1u << 8,
  MCA_VIEW_BOUNDS = 1u << 9,	/* bounds and critical chain (gcc-mca's) */
  MCA_VIEW_HAZARDS = 1u << 10,	/* waiting cycles by hazard class */
  MCA_VIEW_DEFAULT = MCA_VIEW_SUMMARY | MCA_VIEW_INSTRUCTION_INFO
    | MCA_VIEW_RESOURCE_PRESSURE,
  MCA_VIEW_ALL_STATS = MCA_VIEW_DISPATCH_STATS | MCA_VIEW_SCHEDULER_STATS
    | MCA_VIEW_RETIRE_STATS | MCA_VIEW_REGISTER_FILE_STATS
};

/* The timeline view's last cycle by default: llvm-mca's
   -timeline-max-cycles.  */
#define MCA_TIMELINE_MAX_CYCLES 80

/* Instructions dropped from a region rather than stopping the analysis
   (llvm-mca's -skip-unsupported-instructions=parse-failure, lack-sched,
   any).  */
enum mca_skip
{
  MCA_SKIP_PARSE_FAILURE = 1u << 0,	/* lines that do not parse as an
					   instruction of the table */
  MCA_SKIP_LACK_SCHED = 1u << 1,	/* instructions the model has no
					   scheduling data for */
  MCA_SKIP_ANY = MCA_SKIP_PARSE_FAILURE | MCA_SKIP_LACK_SCHED
};

struct mca_options
{
  const char *cpu;		/* a name mca_cpu_resolve takes ("native"
				   too); NULL: btver2 */
  const char *model_text;	/* a model file's text, instead of CPU */
  size_t model_len;
  unsigned iterations;		/* 0: 100 */
  /* Iterations an entry into the loop: every TRIP_COUNT iterations the
     values carried round it start afresh (registers read before they
     are written take values from before the entry, ready at once), as
     when an outer loop enters a short inner loop again and again and the
     out-of-order core overlaps the entries.  0: one entry.  With it,
     steady_state is not used: the figures are the whole run's.  */
  unsigned trip_count;
  unsigned dispatch_width;	/* 0: the model's */
  unsigned register_file_size;	/* 0: unbounded */
  unsigned load_queue, store_queue;	/* 0: the model's */
  bool no_alias;		/* loads never alias stores (default) */
  bool skip_unsupported;	/* drop every instruction that cannot be
				   simulated (MCA_SKIP_ANY) */
  unsigned skip_kinds;		/* enum mca_skip bits: which to drop */
  unsigned call_latency;	/* 0: 100 */
  unsigned views;		/* enum mca_view_flag bits */
  bool instruction_tables;	/* static tables instead of simulating */
  unsigned timeline_max_iterations;	/* 0: 10 */
  unsigned timeline_max_cycles;	/* MCA_TIMELINE_MAX_CYCLES by default,
				   as llvm-mca's; 0: unlimited */
  int output_asm_variant;	/* -1 as the input, 0 AT&T, 1 Intel */
  bool print_imm_hex;
  bool json;			/* report as JSON */
  const char *triple;		/* -mtriple as given, for the JSON report;
				   NULL: x86_64-pc-linux-gnu */
  bool show_barriers;		/* LoadBarrier and StoreBarrier columns in
				   the instruction info view */
  bool disable_cb;		/* llvm-mca's -disable-cb: without its X86
				   post-processing, lfence, sfence and
				   mfence order no memory operation */
  bool show_encoding;		/* Encoding Size and Encodings columns in
				   the instruction info view (GNU as, run
				   as a child process, encodes) */
  bool eager_events;		/* every waiting instruction sees every
				   cycle (slower; same results: for tests) */
  bool analyze_bottlenecks;	/* fill the bounds and chain of results
				   without printing the bottleneck view */
  bool steady_state;		/* cycles_per_iteration, ipc and
				   uops_per_cycle from the steady state (see
				   mca_region_result.steady); the run stops
				   early once steady unless views other than
				   the summary or JSON are asked for */
  /* Called every 16,384 simulated cycles with the region's index (from
     0), its name ("" or NULL for anonymous ones) and the share of its
     instructions retired so far, for a program that shows progress on
     long work (the library prints nothing); NULL: not called.  */
  void (*progress) (void *data, unsigned region, const char *name,
		    double done);
  void *progress_data;
  /* Results to reuse (mca_memo_new), NULL: none.  A region simulated
     before with the same options, or one whose instructions differ from
     it only in the names of registers no instruction reads or writes
     implicitly, takes the result found then, with its own register
     names and lines: the result a run gives.  Only for runs without
     views, JSON or instruction tables, and with a built-in model.  */
  struct mca_memo *memo;
};

/* Results of simulated regions kept for reuse by the runs that name it
   (mca_options.memo), for as long as it lives: a compiler meets one
   loop many times over (inlined helpers, macro-made functions), in
   different registers.  */
struct mca_memo;
struct mca_memo *mca_memo_new (void);
void mca_memo_free (struct mca_memo *memo);
/* Regions that took a kept result.  */
size_t mca_memo_hits (const struct mca_memo *memo);

enum mca_severity { MCA_ERROR, MCA_WARNING, MCA_NOTE };

struct mca_diagnostic
{
  enum mca_severity severity;
  unsigned line;		/* 1-based input line, 0 if none */
  char *message;
};

/* What limits a region's throughput (filled when MCA_VIEW_BOTTLENECK or
   mca_options.analyze_bottlenecks is set).  Each bound is the cycles per
   iteration that one component of the machine alone would allow.  */
enum mca_bound_kind
{
  MCA_BOUND_FRONTEND,		/* decode/issue/dispatch width */
  MCA_BOUND_PORTS,		/* a port or port group (resource) */
  MCA_BOUND_DEPENDENCY,		/* loop-carried register dependency chain */
  MCA_BOUND_MEMORY,		/* dependency through memory (store->load) */
  MCA_BOUND_DIVIDER,		/* a non-pipelined unit's occupancy */
  MCA_BOUND_QUEUE,		/* ROB, scheduler, load/store queue, regs */
  MCA_BOUND_CONTROL,		/* taken branches, loop overhead */
  MCA_BOUND_SERIAL		/* locked instructions, fences or pauses, one
				   at a time */
};

/* What a bound of kind MCA_BOUND_SERIAL on the resource named RESOURCE
   holds up: "locked instructions" (the models' Lock), "fences" (Fence)
   or "pauses" (Pause); NULL for any other resource.  */
const char *mca_bound_serial_noun (const char *resource);

/* The name of bound kind K in JSON output ("frontend", "ports",
   "dependency", "memory", "divider", "queue", "control", "serial").  */
const char *mca_bound_kind_name (enum mca_bound_kind k);

struct mca_bound
{
  enum mca_bound_kind kind;
  double cycles_per_iteration;
  char *what;			/* e.g. "JFPA, JFPU0", "%xmm0", "dispatch width 2" */
  char *words;			/* for ports, divider and serial bounds: the
				   units of WHAT in plain words (the model's
				   labels: "ports 0 and 6"); else NULL */
  unsigned inst;		/* index of the instruction that names it (chains,
				   dividers, serial units); ~0u if none */
};

/* One instruction of the critical dependency chain.  */
struct mca_chain_link
{
  unsigned inst;		/* index in the region (0-based) */
  unsigned line;		/* its 1-based input line */
  char *reg;			/* register carrying the dependency to the
				   next link, or NULL (memory, resource) */
};

/* How many times the binding bound a simulated figure must reach for
   the analysis to look for what holds it above every bound
   (mca_region_result.free_issue_cycles).  */
#define MCA_ABOVE_BOUNDS 1.05

/* How many cycles per iteration a figure without one of the model's
   issue rules must lie below the simulated one for the rule to explain
   it (mca_region_result.free_issue_cycles, back_to_back_free_cycles).  */
#define MCA_EXPLAINS_CYCLES 0.05

/* Whether WITHOUT, a figure with one of the model's issue rules off (0:
   not worked out), explains the simulated figure CPI.  */
static inline bool
mca_rule_explains (double cpi, double without)
{
  return without > 0 && without < cpi - MCA_EXPLAINS_CYCLES;
}

/* Headline figures of one simulated region.  */
struct mca_region_result
{
  char *name;			/* "" for anonymous and default regions */
  unsigned begin_line;		/* line of LLVM-MCA-BEGIN, 0 for default */
  unsigned ninstructions;	/* per iteration */
  unsigned iterations;
  unsigned total_cycles;
  unsigned total_uops;
  double cycles_per_iteration;	/* total cycles / iterations */
  double ipc;
  double uops_per_cycle;
  double block_rthroughput;
  unsigned *inst_lines;		/* input line of each instruction */
  bool steady;			/* with mca_options.steady_state: the figures
				   are the repeating pattern's rate, reached
				   from iteration steady_from (when false,
				   the rate of the iterations from
				   steady_from on: no pattern was found) */
  unsigned steady_from;
  bool with_fill;		/* with mca_options.steady_state: too few
				   iterations retired to leave the pipeline's
				   fill out, and the figures are total cycles
				   over iterations, as llvm-mca's */

  /* Analyses (bottleneck.c): every bound, the binding one first; the
     cycles per iteration with the binding bound removed; the critical
     chain in program order with its latency per iteration.  */
  size_t nbounds;
  struct mca_bound *bounds;
  double whatif_cycles;
  /* When the simulated figure lies above every bound and the model gives
     operations their units at dispatch (`bind' rules): the figure with
     units chosen at issue instead; else 0.  */
  double free_issue_cycles;
  /* When the simulated figure lies above every bound and the model
     limits the operations issued in the cycle their operands are ready
     (a `backtoback' line) and the limit held an instruction: the figure
     without that limit, unless FREE_ISSUE_CYCLES lies more than
     MCA_EXPLAINS_CYCLES below the simulated figure; else 0.  */
  double back_to_back_free_cycles;
  size_t nchain;
  struct mca_chain_link *chain;
  double chain_cycles;
  bool chain_loop_carried;
};

struct mca_result
{
  char *report;			/* text or JSON, NUL terminated */
  size_t nregions;
  struct mca_region_result *regions;
  size_t ndiags;
  struct mca_diagnostic *diags;
  size_t nerrors;
  const char *model;		/* name of the model used */
};

void mca_options_init (struct mca_options *o);

/* Analyse LEN bytes of TEXT.  Fills *RESULT (release with
   mca_result_free) and returns 0, or 1 when an error diagnostic was
   issued (unknown CPU, bad input, unsupported instruction ...).  */
int mca_analyze (const char *text, size_t len, const struct mca_options *o,
		 struct mca_result *result);
void mca_result_free (struct mca_result *result);
/* Free what one region result owns (its name, lines, bounds and chain),
   and clear it: for a copy of one kept beyond its mca_result.  */
void mca_region_result_free (struct mca_region_result *rr);

/* The built-in CPU models.  */
size_t mca_cpu_count (void);
const char *mca_cpu_name (size_t i);
const char *mca_cpu_desc (size_t i);

/* The built-in model for NAME: a model name, a CPU name as GCC's
   -march=/-mtune= spell it, or "native" (this host, by cpuid).  Returns
   the model's name, or NULL when NAME is no CPU gcc-mca knows.  *NEAREST
   (if not NULL) is set when the model is only the nearest to NAME (no
   model of that core is built in, or, for "native", a core newer than
   the table).  */
const char *mca_cpu_resolve (const char *name, bool *nearest);

/* This host's CPU, named as GCC names it ("emeraldrapids"); for an Intel
   or AMD core the table does not know, the model nearest to it (see
   mca_cpu_host_info); NULL when cpuid does not identify it (another
   vendor, or not x86).  */
const char *mca_cpu_host (void);

/* What cpuid says of a CPU.  */
struct mca_host_cpu
{
  char vendor;			/* 'I' GenuineIntel, 'A' AuthenticAMD, 0 */
  unsigned family, model;	/* display family and model */
  const char *name;		/* as mca_cpu_host returns it */
  const char *nearest_why;	/* NULL when the table knows the core;
				   else NAME is the model taken as the
				   nearest, and this completes "for ..."
				   ("an AMD core with AVX-512") */
};

/* This host's CPU.  */
void mca_cpu_host_info (struct mca_host_cpu *out);

/* The same from the cpuid results CPUID gives: REGS = EAX, EBX, ECX, EDX
   of LEAF and SUBLEAF; false when the CPU has no such leaf.  (Tests pass
   the values of CPUs they do not run on.)  */
typedef bool (*mca_cpuid_fn) (void *ctx, unsigned leaf, unsigned subleaf,
			      unsigned regs[4]);
void mca_cpu_identify (mca_cpuid_fn cpuid, void *ctx,
		       struct mca_host_cpu *out);

#ifdef __cplusplus
}
#endif

#endif /* MCA_H */
