/* view_timeline.c - the timeline: for the first iterations, the cycle each
   instruction was dispatched (D), executed (e..E), waited (= before issue,
   - before retire) and retired (R); then the average wait times of each
   instruction over those iterations.  */

#include "view.h"

#include <limits.h>
#include <math.h>
#include <stdlib.h>

#include <libiberty/libiberty.h>

/* Bounds on the timeline of a region of thousands of instructions, so
   that no option makes it outgrow memory: the instructions kept (20
   bytes each) and the text or JSON written.  A loop's timeline of the
   default 10 iterations and 80 cycles is far below both.  */
#define MAX_TIMELINE_ENTRIES ((unsigned) 1 << 22)
#define MAX_TIMELINE_BYTES ((size_t) 64 << 20)

struct tl_entry
{
  int dispatched;
  unsigned ready, issued, executed, retired;
};

struct tl_wait
{
  unsigned in_queue, in_queue_ready, after_wb;
};

struct timeline
{
  struct mca_view_ctx ctx;
  unsigned current_cycle, max_cycle, last_cycle;
  unsigned nentries;
  unsigned iterations_asked;	/* when more than NENTRIES hold */
  struct tl_entry *entries;
  struct tl_wait *wait;
};

static void
on_event (void *self, const struct mca_inst_event *e)
{
  struct timeline *v = self;
  unsigned idx = e->inst->iid;
  if (idx >= v->nentries)
    return;
  struct tl_entry *t = &v->entries[idx];
  switch (e->type)
    {
    case MCA_EV_RETIRED:
      {
	if (v->current_cycle < v->max_cycle)
	  t->retired = v->current_cycle;
	struct tl_wait *w = &v->wait[idx % v->ctx.nsource];
	w->in_queue += t->issued - (unsigned) t->dispatched;
	w->in_queue_ready += t->issued - t->ready;
	if (v->current_cycle > t->executed)
	  w->after_wb += (v->current_cycle - 1) - t->executed;
	break;
      }
    case MCA_EV_READY:
      t->ready = v->current_cycle;
      break;
    case MCA_EV_ISSUED:
      t->issued = v->current_cycle;
      break;
    case MCA_EV_EXECUTED:
      t->executed = v->current_cycle;
      break;
    case MCA_EV_DISPATCHED:
      /* Instructions wider than the dispatch width dispatch over several
	 cycles: keep the first.  */
      if (t->dispatched == -1)
	t->dispatched = (int) v->current_cycle;
      break;
    default:
      return;
    }
  if (v->current_cycle < v->max_cycle && v->current_cycle > v->last_cycle)
    v->last_cycle = v->current_cycle;
}

static void
on_cycle_end (void *self)
{
  ((struct timeline *) self)->current_cycle++;
}

static void
print_header (struct mca_strbuf *out, unsigned cycles)
{
  mca_sb_puts (out, "\n\nTimeline view:\n");
  if (cycles >= 10)
    {
      mca_sb_pad_to (out, 10);
      for (unsigned c = 0; c <= cycles; c++)
	mca_sb_putc (out, ((c / 10) & 1) == 0 ? ' ' : (char) ('0' + c % 10));
      mca_sb_putc (out, '\n');
    }
  mca_sb_puts (out, "Index");
  mca_sb_pad_to (out, 10);
  for (unsigned c = 0; c <= cycles; c++)
    mca_sb_putc (out, ((c / 10) & 1) == 0 ? (char) ('0' + c % 10) : ' ');
  mca_sb_putc (out, '\n');
}

static void
print_entry (struct timeline *v, struct mca_strbuf *out,
	     const struct tl_entry *t, unsigned iteration, unsigned index)
{
  if (iteration == 0 && index == 0)
    mca_sb_putc (out, '\n');
  mca_sb_printf (out, "[%u,%u]", iteration, index);
  mca_sb_pad_to (out, 10);
  unsigned d = (unsigned) t->dispatched;
  for (unsigned c = 0; c < d; c++)
    mca_sb_putc (out, c % 5 == 0 ? '.' : ' ');
  mca_sb_putc (out, 'D');
  if (d != t->executed)
    {
      /* Zero-latency instructions dispatch, issue and execute at once.  */
      for (unsigned c = d + 1; c < t->issued; c++)
	mca_sb_putc (out, '=');
      if (t->issued == t->executed)
	mca_sb_putc (out, 'E');
      else
	{
	  if (d != t->issued)
	    mca_sb_putc (out, 'e');
	  for (unsigned c = t->issued + 1; c < t->executed; c++)
	    mca_sb_putc (out, 'e');
	  mca_sb_putc (out, 'E');
	}
    }
  for (unsigned c = t->executed + 1; c < t->retired; c++)
    mca_sb_putc (out, '-');
  if (t->executed < t->retired)
    mca_sb_putc (out, 'R');
  for (unsigned c = t->retired + 1; c <= v->last_cycle; c++)
    mca_sb_putc (out, (c % 5 == 0 || c == v->last_cycle) ? '.' : ' ');
}

static void
print_wait (struct timeline *v, struct mca_strbuf *out,
	    const struct tl_wait *w, unsigned index, unsigned executions)
{
  bool totals = index == v->ctx.nsource;
  unsigned cumulative = totals ? v->nentries : executions;
  if (!totals)
    mca_sb_printf (out, "%u.", index);
  mca_sb_pad_to (out, 7);
  double a1 = (double) (w->in_queue * 10) / cumulative;
  double a2 = (double) (w->in_queue_ready * 10) / cumulative;
  double a3 = (double) (w->after_wb * 10) / cumulative;
  mca_sb_printf (out, "%u", executions);
  mca_sb_pad_to (out, 13);
  mca_sb_printf (out, "%.1f", floor (a1 + 0.5) / 10);
  mca_sb_pad_to (out, 20);
  mca_sb_printf (out, "%.1f", floor (a2 + 0.5) / 10);
  mca_sb_pad_to (out, 27);
  mca_sb_printf (out, "%.1f", floor (a3 + 0.5) / 10);
  mca_sb_pad_to (out, 34);
}

static void
print (void *self, struct mca_strbuf *out)
{
  struct timeline *v = self;
  unsigned n = v->ctx.nsource;
  print_header (out, v->last_cycle);
  size_t start = out->len;
  for (unsigned k = 0; k < v->nentries; k++)
    {
      const struct tl_entry *t = &v->entries[k];
      if (t->retired == 0 && t->executed != 0)
	{
	  mca_sb_puts (out, "Truncated display due to cycle limit\n");
	  break;
	}
      if (out->len - start > MAX_TIMELINE_BYTES)
	{
	  mca_sb_printf (out, "Truncated display: the timeline's first %u "
			 "rows take %zu MB (-timeline-max-iterations or "
			 "-timeline-max-cycles shows fewer)\n", k,
			 (out->len - start) >> 20);
	  break;
	}
      print_entry (v, out, t, k / n, k % n);
      mca_sb_puts (out, "   ");
      mca_print_inst (out, &v->ctx, &v->ctx.source[k % n]);
      mca_sb_putc (out, '\n');
    }

  if (v->iterations_asked)
    mca_sb_printf (out, "Truncated display: %u of the %u iterations asked "
		   "(%u instructions each) are kept\n",
		   v->nentries / n, v->iterations_asked, n);
  mca_sb_puts (out, "\n\nAverage Wait times (based on the timeline view):\n"
	       "[0]: Executions\n"
	       "[1]: Average time spent waiting in a scheduler's queue\n"
	       "[2]: Average time spent waiting in a scheduler's queue while "
	       "ready\n"
	       "[3]: Average time elapsed from WB until retire stage\n\n"
	       "      [0]    [1]    [2]    [3]\n");
  unsigned executions = v->nentries / n;
  struct tl_wait total = {0, 0, 0};
  for (unsigned k = 0; k < n; k++)
    {
      print_wait (v, out, &v->wait[k], k, executions);
      mca_sb_puts (out, "   ");
      mca_print_inst (out, &v->ctx, &v->ctx.source[k]);
      mca_sb_putc (out, '\n');
      total.in_queue += v->wait[k].in_queue;
      total.in_queue_ready += v->wait[k].in_queue_ready;
      total.after_wb += v->wait[k].after_wb;
    }
  if (n != 1)
    {
      print_wait (v, out, &total, n, executions);
      mca_sb_puts (out, "   <total>\n");
    }
}

static void
json (void *self, struct mca_strbuf *out)
{
  struct timeline *v = self;
  mca_sb_puts (out, "{\"TimelineInfo\": [");
  size_t start = out->len;
  for (unsigned k = 0; k < v->nentries; k++)
    {
      const struct tl_entry *t = &v->entries[k];
      if ((!t->retired && t->executed) || out->len - start > MAX_TIMELINE_BYTES)
	break;
      mca_sb_printf (out, "%s{\"CycleDispatched\": %d, \"CycleReady\": %u, "
		     "\"CycleIssued\": %u, \"CycleExecuted\": %u, "
		     "\"CycleRetired\": %u}", k ? ", " : "", t->dispatched,
		     t->ready, t->issued, t->executed, t->retired);
    }
  mca_sb_puts (out, "]}");
}

static void
destroy (void *self)
{
  struct timeline *v = self;
  free (v->entries);
  free (v->wait);
  free (v);
}

struct mca_view
mca_view_timeline (const struct mca_view_ctx *ctx, unsigned max_iterations,
		   unsigned max_cycles)
{
  struct timeline *v = xcalloc (1, sizeof *v);
  v->ctx = *ctx;
  unsigned iterations = max_iterations ? max_iterations : 10;
  if (iterations > ctx->iterations)
    iterations = ctx->iterations;
  if (ctx->nsource
      && iterations > MAX_TIMELINE_ENTRIES / ctx->nsource)
    {
      v->iterations_asked = iterations;
      iterations = MAX_TIMELINE_ENTRIES / ctx->nsource;
      if (!iterations)
	iterations = 1;
    }
  v->nentries = iterations * ctx->nsource;
  v->max_cycle = max_cycles ? max_cycles : UINT_MAX;
  v->entries = xcalloc (v->nentries ? v->nentries : 1, sizeof *v->entries);
  for (unsigned k = 0; k < v->nentries; k++)
    v->entries[k].dispatched = -1;
  v->wait = xcalloc (ctx->nsource ? ctx->nsource : 1, sizeof *v->wait);
  struct mca_view view = {0};
  view.name = "TimelineView";
  view.self = v;
  view.listener.self = v;
  view.listener.inst_event = on_event;
  view.listener.cycle_end = on_cycle_end;
  view.print = print;
  view.json = json;
  view.destroy = destroy;
  return view;
}
