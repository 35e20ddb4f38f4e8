/* view.h - the report views: listeners that collect what they need from
   the pipeline's events, then print themselves as text (in llvm-mca's
   layout) and as JSON.  Each view lives in its own view_*.c file.  */

#ifndef MCA_VIEW_H
#define MCA_VIEW_H

#include <stdbool.h>

#include "events.h"
#include "instr_desc.h"
#include "model.h"
#include "strbuf.h"
#include "encode.h"

/* What every view may look at: the region simulated and how to print.  */
struct mca_view_ctx
{
  const struct mca_model *model;
  const struct mca_resmasks *masks;
  const struct mca_sinst *source;
  unsigned nsource;
  unsigned iterations;
  unsigned dispatch_width;
  bool intel;			/* print Intel syntax */
  bool hex_imm;
  bool barriers;		/* instruction info: barrier columns */
  const struct mca_encoding *encodings;	/* instruction info: the bytes
					   of each source instruction, or
					   NULL (no encoding columns) */
};

struct mca_view
{
  const char *name;		/* JSON key */
  void *self;
  struct mca_listener listener;
  void (*print) (void *self, struct mca_strbuf *out);
  void (*json) (void *self, struct mca_strbuf *out);
  void (*destroy) (void *self);
};

/* Print instruction SI of the source as llvm-mca does (mnemonic, TAB,
   operands separated by ", ").  */
void mca_print_inst (struct mca_strbuf *out, const struct mca_view_ctx *ctx,
		     const struct mca_sinst *si);

/* llvm-mca rounds before printing: floor (x * 10^d + 0.5) / 10^d.  */
double mca_round_to (double x, int decimals);

struct mca_view mca_view_summary (const struct mca_view_ctx *ctx);
struct mca_view mca_view_instinfo (const struct mca_view_ctx *ctx,
				   bool tables);
struct mca_view mca_view_dispatch_stats (const struct mca_view_ctx *ctx);
struct mca_view mca_view_scheduler_stats (const struct mca_view_ctx *ctx);
struct mca_view mca_view_retire_stats (const struct mca_view_ctx *ctx);
struct mca_view mca_view_regfile_stats (const struct mca_view_ctx *ctx);
struct mca_view mca_view_resource_pressure (const struct mca_view_ctx *ctx);
struct mca_view mca_view_bottleneck (const struct mca_view_ctx *ctx);
struct mca_view mca_view_hazards (const struct mca_view_ctx *ctx);
struct mca_region_result;
void mca_view_bounds_print (struct mca_strbuf *out,
			    const struct mca_view_ctx *ctx,
			    const struct mca_region_result *rr);
void mca_view_bounds_json (struct mca_strbuf *out,
			   const struct mca_region_result *rr);
struct mca_view mca_view_timeline (const struct mca_view_ctx *ctx,
				   unsigned max_iterations,
				   unsigned max_cycles);

/* Figures of the summary view, for the library's callers.  */
struct mca_summary
{
  unsigned iterations, instructions, total_cycles, total_uops;
  unsigned dispatch_width;
  double uops_per_cycle, ipc, block_rthroughput;
};
void mca_view_summary_figures (void *self, struct mca_summary *out);

#endif /* MCA_VIEW_H */
