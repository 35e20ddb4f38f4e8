/* view_summary.c - the summary: iterations, instructions, cycles,
   micro-ops, IPC and the block's reciprocal throughput (the larger of the
   dispatch bound and the busiest resource's cycles per iteration).  */

#include "view.h"

#include <stdlib.h>

#include <libiberty/libiberty.h>

struct summary
{
  struct mca_view_ctx ctx;
  unsigned last_idx;
  unsigned cycles;
  unsigned uops;		/* of one iteration */
  unsigned *res_usage;		/* resource cycles of one iteration */
};

static void
on_run_end (void *self, const struct mca_run_counts *c)
{
  struct summary *s = self;
  s->last_idx = c->last_dispatched;
  s->cycles = c->cycle;
  /* Resource usage of the first iteration, from the descriptions of the
     instructions of it that retired (in program order).  */
  unsigned n = c->retired < s->ctx.nsource ? c->retired : s->ctx.nsource;
  for (unsigned k = 0; k < n; k++)
    {
      const struct mca_idesc *d = s->ctx.source[k].desc;
      s->uops += d->uops;
      for (unsigned r = 0; r < d->nres; r++)
	if (d->res[r].cycles)
	  s->res_usage[s->ctx.masks->state2res[mca_state_index
					       (d->res[r].mask)]]
	    += d->res[r].cycles;
    }
}

void
mca_view_summary_figures (void *self, struct mca_summary *f)
{
  struct summary *s = self;
  const struct mca_model *m = s->ctx.model;
  f->instructions = s->ctx.nsource;
  f->iterations = s->last_idx / s->ctx.nsource + 1;
  f->total_cycles = s->cycles;
  f->dispatch_width = s->ctx.dispatch_width;
  f->total_uops = s->uops * f->iterations;
  f->instructions *= f->iterations;
  f->uops_per_cycle = s->cycles ? (double) f->total_uops / s->cycles : 0;
  f->ipc = s->cycles ? (double) f->instructions / s->cycles : 0;
  double max = (double) s->uops / s->ctx.dispatch_width;
  /* A store takes the line-write unit of a storeline rule only when its
     line is new, which no description says: that unit is left out.  */
  for (unsigned r = 1; r < m->nres; r++)
    if (s->res_usage[r] && r != m->store_line_res)
      {
	double t = (double) s->res_usage[r] / m->res[r].units;
	if (t > max)
	  max = t;
      }
  f->block_rthroughput = max;
}

static void
print (void *self, struct mca_strbuf *out)
{
  struct mca_summary f;
  mca_view_summary_figures (self, &f);
  mca_sb_printf (out, "Iterations:        %u\n", f.iterations);
  mca_sb_printf (out, "Instructions:      %u\n", f.instructions);
  mca_sb_printf (out, "Total Cycles:      %u\n", f.total_cycles);
  mca_sb_printf (out, "Total uOps:        %u\n\n", f.total_uops);
  mca_sb_printf (out, "Dispatch Width:    %u\n", f.dispatch_width);
  mca_sb_printf (out, "uOps Per Cycle:    %.2f\n",
		 mca_round_to (f.uops_per_cycle, 2));
  mca_sb_printf (out, "IPC:               %.2f\n", mca_round_to (f.ipc, 2));
  mca_sb_printf (out, "Block RThroughput: %.1f\n",
		 mca_round_to (f.block_rthroughput, 1));
}

static void
json (void *self, struct mca_strbuf *out)
{
  struct mca_summary f;
  mca_view_summary_figures (self, &f);
  mca_sb_printf (out, "{\"Iterations\": %u, \"Instructions\": %u, "
		 "\"TotalCycles\": %u, \"TotaluOps\": %u, "
		 "\"DispatchWidth\": %u, \"uOpsPerCycle\": %.17g, "
		 "\"IPC\": %.17g, \"BlockRThroughput\": %.17g}",
		 f.iterations, f.instructions, f.total_cycles, f.total_uops,
		 f.dispatch_width, f.uops_per_cycle, f.ipc,
		 f.block_rthroughput);
}

static void
destroy (void *self)
{
  struct summary *s = self;
  free (s->res_usage);
  free (s);
}

struct mca_view
mca_view_summary (const struct mca_view_ctx *ctx)
{
  struct summary *s = xcalloc (1, sizeof *s);
  s->ctx = *ctx;
  s->res_usage = xcalloc (ctx->model->nres, sizeof *s->res_usage);
  struct mca_view v = {0};
  v.name = "SummaryView";
  v.self = s;
  v.listener.self = s;
  v.listener.run_end = on_run_end;
  v.print = print;
  v.json = json;
  v.destroy = destroy;
  return v;
}
