/* view_hazards.c - the hazards view (-hazards): every cycle an
   instruction waits is charged to a hazard class, a pipeline stage and a
   reason, and the view lists them by their share of all waiting cycles,
   as `perf report --sort' lists samples:

     structural  dispatch  reorder buffer full, register file full,
                           scheduler queue full, load/store queue full,
                           dispatch group
     structural  issue     a busy resource (the one it needs)
     data (RAW)  issue     a register not yet written (renaming hides
                           WAW and WAR in this machine: they never wait)
     data (mem)  issue     a load or store waiting for memory order
     control     dispatch  a taken branch ended the dispatch group (models
                           with taken-branch-ends-group, e.g. knl); other
                           models have no front end, so branches cost no
                           bubbles (said in the view)  */

#include "view.h"

#include <stdlib.h>
#include <string.h>

#include <libiberty/libiberty.h>

#include "inst.h"
#include "regs.h"

enum hazard_reason
{
  HZ_RESOURCE,
  HZ_REGISTER,
  HZ_MEMORY,
  HZ_CONTROL,
  HZ_STALL			/* + enum mca_stall_type */
};

struct entry
{
  unsigned inst;		/* source index */
  unsigned reason;		/* enum hazard_reason, or HZ_STALL + type */
  uint64_t detail;		/* resource index or register */
  unsigned cycles;
};

struct hazards
{
  struct mca_view_ctx ctx;
  struct entry *e;
  unsigned n, cap;
  /* An index of E by (inst, reason, detail), open addressing: slot k
     holds an entry's position plus one, or 0.  A region of thousands of
     instructions has thousands of entries, each charged many times.  */
  unsigned *slots;
  unsigned nslots;		/* a power of two, over twice N; 0: none */
  unsigned total;		/* waiting instruction-cycles */
  unsigned cycles;
};

static unsigned
entry_hash (unsigned inst, unsigned reason, uint64_t detail)
{
  uint64_t h = ((uint64_t) inst << 8 | reason) * 0x9e3779b97f4a7c15ull
	       ^ detail * 0xc2b2ae3d27d4eb4full;
  return (unsigned) (h >> 32);
}

/* The slot of the entry of (INST, REASON, DETAIL) in V's index, or the
   empty slot where it goes.  */
static unsigned *
entry_slot (struct hazards *v, unsigned inst, unsigned reason,
	    uint64_t detail)
{
  unsigned mask = v->nslots - 1;
  for (unsigned k = entry_hash (inst, reason, detail) & mask;;
       k = (k + 1) & mask)
    {
      unsigned *slot = &v->slots[k];
      if (!*slot)
	return slot;
      const struct entry *e = &v->e[*slot - 1];
      if (e->inst == inst && e->reason == reason && e->detail == detail)
	return slot;
    }
}

/* Index V's entries anew in a table of NSLOTS.  */
static void
reindex (struct hazards *v, unsigned nslots)
{
  free (v->slots);
  v->nslots = nslots;
  v->slots = XCNEWVEC (unsigned, nslots);
  for (unsigned k = 0; k < v->n; k++)
    *entry_slot (v, v->e[k].inst, v->e[k].reason, v->e[k].detail) = k + 1;
}

static void
charge (struct hazards *v, unsigned inst, unsigned reason, uint64_t detail)
{
  v->total++;
  if (2 * (v->n + 1) >= v->nslots)
    reindex (v, v->nslots ? 2 * v->nslots : 64);
  unsigned *slot = entry_slot (v, inst, reason, detail);
  if (*slot)
    {
      v->e[*slot - 1].cycles++;
      return;
    }
  if (v->n == v->cap)
    {
      v->cap = v->cap ? 2 * v->cap : 16;
      v->e = xrealloc (v->e, v->cap * sizeof *v->e);
    }
  struct entry x = {inst, reason, detail, 1};
  v->e[v->n++] = x;
  *slot = v->n;
}

static void
on_hazard (void *self, const struct mca_inst *i, enum mca_hazard_kind kind,
	   uint64_t detail)
{
  struct hazards *v = self;
  unsigned inst = i->iid % v->ctx.nsource;
  switch (kind)
    {
    case MCA_HAZARD_RESOURCE:
      /* Charge the first busy resource it needs (lowest mask bit).  */
      charge (v, inst, HZ_RESOURCE,
	      detail ? v->ctx.masks->state2res[mca_state_index (detail
								 & -detail)]
		     : 0);
      break;
    case MCA_HAZARD_REGISTER:
      charge (v, inst, HZ_REGISTER,
	      detail ? mca_sinst_shown_reg (i->si, (mca_reg) detail) : 0);
      break;
    case MCA_HAZARD_MEMORY:
      charge (v, inst, HZ_MEMORY, 0);
      break;
    case MCA_HAZARD_CONTROL:
      charge (v, inst, HZ_CONTROL, detail);
      break;
    }
}

static void
on_stall (void *self, enum mca_stall_type type, const struct mca_inst *i)
{
  struct hazards *v = self;
  charge (v, i ? i->iid % v->ctx.nsource : 0, HZ_STALL + type, 0);
}

static void
on_cycle_end (void *self)
{
  ((struct hazards *) self)->cycles++;
}

static int
by_cycles (const void *a, const void *b)
{
  const struct entry *x = a, *y = b;
  if (x->cycles != y->cycles)
    return x->cycles > y->cycles ? -1 : 1;
  if (x->inst != y->inst)
    return x->inst < y->inst ? -1 : 1;
  return (int) x->reason - (int) y->reason;
}

static const char *
stall_reason (unsigned type)
{
  switch (type)
    {
    case MCA_STALL_REGISTER_FILE: return "register file full";
    case MCA_STALL_RETIRE_CONTROL_UNIT: return "reorder buffer full";
    case MCA_STALL_SCHEDULER_QUEUE_FULL: return "scheduler queue full";
    case MCA_STALL_LOAD_QUEUE_FULL: return "load queue full";
    case MCA_STALL_STORE_QUEUE_FULL: return "store queue full";
    case MCA_STALL_DISPATCH_GROUP: return "dispatch group";
    default: return "unsupported";
    }
}

/* Class, stage and reason of entry E, into the three buffers.  */
static void
describe (const struct hazards *v, const struct entry *e, const char **cls,
	  const char **stage, char *reason, size_t size)
{
  if (e->reason >= HZ_STALL)
    {
      *cls = "structural";
      *stage = "dispatch";
      snprintf (reason, size, "%s", stall_reason (e->reason - HZ_STALL));
      return;
    }
  if (e->reason == HZ_CONTROL)
    {
      *cls = "control";
      *stage = "dispatch";
      snprintf (reason, size, "taken branch [%u] ends the group",
		(unsigned) e->detail);
      return;
    }
  *stage = "issue";
  switch (e->reason)
    {
    case HZ_RESOURCE:
      *cls = "structural";
      snprintf (reason, size, "resource %s",
		v->ctx.model->res[e->detail].name);
      break;
    case HZ_REGISTER:
      *cls = "data (RAW)";
      if (e->detail)
	snprintf (reason, size, "register %%%s",
		  mca_reg_asm_name ((mca_reg) e->detail));
      else
	snprintf (reason, size, "operands");
      break;
    default:
      *cls = "data (mem)";
      snprintf (reason, size, "memory order");
      break;
    }
}

static void
sort_entries (struct hazards *v)
{
  if (v->n)
    qsort (v->e, v->n, sizeof *v->e, by_cycles);
  /* The entries moved: the index is made anew if more come.  */
  free (v->slots);
  v->slots = NULL;
  v->nslots = 0;
}

static void
print (void *self, struct mca_strbuf *out)
{
  struct hazards *v = self;
  sort_entries (v);
  mca_sb_printf (out, "\n\nHazards (%u waiting instruction-cycles in %u "
		 "cycles%s):\n", v->total, v->cycles,
		 v->ctx.model->taken_branch_ends_group ? ""
		 : "; control hazards are not modelled");
  if (!v->total)
    {
      mca_sb_puts (out, "  none: no instruction waited.\n");
      return;
    }
  mca_sb_puts (out, "\n  Overhead  Class       Stage     Reason");
  mca_sb_pad_to (out, 60);
  mca_sb_puts (out, "Instruction\n");
  struct mca_strbuf tmp;
  mca_sb_init (&tmp);
  for (unsigned k = 0; k < v->n; k++)
    {
      const struct entry *e = &v->e[k];
      const char *cls, *stage;
      char reason[96];
      describe (v, e, &cls, &stage, reason, sizeof reason);
      mca_sb_printf (out, "  %7.2f%%  %-10s  %-8s  %s",
		     100.0 * e->cycles / v->total, cls, stage, reason);
      mca_sb_pad_to (out, 60);
      mca_sb_printf (out, "[%u] ", e->inst);
      mca_print_inst (out, &v->ctx, &v->ctx.source[e->inst]);
      mca_sb_putc (out, '\n');
    }
  mca_sb_free (&tmp);
}

static void
json (void *self, struct mca_strbuf *out)
{
  struct hazards *v = self;
  sort_entries (v);
  mca_sb_printf (out, "{\"TotalCycles\": %u, \"WaitingCycles\": %u, "
		 "\"Entries\": [", v->cycles, v->total);
  for (unsigned k = 0; k < v->n; k++)
    {
      const struct entry *e = &v->e[k];
      const char *cls, *stage;
      char reason[96];
      describe (v, e, &cls, &stage, reason, sizeof reason);
      mca_sb_printf (out, "%s{\"Instruction\": %u, \"Class\": ", k ? ", " : "",
		     e->inst);
      mca_sb_json_string (out, cls);
      mca_sb_puts (out, ", \"Stage\": ");
      mca_sb_json_string (out, stage);
      mca_sb_puts (out, ", \"Reason\": ");
      mca_sb_json_string (out, reason);
      mca_sb_printf (out, ", \"Cycles\": %u, \"Share\": %.4f}", e->cycles,
		     v->total ? (double) e->cycles / v->total : 0);
    }
  mca_sb_puts (out, "]}");
}

static void
destroy (void *self)
{
  struct hazards *v = self;
  free (v->e);
  free (v->slots);
  free (v);
}

struct mca_view
mca_view_hazards (const struct mca_view_ctx *ctx)
{
  struct hazards *v = xcalloc (1, sizeof *v);
  v->ctx = *ctx;
  struct mca_view view;
  memset (&view, 0, sizeof view);
  view.name = "HazardsView";
  view.self = v;
  view.listener.self = v;
  view.listener.hazard = on_hazard;
  view.listener.stall = on_stall;
  view.listener.cycle_end = on_cycle_end;
  view.print = print;
  view.json = json;
  view.destroy = destroy;
  return view;
}
