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
                           with taken-branch-ends-group, e.g. knl, or
                           taken-branches-per-cycle, znver5); other
                           models have no front end, so branches cost no
                           bubbles (said in the view)  */

#include "view.h"

#include <stdlib.h>
#include <string.h>

#include <libiberty/hashtab.h>
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
  struct entry **e;		/* in the order they came */
  unsigned n, cap;
  /* E by (inst, reason, detail): a region of thousands of instructions
     has thousands of entries, each charged many times.  */
  htab_t index;
  unsigned total;		/* waiting instruction-cycles */
  unsigned cycles;
};

static hashval_t
entry_hash (const void *p)
{
  /* Charged every waiting cycle: a multiply-mix, not iterative_hash
     over the bytes.  */
  const struct entry *e = p;
  uint64_t h = ((uint64_t) e->inst << 8 | e->reason) * 0x9e3779b97f4a7c15ull
	       ^ e->detail * 0xc2b2ae3d27d4eb4full;
  return (hashval_t) (h >> 32);
}

static int
entry_eq (const void *a, const void *b)
{
  const struct entry *x = a, *y = b;
  return x->inst == y->inst && x->reason == y->reason
	 && x->detail == y->detail;
}

static void
charge (struct hazards *v, unsigned inst, unsigned reason, uint64_t detail)
{
  v->total++;
  struct entry key = {inst, reason, detail, 0};
  void **slot = htab_find_slot (v->index, &key, INSERT);
  if (*slot)
    {
      ((struct entry *) *slot)->cycles++;
      return;
    }
  if (v->n == v->cap)
    {
      v->cap = v->cap ? 2 * v->cap : 16;
      v->e = XRESIZEVEC (struct entry *, v->e, v->cap);
    }
  struct entry *e = XNEW (struct entry);
  *e = key;
  e->cycles = 1;
  v->e[v->n++] = e;
  *slot = e;
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
  const struct entry *x = *(struct entry *const *) a;
  const struct entry *y = *(struct entry *const *) b;
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
}

static void
print (void *self, struct mca_strbuf *out)
{
  struct hazards *v = self;
  sort_entries (v);
  mca_sb_printf (out, "\n\nHazards (%u waiting instruction-cycles in %u "
		 "cycles%s):\n", v->total, v->cycles,
		 v->ctx.model->taken_branch_ends_group
		 || v->ctx.model->taken_branches_per_cycle ? ""
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
      const struct entry *e = v->e[k];
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
      const struct entry *e = v->e[k];
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
  htab_delete (v->index);
  for (unsigned k = 0; k < v->n; k++)
    free (v->e[k]);
  free (v->e);
  free (v);
}

struct mca_view
mca_view_hazards (const struct mca_view_ctx *ctx)
{
  struct hazards *v = xcalloc (1, sizeof *v);
  v->index = htab_create (64, entry_hash, entry_eq, NULL);
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
