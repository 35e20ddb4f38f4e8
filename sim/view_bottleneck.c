/* view_bottleneck.c - llvm-mca's bottleneck analysis (-bottleneck-analysis):
   the share of cycles in which backend pressure increased, split into
   resource pressure (per resource) and data dependencies, and the
   critical sequence of instructions found during the simulation.

   During the run it keeps, for each instruction in flight, the cycles it
   was held back by busy resources, register or memory dependencies, and,
   for each resource unit, the last instruction issued to it.  Each issued
   instruction adds edges to a dependency graph of three copies of the
   source (so that loop-carried edges go forward): from the instructions
   holding the units it needed, from its critical register writer and
   from its critical memory predecessor, each with a cost (the delay plus
   twice the pressure cycles) and a frequency.  After the last
   instruction, rare edges (frequency at most 10% of the iterations) are
   pruned, costs are propagated from the roots, and the most expensive
   node's chain of critical predecessors is the critical sequence.  The
   layout and rounding are llvm-mca 19's.  */

#include "view.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <libiberty/libiberty.h>
#include <libiberty/hashtab.h>

#include "inst.h"
#include "regs.h"

enum dep_type { DEP_REGISTER, DEP_MEMORY, DEP_RESOURCE };

struct dep_edge
{
  enum dep_type type;
  uint64_t id;			/* register or resource mask */
  uint64_t cost;
  unsigned from, to;
  unsigned frequency;
};

struct dg_node
{
  unsigned npreds, nvisited_preds;
  uint64_t cost;
  unsigned depth;
  struct dep_edge critical_pred;
  struct dep_edge *out;
  unsigned nout, cap_out;
};

/* Pressure seen by an instruction in flight.  */
struct inflight
{
  unsigned iid;
  unsigned resource_cycles, register_cycles, memory_cycles;
};

struct bottleneck
{
  struct mca_view_ctx ctx;
  /* Pressure tracker.  */
  unsigned *users_index;	/* per resource: first slot in users */
  unsigned *user_iid, *user_cycles;	/* per resource unit */
  unsigned nusers;
  unsigned *distribution;	/* per resource: pressure cycles */
  htab_t inflight;
  /* Dependency graph over 3 copies of the source.  */
  struct dg_node *nodes;
  unsigned nnodes;
  /* Counters.  */
  unsigned total_cycles;
  unsigned pressure_cycles, resource_cycles, data_cycles, register_cycles,
    memory_cycles;
  bool by_resources, by_registers, by_memory;
  bool seen_stalls;
};

static hashval_t
inflight_hash (const void *p)
{
  return ((const struct inflight *) p)->iid;
}

static int
inflight_eq (const void *a, const void *b)
{
  return ((const struct inflight *) a)->iid
    == ((const struct inflight *) b)->iid;
}

static struct inflight *
find_inflight (struct bottleneck *v, unsigned iid, bool create)
{
  struct inflight probe = {iid, 0, 0, 0};
  void **slot = htab_find_slot (v->inflight, &probe,
				create ? INSERT : NO_INSERT);
  if (!slot)
    return NULL;
  if (!*slot)
    {
      struct inflight *f = xcalloc (1, sizeof *f);
      f->iid = iid;
      *slot = f;
    }
  return *slot;
}

static void
add_dependency (struct bottleneck *v, unsigned from, unsigned to,
		enum dep_type type, uint64_t id, uint64_t cost)
{
  struct dg_node *n = &v->nodes[from];
  for (unsigned k = 0; k < n->nout; k++)
    if (n->out[k].to == to && n->out[k].id == id)
      {
	n->out[k].cost += cost;
	n->out[k].frequency++;
	return;
      }
  if (n->nout == n->cap_out)
    {
      n->cap_out = n->cap_out ? 2 * n->cap_out : 4;
      n->out = xrealloc (n->out, n->cap_out * sizeof *n->out);
    }
  struct dep_edge e = {type, id, cost, from, to, 1};
  n->out[n->nout++] = e;
  v->nodes[to].npreds++;
}

/* A dependency FROM -> TO between source positions; a loop-carried one
   (FROM >= TO) joins the first copy to the second and the second to the
   third, others stay in the second.  */
static void
add_dep (struct bottleneck *v, unsigned from, unsigned to,
	 enum dep_type type, uint64_t id, uint64_t cost)
{
  unsigned n = v->ctx.nsource;
  if (from >= to)
    {
      add_dependency (v, from, to + n, type, id, cost);
      add_dependency (v, from + n, to + 2 * n, type, id, cost);
      return;
    }
  add_dependency (v, from + n, to + n, type, id, cost);
}

static void
finalize_graph (struct bottleneck *v)
{
  unsigned iterations = v->ctx.iterations;
  /* Prune edges seen in at most 10% of the iterations.  As in llvm-mca,
     an edge swapped into a pruned one's place is not examined again.  */
  for (unsigned i = 0; i < v->nnodes; i++)
    {
      struct dg_node *n = &v->nodes[i];
      unsigned size = n->nout, pruned = 0, e = size;
      for (unsigned k = 0; k < e; k++)
	{
	  struct dep_edge *edge = &n->out[k];
	  if (edge->frequency == iterations)
	    continue;
	  double factor = (double) edge->frequency / iterations;
	  if (0.10 < factor)
	    continue;
	  v->nodes[edge->to].npreds--;
	  struct dep_edge tmp = *edge;
	  *edge = n->out[e - 1];
	  n->out[e - 1] = tmp;
	  e--;
	  pruned++;
	}
      n->nout = size - pruned;
    }

  /* Propagate costs from the roots (no predecessors, some successors),
     level by level: a node is visited once all its predecessors are.  */
  unsigned *set = XNEWVEC (unsigned, v->nnodes + 1);
  unsigned *next = XNEWVEC (unsigned, v->nnodes + 1);
  unsigned nset = 0, nnext;
  for (unsigned i = 0; i < v->nnodes; i++)
    if (v->nodes[i].npreds == 0 && v->nodes[i].nout)
      set[nset++] = i;
  while (nset)
    {
      nnext = 0;
      for (unsigned s = 0; s < nset; s++)
	{
	  const struct dg_node *n = &v->nodes[set[s]];
	  for (unsigned k = 0; k < n->nout; k++)
	    {
	      const struct dep_edge *e = &n->out[k];
	      struct dg_node *to = &v->nodes[e->to];
	      uint64_t cost = n->cost + e->cost;
	      if (cost > to->cost)
		{
		  to->critical_pred = *e;
		  to->cost = cost;
		  to->depth = n->depth + 1;
		}
	      to->nvisited_preds++;
	      if (to->nvisited_preds == to->npreds && nnext < v->nnodes)
		next[nnext++] = e->to;
	    }
	}
      unsigned *t = set;
      set = next;
      next = t;
      nset = nnext;
    }
  free (set);
  free (next);
}

/* The critical sequence: edges ending at the most expensive node.  */
static unsigned
critical_sequence (const struct bottleneck *v, const struct dep_edge ***seq)
{
  unsigned best = 0;
  for (unsigned i = 1; i < v->nnodes; i++)
    if (v->nodes[i].cost > v->nodes[best].cost)
      best = i;
  unsigned depth = v->nodes[best].depth;
  *seq = XNEWVEC (const struct dep_edge *, depth ? depth : 1);
  unsigned id = best;
  for (unsigned k = depth; k-- > 0;)
    {
      (*seq)[k] = &v->nodes[id].critical_pred;
      id = v->nodes[id].critical_pred.from;
    }
  return depth;
}

static void
update_distribution (struct bottleneck *v, uint64_t cumulative)
{
  const struct mca_resmasks *rm = v->ctx.masks;
  while (cumulative)
    {
      uint64_t current = cumulative & -cumulative;
      unsigned res = rm->state2res[mca_state_index (current)];
      uint64_t mask = rm->mask[res];
      if (mask == current)
	{
	  v->distribution[res]++;
	  cumulative ^= current;
	  continue;
	}
      mask ^= current;
      while (mask)
	{
	  uint64_t sub = mask & -mask;
	  v->distribution[rm->state2res[mca_state_index (sub)]]++;
	  mask ^= sub;
	}
      cumulative ^= current;
    }
}

static void
on_pressure (void *self, const struct mca_pressure_event *e)
{
  struct bottleneck *v = self;
  switch (e->type)
    {
    case MCA_PRESSURE_RESOURCES:
      update_distribution (v, e->resource_mask);
      for (unsigned k = 0; k < e->ninsts; k++)
	if (e->insts[k]->crit_resource_mask & e->resource_mask)
	  find_inflight (v, e->insts[k]->iid, true)->resource_cycles++;
      v->by_resources = true;
      break;
    case MCA_PRESSURE_REGISTER_DEPS:
      for (unsigned k = 0; k < e->ninsts; k++)
	find_inflight (v, e->insts[k]->iid, true)->register_cycles++;
      v->by_registers = true;
      break;
    case MCA_PRESSURE_MEMORY_DEPS:
      for (unsigned k = 0; k < e->ninsts; k++)
	find_inflight (v, e->insts[k]->iid, true)->memory_cycles++;
      v->by_memory = true;
      break;
    }
}

static void
on_stall (void *self, enum mca_stall_type type, const struct mca_inst *i)
{
  (void) type;
  (void) i;
  ((struct bottleneck *) self)->seen_stalls = true;
}

static void
on_issued (struct bottleneck *v, const struct mca_inst_event *e)
{
  const struct mca_inst *i = e->inst;
  unsigned n = v->ctx.nsource, iid = i->iid, to = iid % n;
  const struct mca_resmasks *rm = v->ctx.masks;
  struct inflight *f = find_inflight (v, iid, true);

  /* The units this instruction waited for, and who held them.  */
  unsigned cycles = 2 * f->resource_cycles;
  uint64_t mask = i->crit_resource_mask;
  while (mask)
    {
      uint64_t current = mask & -mask;
      unsigned res = rm->state2res[mca_state_index (current)];
      for (unsigned u = 0; u < v->ctx.model->res[res].units; u++)
	{
	  unsigned slot = v->users_index[res] + u;
	  if (!v->user_cycles[slot]
	      || !find_inflight (v, v->user_iid[slot], false))
	    continue;
	  add_dep (v, v->user_iid[slot] % n, to, DEP_RESOURCE, current,
		   v->user_cycles[slot] + cycles);
	}
      mask ^= current;
    }
  if (i->crit_reg_dep.cycles)
    add_dep (v, i->crit_reg_dep.iid % n, to, DEP_REGISTER,
	     mca_sinst_shown_reg (i->si, i->crit_reg_dep.reg),
	     i->crit_reg_dep.cycles + 2 * f->register_cycles);
  if (i->crit_mem_dep.cycles)
    add_dep (v, i->crit_mem_dep.iid % n, to, DEP_MEMORY, 0,
	     i->crit_mem_dep.cycles + 2 * f->memory_cycles);

  for (unsigned k = 0; k < e->nused; k++)
    {
      const struct mca_resource_use *u = &e->used[k];
      unsigned res = rm->state2res[mca_state_index (u->ref.res)];
      unsigned slot = v->users_index[res] + __builtin_ctzll (u->ref.unit);
      if (slot < v->nusers)
	{
	  v->user_iid[slot] = iid;
	  v->user_cycles[slot] = u->cycles;
	}
    }
  if (iid == v->ctx.iterations * n - 1)
    finalize_graph (v);
}

static void
on_event (void *self, const struct mca_inst_event *e)
{
  struct bottleneck *v = self;
  switch (e->type)
    {
    case MCA_EV_DISPATCHED:
      find_inflight (v, e->inst->iid, true);
      break;
    case MCA_EV_EXECUTED:
      {
	struct inflight probe = {e->inst->iid, 0, 0, 0};
	htab_remove_elt (v->inflight, &probe);
	break;
      }
    case MCA_EV_ISSUED:
      on_issued (v, e);
      break;
    default:
      break;
    }
}

static void
on_cycle_end (void *self)
{
  struct bottleneck *v = self;
  v->total_cycles++;
  bool data = v->by_registers || v->by_memory;
  if (!v->by_resources && !data)
    return;
  v->pressure_cycles++;
  v->register_cycles += v->by_registers;
  v->memory_cycles += v->by_memory;
  v->data_cycles += data;
  v->resource_cycles += v->by_resources;
  v->by_resources = v->by_registers = v->by_memory = false;
}

static double
percent (const struct bottleneck *v, unsigned cycles)
{
  double p = v->total_cycles ? (double) cycles * 100 / v->total_cycles : 0;
  return floor (p * 100 + 0.5) / 100;
}

static void
print_inst (const struct bottleneck *v, struct mca_strbuf *out, unsigned k)
{
  mca_sb_pad_to (out, 14);
  mca_print_inst (out, &v->ctx, &v->ctx.source[k]);
}

/* A register as LLVM's instruction printer names it: the flags register
   is `flags' there, whatever the architecture manuals call it.  */
static const char *
printed_reg_name (mca_reg r)
{
  static const struct { const char *ours, *llvm; } names[] = {
    { "eflags", "flags" }, { "fpsw", "fpsr" }, { "fpcw", "fpcr" },
    { "df", "dirflag" },
  };
  const char *n = mca_reg_asm_name (r);
  for (size_t k = 0; k < sizeof names / sizeof names[0]; k++)
    if (strcmp (n, names[k].ours) == 0)
      return names[k].llvm;
  return n;
}

static void
print_sequence (const struct bottleneck *v, struct mca_strbuf *out)
{
  const struct dep_edge **seq;
  unsigned nseq = critical_sequence (v, &seq);
  if (!nseq)
    {
      free (seq);
      return;
    }
  unsigned n = v->ctx.nsource;
  mca_sb_puts (out, "\nCritical sequence based on the simulation:\n\n");
  unsigned from = seq[0]->from % n, to = seq[0]->to % n;
  bool carried = from >= to;
  mca_sb_pad_to (out, 14);
  mca_sb_puts (out, "Instruction");
  mca_sb_pad_to (out, 58);
  mca_sb_puts (out, "Dependency Information");
  unsigned cur = 0;
  if (carried)
    {
      mca_sb_printf (out, "\n +----< %u.", from);
      print_inst (v, out, from);
      mca_sb_puts (out, "\n |\n |    < loop carried > \n |");
    }
  else
    {
      for (; cur < from; cur++)
	{
	  mca_sb_printf (out, "\n        %u.", cur);
	  print_inst (v, out, cur);
	}
      mca_sb_printf (out, "\n +----< %u.", cur);
      print_inst (v, out, cur);
      cur++;
    }
  for (unsigned s = 0; s < nseq; s++)
    {
      const struct dep_edge *e = seq[s];
      to = e->to % n;
      unsigned last = cur > to ? n : to;
      for (; cur < last; cur++)
	{
	  mca_sb_printf (out, "\n |      %u.", cur);
	  print_inst (v, out, cur);
	}
      if (cur == to)
	mca_sb_printf (out, "\n +----> %u.", to);
      else
	mca_sb_printf (out, "\n |\n |    < loop carried > \n |"
		       "\n +----> %u.", to);
      print_inst (v, out, to);
      mca_sb_pad_to (out, 58);
      if (e->type == DEP_REGISTER)
	mca_sb_printf (out, "## REGISTER dependency:  %%%s",
		       printed_reg_name ((mca_reg) e->id));
      else if (e->type == DEP_MEMORY)
	mca_sb_puts (out, "## MEMORY dependency.");
      else
	mca_sb_printf (out, "## RESOURCE interference:  %s [ probability: "
		       "%u%% ]",
		       v->ctx.model->res[v->ctx.masks->state2res
					 [mca_state_index (e->id)]].name,
		       (e->frequency * 100) / v->ctx.iterations);
      cur++;
    }
  for (; cur < n; cur++)
    {
      mca_sb_printf (out, "\n        %u.", cur);
      print_inst (v, out, cur);
    }
  mca_sb_putc (out, '\n');
  free (seq);
}

static void
print (void *self, struct mca_strbuf *out)
{
  struct bottleneck *v = self;
  if (!v->seen_stalls || !v->pressure_cycles)
    {
      mca_sb_puts (out, "\n\nNo resource or data dependency bottlenecks "
		   "discovered.\n");
      return;
    }
  mca_sb_printf (out, "\n\nCycles with backend pressure increase [ %.2f%% ]",
		 percent (v, v->pressure_cycles));
  mca_sb_printf (out, "\nThroughput Bottlenecks: \n  Resource Pressure       "
		 "[ %.2f%% ]", percent (v, v->resource_cycles));
  for (unsigned r = 1; r < v->ctx.model->nres; r++)
    if (v->distribution[r])
      mca_sb_printf (out, "\n  - %s  [ %.2f%% ]", v->ctx.model->res[r].name,
		     percent (v, v->distribution[r]));
  mca_sb_printf (out, "\n  Data Dependencies:      [ %.2f%% ]",
		 percent (v, v->data_cycles));
  mca_sb_printf (out, "\n  - Register Dependencies [ %.2f%% ]",
		 percent (v, v->register_cycles));
  mca_sb_printf (out, "\n  - Memory Dependencies   [ %.2f%% ]\n",
		 percent (v, v->memory_cycles));
  print_sequence (v, out);
}

static void
json (void *self, struct mca_strbuf *out)
{
  struct bottleneck *v = self;
  if (!v->seen_stalls || !v->pressure_cycles)
    {
      mca_sb_puts (out, "{\"PressureIncreaseCycles\": 0}");
      return;
    }
  const struct dep_edge **seq;
  unsigned nseq = critical_sequence (v, &seq);
  mca_sb_puts (out, "{\"DataDependencyCycles\": ");
  mca_sb_printf (out, "%u, \"DependencyEdge\": [", v->data_cycles);
  for (unsigned s = 0; s < nseq; s++)
    mca_sb_printf (out, "%s{\"FromID\": %u, \"ResourceOrRegID\": %llu, "
		   "\"ToID\": %u, \"Type\": %d}", s ? ", " : "",
		   seq[s]->from, (unsigned long long) seq[s]->id, seq[s]->to,
		   seq[s]->type == DEP_REGISTER ? 1
		   : seq[s]->type == DEP_MEMORY ? 2 : 3);
  free (seq);
  mca_sb_printf (out, "], \"MemoryDependencyCycles\": %u, "
		 "\"PressureIncreaseCycles\": %u, "
		 "\"RegisterDependencyCycles\": %u, \"ResourcePressure\": [",
		 v->memory_cycles, v->pressure_cycles, v->register_cycles);
  bool first = true;
  for (unsigned r = 1; r < v->ctx.model->nres; r++)
    if (v->distribution[r])
      {
	mca_sb_puts (out, first ? "{" : ", {");
	mca_sb_json_string (out, v->ctx.model->res[r].name);
	mca_sb_printf (out, ": %u}", v->distribution[r]);
	first = false;
      }
  mca_sb_printf (out, "], \"ResourcePressureCycles\": %u, "
		 "\"TotalCycles\": %u}", v->resource_cycles, v->total_cycles);
}

static void
destroy (void *self)
{
  struct bottleneck *v = self;
  for (unsigned i = 0; i < v->nnodes; i++)
    free (v->nodes[i].out);
  free (v->nodes);
  free (v->users_index);
  free (v->user_iid);
  free (v->user_cycles);
  free (v->distribution);
  htab_delete (v->inflight);
  free (v);
}

struct mca_view
mca_view_bottleneck (const struct mca_view_ctx *ctx)
{
  struct bottleneck *v = xcalloc (1, sizeof *v);
  v->ctx = *ctx;
  const struct mca_model *m = ctx->model;
  v->users_index = xcalloc (m->nres + 1, sizeof *v->users_index);
  for (unsigned r = 1; r < m->nres; r++)
    {
      v->users_index[r] = v->nusers;
      v->nusers += m->res[r].units;
    }
  v->user_iid = xcalloc (v->nusers + 1, sizeof *v->user_iid);
  memset (v->user_iid, 0xff, (v->nusers + 1) * sizeof *v->user_iid);
  v->user_cycles = xcalloc (v->nusers + 1, sizeof *v->user_cycles);
  v->distribution = xcalloc (m->nres + 1, sizeof *v->distribution);
  v->inflight = htab_create (256, inflight_hash, inflight_eq, free);
  v->nnodes = 3 * ctx->nsource;
  v->nodes = xcalloc (v->nnodes, sizeof *v->nodes);

  struct mca_view view;
  memset (&view, 0, sizeof view);
  view.name = "BottleneckAnalysis";
  view.self = v;
  view.listener.self = v;
  view.listener.inst_event = on_event;
  view.listener.pressure = on_pressure;
  view.listener.stall = on_stall;
  view.listener.cycle_end = on_cycle_end;
  view.print = print;
  view.json = json;
  view.destroy = destroy;
  return view;
}
