/* view_stats.c - the statistics views of -all-stats: dispatch stalls and
   dispatch-group sizes, micro-ops issued per cycle and scheduler buffer
   usage, instructions retired per cycle and reorder-buffer usage, and
   register-file mappings.  */

#include "view.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <libiberty/libiberty.h>

/* A histogram over small counts, printed in increasing order.  */
struct histogram
{
  unsigned n;
  unsigned *count;		/* count[k]: cycles that saw k */
  bool *seen;
};

static void
hist_add (struct histogram *h, unsigned k)
{
  if (k >= h->n)
    {
      unsigned n = k + 16;
      h->count = xrealloc (h->count, n * sizeof *h->count);
      h->seen = xrealloc (h->seen, n * sizeof *h->seen);
      memset (h->count + h->n, 0, (n - h->n) * sizeof *h->count);
      memset (h->seen + h->n, 0, (n - h->n) * sizeof *h->seen);
      h->n = n;
    }
  h->count[k]++;
  h->seen[k] = true;
}

static void
hist_free (struct histogram *h)
{
  free (h->count);
  free (h->seen);
}

static void
hist_json (struct mca_strbuf *out, const struct histogram *h)
{
  mca_sb_putc (out, '{');
  bool first = true;
  for (unsigned k = 0; k < h->n; k++)
    if (h->seen[k])
      {
	mca_sb_printf (out, "%s\"%u\": %u", first ? "" : ", ", k, h->count[k]);
	first = false;
      }
  mca_sb_putc (out, '}');
}

/* Dispatch statistics.  */

struct dispatch_stats
{
  struct mca_view_ctx ctx;
  unsigned dispatched, cycles;
  unsigned stalls[MCA_STALL_COUNT];
  struct histogram groups;
};

static void
ds_event (void *self, const struct mca_inst_event *e)
{
  struct dispatch_stats *v = self;
  if (e->type == MCA_EV_DISPATCHED)
    v->dispatched += e->uops;
}

static void
ds_stall (void *self, enum mca_stall_type type, const struct mca_inst *i)
{
  (void) i;
  ((struct dispatch_stats *) self)->stalls[type]++;
}

static void
ds_cycle_end (void *self)
{
  struct dispatch_stats *v = self;
  v->cycles++;
  hist_add (&v->groups, v->dispatched);
  v->dispatched = 0;
}

static void
print_stalls (struct mca_strbuf *out, unsigned n, unsigned cycles)
{
  if (!n)
    {
      mca_sb_printf (out, "%u", n);
      return;
    }
  double pct = (double) n / cycles * 100.0;
  mca_sb_printf (out, "%u  (%.1f%%)", n, floor (pct * 10 + 0.5) / 10);
}

static void
ds_print (void *self, struct mca_strbuf *out)
{
  struct dispatch_stats *v = self;
  static const char *const labels[] = {
    "\n\nDynamic Dispatch Stall Cycles:\nRAT     - Register unavailable:"
    "                      ",
    "\nRCU     - Retire tokens unavailable:                 ",
    "\nSCHEDQ  - Scheduler full:                            ",
    "\nLQ      - Load queue full:                           ",
    "\nSQ      - Store queue full:                          ",
    "\nGROUP   - Static restrictions on the dispatch group: ",
    "\nUSH     - Uncategorised Structural Hazard:           "
  };
  for (unsigned k = 0; k < MCA_STALL_COUNT; k++)
    {
      mca_sb_puts (out, labels[k]);
      print_stalls (out, v->stalls[k], v->cycles);
    }
  mca_sb_puts (out, "\n\n\nDispatch Logic - number of cycles where we saw N "
	       "micro opcodes dispatched:\n[# dispatched], [# cycles]\n");
  for (unsigned k = 0; k < v->groups.n; k++)
    if (v->groups.seen[k])
      {
	double pct = (double) v->groups.count[k] / v->cycles * 100.0;
	mca_sb_printf (out, " %u,              %u  (%.1f%%)\n", k,
		       v->groups.count[k], floor (pct * 10 + 0.5) / 10);
      }
}

static void
ds_json (void *self, struct mca_strbuf *out)
{
  struct dispatch_stats *v = self;
  mca_sb_printf (out, "{\"RAT\": %u, \"RCU\": %u, \"SCHEDQ\": %u, "
		 "\"LQ\": %u, \"SQ\": %u, \"GROUP\": %u, \"USH\": %u, "
		 "\"DispatchGroupSizePerCycle\": ",
		 v->stalls[0], v->stalls[1], v->stalls[2], v->stalls[3],
		 v->stalls[4], v->stalls[5], v->stalls[6]);
  hist_json (out, &v->groups);
  mca_sb_putc (out, '}');
}

static void
ds_destroy (void *self)
{
  struct dispatch_stats *v = self;
  hist_free (&v->groups);
  free (v);
}

struct mca_view
mca_view_dispatch_stats (const struct mca_view_ctx *ctx)
{
  struct dispatch_stats *v = xcalloc (1, sizeof *v);
  v->ctx = *ctx;
  struct mca_view view = {0};
  view.name = "DispatchStatistics";
  view.self = v;
  view.listener.self = v;
  view.listener.inst_event = ds_event;
  view.listener.stall = ds_stall;
  view.listener.cycle_end = ds_cycle_end;
  view.print = ds_print;
  view.json = ds_json;
  view.destroy = ds_destroy;
  return view;
}

/* Scheduler statistics.  */

struct buffer_usage
{
  unsigned in_use, max_used;
  unsigned long long cumulative;
};

struct sched_stats
{
  struct mca_view_ctx ctx;
  unsigned issued, cycles;
  unsigned most_recent_load, most_recent_store;
  struct histogram issue;
  struct buffer_usage *usage;	/* by resource index */
};

static void
ss_event (void *self, const struct mca_inst_event *e)
{
  struct sched_stats *v = self;
  const struct mca_model *m = v->ctx.model;
  const struct mca_sinst *si = e->inst->si;
  if (e->type == MCA_EV_ISSUED)
    v->issued += si->desc->uops;
  else if (e->type == MCA_EV_DISPATCHED)
    {
      unsigned idx = e->inst->iid;
      if (m->load_queue_res && si->may_load && v->most_recent_load != idx)
	{
	  v->usage[m->load_queue_res].in_use++;
	  v->most_recent_load = idx;
	}
      if (m->store_queue_res && si->may_store && v->most_recent_store != idx)
	{
	  v->usage[m->store_queue_res].in_use++;
	  v->most_recent_store = idx;
	}
    }
  else if (e->type == MCA_EV_EXECUTED)
    {
      if (m->load_queue_res && si->may_load)
	v->usage[m->load_queue_res].in_use--;
      if (m->store_queue_res && si->may_store)
	v->usage[m->store_queue_res].in_use--;
    }
}

static void
ss_buffers (void *self, const struct mca_inst *i, const unsigned *res,
	    unsigned n, bool reserved)
{
  (void) i;
  struct sched_stats *v = self;
  const struct mca_model *m = v->ctx.model;
  for (unsigned k = 0; k < n; k++)
    {
      if (res[k] == m->load_queue_res || res[k] == m->store_queue_res)
	continue;
      if (reserved)
	v->usage[res[k]].in_use++;
      else
	v->usage[res[k]].in_use--;
    }
}

static void
ss_cycle_end (void *self)
{
  struct sched_stats *v = self;
  for (unsigned r = 0; r < v->ctx.model->nres; r++)
    {
      struct buffer_usage *u = &v->usage[r];
      u->cumulative += u->in_use;
      if (u->in_use > u->max_used)
	u->max_used = u->in_use;
    }
  hist_add (&v->issue, v->issued);
  v->issued = 0;
  v->cycles++;
}

static void
ss_print (void *self, struct mca_strbuf *out)
{
  struct sched_stats *v = self;
  const struct mca_model *m = v->ctx.model;
  mca_sb_puts (out, "\n\nSchedulers - number of cycles where we saw N micro "
	       "opcodes issued:\n[# issued], [# cycles]\n");
  for (unsigned k = 0; k < v->issue.n; k++)
    if (v->issue.seen[k])
      mca_sb_printf (out, " %u,          %u  (%.1f%%)\n", k, v->issue.count[k],
		     (double) v->issue.count[k] / v->cycles * 100);
  mca_sb_puts (out, "\nScheduler's queue usage:\n");
  bool any = false;
  for (unsigned r = 0; r < m->nres; r++)
    any |= v->usage[r].max_used != 0;
  if (!any)
    {
      mca_sb_puts (out, "No scheduler resources used.\n");
      return;
    }
  mca_sb_puts (out, "[1] Resource name.\n"
	       "[2] Average number of used buffer entries.\n"
	       "[3] Maximum number of used buffer entries.\n"
	       "[4] Total number of buffer entries.\n\n"
	       " [1]            [2]        [3]        [4]\n");
  for (unsigned r = 1; r < m->nres; r++)
    {
      int size = m->res[r].buffer;
      if (size <= 0)
	continue;
      const struct buffer_usage *u = &v->usage[r];
      double avg = (double) u->cumulative / v->cycles;
      unsigned normalized = (unsigned) (floor (avg * 10 + 0.5) / 10);
      mca_sb_puts (out, m->res[r].name);
      mca_sb_pad_to (out, 17);
      mca_sb_printf (out, "%u", normalized);
      mca_sb_pad_to (out, 28);
      mca_sb_printf (out, "%u", u->max_used);
      mca_sb_pad_to (out, 39);
      mca_sb_printf (out, "%d\n", size);
    }
}

static void
ss_json (void *self, struct mca_strbuf *out)
{
  struct sched_stats *v = self;
  const struct mca_model *m = v->ctx.model;
  mca_sb_puts (out, "{\"IssuedPerCycle\": ");
  hist_json (out, &v->issue);
  mca_sb_puts (out, ", \"QueueUsage\": [");
  bool first = true;
  for (unsigned r = 1; r < m->nres; r++)
    {
      if (m->res[r].buffer <= 0)
	continue;
      const struct buffer_usage *u = &v->usage[r];
      mca_sb_printf (out, "%s{\"Resource\": ", first ? "" : ", ");
      mca_sb_json_string (out, m->res[r].name);
      mca_sb_printf (out, ", \"AverageUsed\": %.17g, \"MaxUsed\": %u, "
		     "\"Size\": %d}",
		     v->cycles ? (double) u->cumulative / v->cycles : 0.0,
		     u->max_used, m->res[r].buffer);
      first = false;
    }
  mca_sb_puts (out, "]}");
}

static void
ss_destroy (void *self)
{
  struct sched_stats *v = self;
  hist_free (&v->issue);
  free (v->usage);
  free (v);
}

struct mca_view
mca_view_scheduler_stats (const struct mca_view_ctx *ctx)
{
  struct sched_stats *v = xcalloc (1, sizeof *v);
  v->ctx = *ctx;
  v->most_recent_load = v->most_recent_store = ~0u;
  v->usage = xcalloc (ctx->model->nres, sizeof *v->usage);
  struct mca_view view = {0};
  view.name = "SchedulerStatistics";
  view.self = v;
  view.listener.self = v;
  view.listener.inst_event = ss_event;
  view.listener.buffers = ss_buffers;
  view.listener.cycle_end = ss_cycle_end;
  view.print = ss_print;
  view.json = ss_json;
  view.destroy = ss_destroy;
  return view;
}

/* Retire control unit statistics.  */

struct retire_stats
{
  struct mca_view_ctx ctx;
  /* All 32 bits wide, as llvm-mca's counters: an instruction that
     retires before the dispatch of its carried-over micro-ops ends takes
     IN_USE below zero for a while, and the sum wraps as llvm-mca's.  */
  unsigned retired, cycles, in_use, max_used, sum_used;
  struct histogram hist;
};

static void
rs_event (void *self, const struct mca_inst_event *e)
{
  struct retire_stats *v = self;
  if (e->type == MCA_EV_DISPATCHED)
    v->in_use += e->uops;
  else if (e->type == MCA_EV_RETIRED)
    {
      v->in_use -= e->inst->si->desc->uops;
      v->retired++;
    }
}

static void
rs_cycle_end (void *self)
{
  struct retire_stats *v = self;
  hist_add (&v->hist, v->retired);
  v->retired = 0;
  v->cycles++;
  if (v->in_use > v->max_used)
    v->max_used = v->in_use;
  v->sum_used += v->in_use;
}

static void
rs_print (void *self, struct mca_strbuf *out)
{
  struct retire_stats *v = self;
  unsigned total = v->ctx.model->microop_buffer;
  mca_sb_puts (out, "\n\nRetire Control Unit - number of cycles where we saw "
	       "N instructions retired:\n[# retired], [# cycles]\n");
  for (unsigned k = 0; k < v->hist.n; k++)
    if (v->hist.seen[k])
      mca_sb_printf (out, " %u%s%u  (%.1f%%)\n", k,
		     k < 10 ? ",           " : ",          ", v->hist.count[k],
		     (double) v->hist.count[k] / v->cycles * 100.0);
  unsigned avg = (unsigned) ((double) v->sum_used / v->cycles);
  double max_pct = (double) v->max_used / total * 100.0;
  double avg_pct = (double) avg / total * 100.0;
  mca_sb_printf (out, "\nTotal ROB Entries:                %u"
		 "\nMax Used ROB Entries:             %u  ( %.1f%% )"
		 "\nAverage Used ROB Entries per cy:  %u  ( %.1f%% )\n",
		 total, v->max_used, floor (max_pct * 10 + 0.5) / 10, avg,
		 floor (avg_pct * 10 + 0.5) / 10);
}

static void
rs_json (void *self, struct mca_strbuf *out)
{
  struct retire_stats *v = self;
  mca_sb_puts (out, "{\"RetiredPerCycle\": ");
  hist_json (out, &v->hist);
  mca_sb_printf (out, ", \"TotalROBEntries\": %u, \"MaxUsedROBEntries\": %u, "
		 "\"AverageUsedROBEntries\": %.17g}",
		 v->ctx.model->microop_buffer, v->max_used,
		 v->cycles ? (double) v->sum_used / v->cycles : 0.0);
}

static void
rs_destroy (void *self)
{
  struct retire_stats *v = self;
  hist_free (&v->hist);
  free (v);
}

struct mca_view
mca_view_retire_stats (const struct mca_view_ctx *ctx)
{
  struct retire_stats *v = xcalloc (1, sizeof *v);
  v->ctx = *ctx;
  struct mca_view view = {0};
  view.name = "RetireControlUnitStatistics";
  view.self = v;
  view.listener.self = v;
  view.listener.inst_event = rs_event;
  view.listener.cycle_end = rs_cycle_end;
  view.print = rs_print;
  view.json = rs_json;
  view.destroy = rs_destroy;
  return view;
}

/* Register file statistics.  */

struct rf_usage
{
  unsigned current, total, max;
  unsigned candidates, eliminated_now, eliminated, zero_moves, max_per_cycle;
};

struct regfile_stats
{
  struct mca_view_ctx ctx;
  unsigned nfiles;
  struct rf_usage *files;
};

static void
rf_event (void *self, const struct mca_inst_event *e)
{
  struct regfile_stats *v = self;
  if (e->type == MCA_EV_RETIRED)
    {
      for (unsigned f = 0; f < v->nfiles; f++)
	v->files[f].current -= e->regs[f];
      return;
    }
  if (e->type != MCA_EV_DISPATCHED)
    return;
  for (unsigned f = 0; f < v->nfiles; f++)
    {
      struct rf_usage *u = &v->files[f];
      u->current += e->regs[f];
      u->total += e->regs[f];
      if (u->current > u->max)
	u->max = u->current;
    }
  const struct mca_inst *i = e->inst;
  if (!i->optimizable_move || i->ndefs != i->nuses)
    return;
  for (unsigned d = 0; d < i->ndefs; d++)
    {
      const struct mca_write_state *w = &i->defs[d];
      const struct mca_read_state *r = &i->uses[i->ndefs - (d + 1)];
      struct rf_usage *u = &v->files[i->defs[0].prf];
      u->candidates++;
      if (w->eliminated)
	u->eliminated_now++;
      if (w->writes_zero && r->zero)
	u->zero_moves++;
    }
}

static void
rf_cycle_end (void *self)
{
  struct regfile_stats *v = self;
  for (unsigned f = 0; f < v->nfiles; f++)
    {
      struct rf_usage *u = &v->files[f];
      if (u->eliminated_now > u->max_per_cycle)
	u->max_per_cycle = u->eliminated_now;
      u->eliminated += u->eliminated_now;
      u->eliminated_now = 0;
    }
}

static void
rf_print (void *self, struct mca_strbuf *out)
{
  struct regfile_stats *v = self;
  const struct mca_model *m = v->ctx.model;
  mca_sb_printf (out, "\n\nRegister File statistics:"
		 "\nTotal number of mappings created:    %u"
		 "\nMax number of mappings used:         %u\n",
		 v->files[0].total, v->files[0].max);
  for (unsigned f = 1; f < v->nfiles; f++)
    {
      const struct rf_usage *u = &v->files[f];
      if (!m->files[f].phys_regs)
	continue;
      mca_sb_printf (out, "\n*  Register File #%u -- %s:"
		     "\n   Number of physical registers:     %u"
		     "\n   Total number of mappings created: %u"
		     "\n   Max number of mappings used:      %u\n",
		     f, m->files[f].name, m->files[f].phys_regs, u->total,
		     u->max);
      if (!u->candidates)
	continue;
      double elim = (double) u->eliminated / u->candidates * 100.0;
      double zero = (double) u->zero_moves / u->candidates * 100.0;
      mca_sb_printf (out, "   Number of optimizable moves:      %u"
		     "\n   Number of moves eliminated:       %u  (%.1f%%)"
		     "\n   Number of zero moves:             %u  (%.1f%%)"
		     "\n   Max moves eliminated per cycle:   %u\n",
		     u->candidates, u->eliminated,
		     floor (elim * 10 + 0.5) / 10, u->zero_moves,
		     floor (zero * 10 + 0.5) / 10, u->max_per_cycle);
    }
}

static void
rf_json (void *self, struct mca_strbuf *out)
{
  struct regfile_stats *v = self;
  const struct mca_model *m = v->ctx.model;
  mca_sb_puts (out, "{\"RegisterFiles\": [");
  for (unsigned f = 0; f < v->nfiles; f++)
    {
      const struct rf_usage *u = &v->files[f];
      mca_sb_printf (out, "%s{\"Name\": ", f ? ", " : "");
      mca_sb_json_string (out, f ? m->files[f].name : "");
      mca_sb_printf (out, ", \"PhysRegs\": %u, \"TotalMappings\": %u, "
		     "\"MaxUsedMappings\": %u, \"OptimizableMoves\": %u, "
		     "\"MovesEliminated\": %u, \"ZeroMoves\": %u, "
		     "\"MaxMovesEliminatedPerCycle\": %u}",
		     f ? m->files[f].phys_regs : 0, u->total, u->max,
		     u->candidates, u->eliminated, u->zero_moves,
		     u->max_per_cycle);
    }
  mca_sb_puts (out, "]}");
}

static void
rf_destroy (void *self)
{
  struct regfile_stats *v = self;
  free (v->files);
  free (v);
}

struct mca_view
mca_view_regfile_stats (const struct mca_view_ctx *ctx)
{
  struct regfile_stats *v = xcalloc (1, sizeof *v);
  v->ctx = *ctx;
  v->nfiles = ctx->model->nfiles;
  v->files = xcalloc (v->nfiles, sizeof *v->files);
  struct mca_view view = {0};
  view.name = "RegisterFileStatistics";
  view.self = v;
  view.listener.self = v;
  view.listener.inst_event = rf_event;
  view.listener.cycle_end = rf_cycle_end;
  view.print = rf_print;
  view.json = rf_json;
  view.destroy = rf_destroy;
  return view;
}
