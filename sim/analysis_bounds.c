/* analysis_bounds.c - the bounds of a loop body and its critical chain
   (see analysis_bounds.h).  */

#include "analysis_bounds.h"
#include "rename_offsets.h"
#include "slow_forward.h"
#include "writer_index.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include <libiberty/hashtab.h>
#include <libiberty/libiberty.h>

#include "mem_addr.h"
#include "regs.h"
#include "resource_words.h"

/* Edge latencies are in thousandths of a cycle: an add the renamer does
   but for a share of its instances (the model's foldrate) costs that
   share of its cycle.  */
#define MILLI 1000

/* An edge of the dependency graph: FROM's result (or store) feeds TO.  */
struct dep_edge
{
  unsigned from, to;
  long latency;			/* in MILLI; negative into a late read
				   (the operation of a load-op may start
				   before its producer's result, by the
				   advance) */
  unsigned distance;		/* 0 or 1 iterations */
  mca_reg reg;			/* MCA_REG_NONE for memory */
  unsigned write_id;		/* the writer's write id (0: memory) */
};

struct dep_graph
{
  struct dep_edge *e;
  unsigned ne, cap;
};

/* Bounds on the analysis of a region of thousands of instructions, in
   time and memory, far above any loop's size (GCC's loops have tens to
   a few hundred instructions; the figures of those do not depend on
   them):
   - a load's value is looked for in the stores up to MAX_STORE_DISTANCE
     instructions before it, around the loop (further back, the store
     has long retired, beyond any reorder buffer);
   - the longest paths unroll the body over at most MAX_UNROLLED_NODES
     instructions (at least 16 iterations): 12 bytes each.  */
#define MAX_STORE_DISTANCE 4096
#define MAX_UNROLLED_NODES ((size_t) 1 << 22)

static void
add_edge (struct dep_graph *g, unsigned from, unsigned to, long lat,
	  unsigned dist, mca_reg reg)
{
  if (g->ne == g->cap)
    {
      g->cap = g->cap ? 2 * g->cap : 64;
      g->e = XRESIZEVEC (struct dep_edge, g->e, g->cap);
    }
  struct dep_edge *e = &g->e[g->ne++];
  e->from = from;
  e->to = to;
  e->latency = lat;
  e->distance = dist;
  e->reg = reg;
  e->write_id = 0;
}

/* The edge into SRC[J]'s read RD from its writer SRC[I], which writes
   REG with W; THROUGH, the advance RD takes from the value SRC[I]
   copies when SRC[I] is a move done at rename (advance_through_move),
   or -1.  */
static void
register_edge (const struct mca_sinst *src, unsigned i, unsigned j,
	       const struct mca_read_desc *rd,
	       const struct mca_write_desc *w, int through,
	       struct dep_graph *g)
{
  int adv = mca_read_advance_of (&src[j], rd, w->write_id);
  long lat = ((long) w->latency - adv) * MILLI;
  /* The reader takes the copied value as its producer left it, early
     by its own advance: the path through the move is shorter by that
     (negative on the move's edge).  */
  if (through > adv)
    {
      add_edge (g, i, j, ((long) w->latency - through) * MILLI,
		i >= j ? 1 : 0, rd->shown ? rd->shown : rd->reg);
      g->e[g->ne - 1].write_id = w->write_id;
      return;
    }
  /* An add done at rename but for its foldrate share: that share of its
     cycle (mca_regfile_try_fold).  */
  if (src[i].fold && w->latency)
    lat -= MILLI - src[i].fold_per_mille;
  /* A late read (load-op-split) lets the load go ahead: the operation
     follows the producer by its latency less the advance, even when that
     is negative.  */
  add_edge (g, i, j, lat > 0 || rd->late ? lat : 0, i >= j ? 1 : 0,
	    rd->shown ? rd->shown : rd->reg);
  g->e[g->ne - 1].write_id = w->write_id;
}

/* The write of REG by its most recent writer before SRC[J], around the
   loop (mca_writer_index_last), with that writer's position in *I; NULL
   (*I -1) when nothing in the loop writes REG.  */
static const struct mca_write_desc *
last_write (const struct mca_sinst *src, unsigned n,
	    const struct mca_writer_index *writers, unsigned j, mca_reg reg,
	    int *i)
{
  *i = mca_writer_index_last (writers, src, n, j, reg);
  return *i >= 0 ? mca_sinst_write_of (&src[*i], reg) : NULL;
}

/* The advance SRC[J]'s read RD takes from the value the register move
   SRC[M] copies, when the model makes the move at rename (no latency of
   its own): the move leaves the reader on its source's physical
   register, so the reader reads that value's producer as if directly,
   bypass and all (an addsd feeding another through a movapd: 2 cycles
   on sapphirerapids, as without the move).  -1 when SRC[M] is no such
   move or nothing in the loop writes what it copies.  */
static int
advance_through_move (const struct mca_sinst *src, unsigned n,
		      const struct mca_writer_index *writers, unsigned m,
		      unsigned j, const struct mca_read_desc *rd)
{
  mca_reg from = mca_move_source (&src[m]);
  int i;
  const struct mca_write_desc *w
    = from ? last_write (src, n, writers, m, from, &i) : NULL;
  return w ? mca_read_advance_of (&src[j], rd, w->write_id) : -1;
}

/* Results that reach their readers late (slow_forward.h), for each
   instruction of SRC[0..N-1] that reads, from its most recent writer, a
   value of a slowforward line's write id: the cycles later its results
   come on average, in MILLI (the line's cycles for the share of its
   instances that pay), in EXTRA[J]; for a `stale' line, in STALE[J],
   with the line's write id in STALE_ID[J].  The arrays stay NULL when
   no instruction has such cycles.  */
struct slow_extra
{
  long *extra, *stale;
  unsigned *stale_id;
};

static void
slow_forward_extra (const struct mca_model *m, const struct mca_resmasks *rm,
		    const struct mca_sinst *src, unsigned n,
		    const struct mca_writer_index *writers,
		    struct slow_extra *out)
{
  memset (out, 0, sizeof *out);
  if (!m->nslow_forwards)
    return;
  struct mca_slow_reader *readers = XCNEWVEC (struct mca_slow_reader, n);
  mca_slow_readers (m, rm, src, n, readers);
  for (unsigned j = 0; j < n; j++)
    for (unsigned k = 0; k < m->nslow_forwards; k++)
      {
	const struct mca_slow_forward *sf = &m->slow_forwards[k];
	if (!(readers[j].lines >> k & 1))
	  continue;
	for (unsigned r = 0; r < src[j].nreads; r++)
	  {
	    const struct mca_read_desc *rd = &src[j].reads[r];
	    int i;
	    const struct mca_write_desc *w = rd->reg && !rd->independent
	      ? last_write (src, n, writers, j, rd->reg, &i) : NULL;
	    if (!w || w->write_id != sf->write_id)
	      continue;
	    long c = (long) sf->cycles * MILLI * readers[j].slow[k]
		     / readers[j].total[k];
	    long **slot = sf->stale ? &out->stale : &out->extra;
	    if (!*slot)
	      *slot = XCNEWVEC (long, n);
	    if (sf->stale && !out->stale_id)
	      out->stale_id = XCNEWVEC (unsigned, n);
	    if (c > (*slot)[j])
	      {
		(*slot)[j] = c;
		if (sf->stale)
		  out->stale_id[j] = sf->write_id;
	      }
	    break;
	  }
      }
  free (readers);
}

/* The cycles edge E adds under the slowforward lines: its writer's
   late results, and, where the reader pays a `stale' line's cycles, the
   line's for a value coming otherwise than from the line's write (the
   chain runs through another operand, so the line's value waited in
   the register file; coming from it, it is forwarded as it is made).  */
static long
slow_edge_extra (const struct slow_extra *se, const struct dep_edge *e)
{
  long c = se->extra ? se->extra[e->from] : 0;
  if (se->stale && se->stale[e->to] && e->write_id != se->stale_id[e->to])
    c += se->stale[e->to];
  return c;
}

/* Whether an instruction of SRC[0..N-1] swaps x87 stack slots (fxch).  */
static bool
swaps_x87 (const struct mca_sinst *src, unsigned n)
{
  for (unsigned i = 0; i < n; i++)
    if (src[i].x87_swap[0])
      return true;
  return false;
}

static void
register_edges (const struct mca_sinst *src, unsigned n,
		const struct mca_writer_index *writers, struct dep_graph *g)
{
  bool swaps = swaps_x87 (src, n);
  for (unsigned j = 0; j < n; j++)
    for (unsigned r = 0; r < src[j].nreads; r++)
      {
	const struct mca_read_desc *rd = &src[j].reads[r];
	if (!rd->reg || rd->independent)
	  continue;
	/* The most recent writer: earlier in this iteration, else the
	   last one of the previous iteration (J itself included).  */
	mca_reg reg = rd->reg;
	if (!swaps)
	  {
	    int i;
	    const struct mca_write_desc *w
	      = last_write (src, n, writers, j, reg, &i);
	    if (w)
	      register_edge (src, i, j, rd, w, w->latency == 0
			     ? advance_through_move (src, n, writers,
						     (unsigned) i, j, rd)
			     : -1, g);
	    continue;
	  }
	/* Before an fxch, the value was in the other slot.  */
	for (unsigned step = 1; step <= n; step++)
	  {
	    unsigned i = (j + n - step) % n;
	    const mca_reg *swap = src[i].x87_swap;
	    if (swap[0] && (reg == swap[0] || reg == swap[1]))
	      {
		reg = reg == swap[0] ? swap[1] : swap[0];
		continue;
	      }
	    const struct mca_write_desc *w = mca_sinst_write_of (&src[i], reg);
	    if (w)
	      {
		register_edge (src, i, j, rd, w, -1, g);
		break;
	      }
	  }
      }
}

/* The memory operand of S, or NULL.  */
static const struct mca_mem *
mem_of (const struct mca_sinst *s)
{
  for (unsigned k = 0; k < s->norm.nops; k++)
    if (s->norm.ops[k].kind == MCA_OPND_MEM)
      return &s->norm.ops[k].mem;
  return NULL;
}

static bool
same_address (const struct mca_mem *a, const struct mca_mem *b)
{
  return a->seg == b->seg && mca_mem_same_registers (a, b)
    && a->disp == b->disp && a->disp_symbolic == b->disp_symbolic;
}

/* Is REG written anywhere in the body?  */
static bool
written_in_body (const struct mca_sinst *src, unsigned n,
		 const struct mca_writer_index *writers, mca_reg reg)
{
  return reg && mca_writer_index_last (writers, src, n, 0, reg) >= 0;
}

/* A load from the address a store wrote (its registers unchanged in the
   loop, so the same address every iteration) depends on that store: the
   value is forwarded from the store buffer.  The store's part of the
   chain counts one cycle; the load's own latency follows on its result.  */
static void
memory_edges (const struct mca_sinst *src, unsigned n,
	      const struct mca_writer_index *writers, struct dep_graph *g)
{
  for (unsigned s = 0; s < n; s++)
    {
      if (!src[s].may_store)
	continue;
      const struct mca_mem *ms = mem_of (&src[s]);
      if (!ms || written_in_body (src, n, writers, ms->base)
	  || written_in_body (src, n, writers, ms->index))
	continue;
      unsigned ahead = n < MAX_STORE_DISTANCE ? n : MAX_STORE_DISTANCE;
      for (unsigned step = 1; step <= ahead; step++)
	{
	  unsigned l = (s + step) % n;
	  if (!src[l].may_load)
	    continue;
	  const struct mca_mem *ml = mem_of (&src[l]);
	  if (ml && same_address (ms, ml))
	    add_edge (g, s, l, MILLI, l <= s ? 1 : 0, MCA_REG_NONE);
	}
    }
}

/* Whether the data store SRC[S % N] writes comes from an operation of
   a cycle or less (forward-fast-data-cycles, hw_lsu.c): its own, for a
   read-modify-write; else that of the last writer of its data register
   before it in the loop, a register move passing on its source's.  */
static bool
store_data_fast (const struct mca_sinst *src, unsigned n,
		 const struct mca_writer_index *writers, unsigned s)
{
  if (src[s % n].may_load)
    return true;
  mca_reg r;
  int w = mca_writer_index_store_data (writers, src, n, s % n, &r);
  return w >= 0 && mca_sinst_write_of (&src[w], r)->latency <= 1;
}

/* The iterations whose addresses the rules on memory follow: the
   storepair line's settling and counted ones (paired_store_share), the
   two the others take (two iterations give each address's step); none
   when the model has no such rule.  */
enum { PAIRED_SETTLING = 2, PAIRED_COUNTED = 2 };

static unsigned
address_iterations (const struct mca_model *m)
{
  if (m->store_pair_res)
    return PAIRED_SETTLING + PAIRED_COUNTED;
  return m->store_forwarding || m->nsplit_loads || m->store_line_res ? 2 : 0;
}

/* The addresses of the memory operands of the first ITERATIONS
   iterations of the body, ITERATIONS * N of them (mem_addr.h), or NULL
   for none; the caller frees them.  One walk serves every rule: each
   followed the body from a fresh tracker, the first iterations alike.  */
static struct mca_sym_addr *
body_addresses (const struct mca_sinst *src, unsigned n, unsigned iterations)
{
  if (!iterations)
    return NULL;
  struct mca_addr_tracker t;
  struct mca_sym_addr *a = XNEWVEC (struct mca_sym_addr, iterations * n);
  mca_addr_tracker_init (&t);
  for (unsigned k = 0; k < iterations * n; k++)
    {
      mca_addr_of (&t, &src[k % n], &a[k]);
      mca_addr_apply (&t, &src[k % n]);
    }
  return a;
}

/* Models with store-forwarding: the edges the simulation follows, from
   the addresses of two iterations of the body (mem_addr.h).  A load
   depends on the nearest older store whose bytes it reads: one cycle
   for the store and the model's forward cycles, or its forward-fail
   cycles when it reads them only in part; none when it is renamed to
   the store's data register, the operation's cycle when the store was a
   read-modify-write's.  A holds the addresses of two iterations at
   least (body_addresses).  */
static void
tracked_memory_edges (const struct mca_model *m,
		      const struct mca_sinst *src, unsigned n,
		      const struct mca_sym_addr *a,
		      const struct mca_writer_index *writers,
		      struct dep_graph *g)
{
  for (unsigned l = n; l < 2 * n; l++)
    {
      const struct mca_sinst *ld = &src[l % n];
      if (!ld->may_load || !a[l].known)
	continue;
      unsigned back = n < MAX_STORE_DISTANCE ? n : MAX_STORE_DISTANCE;
      for (unsigned s = l; s-- > l - back;)
	{
	  if (!src[s % n].may_store)
	    continue;
	  enum mca_addr_overlap how = mca_addr_overlap (&a[s], &a[l]);
	  if (how == MCA_ADDR_DISJOINT)
	    continue;
	  bool renamed = how == MCA_ADDR_CONTAINED
	    && mca_addr_renamable (m, &src[s % n], &a[s], ld, &a[l]);
	  /* A plain store's data is its source register's, which the
	     register edges time; a read-modify-write makes its data from
	     its own load, so its whole latency lies on the chain
	     (addl $1, (%rdi) repeated: load, add and store each time).  */
	  int own = src[s % n].may_load ? (int) src[s % n].desc->max_latency
	    : 1;
	  int lat = own + (how == MCA_ADDR_CONTAINED
			   ? mca_forward_cycles (m, ld, &a[s], &a[l],
						 m->forward_fast_data_cycles
						 && store_data_fast (src, n, writers,
								     s))
			   : (int) m->forward_fail_cycles);
	  /* The store wrote the same bytes the iteration before: a
	     location stored every iteration (hw_lsu.c).  */
	  if (how == MCA_ADDR_CONTAINED && m->forward_repeat_cycles
	      && !mca_writes_vector (ld)
	      && mca_addr_overlap (&a[s % n], &a[s % n + n])
	      == MCA_ADDR_CONTAINED
	      && mca_addr_overlap (&a[s % n + n], &a[s % n])
	      == MCA_ADDR_CONTAINED)
	    lat += (int) m->forward_repeat_cycles;
	  if (renamed)
	    {
	      /* The stored register's value reaches the load's users
		 after what the load's latency has beyond a load's.  */
	      int full = (int) ld->desc->max_latency;
	      int rest = mca_renamed_latency (m, ld, full);
	      lat = (rest > 0 ? rest : 0) - full;
	      /* A read-modify-write's value comes from its operation, one
		 cycle or what the load's latency has beyond a load's after
		 it starts (addl $1, (%rdi) repeated: 1 cycle each).  */
	      if (src[s % n].may_load)
		lat = rest > 1 ? rest : 1;
	    }
	  if (!renamed || mca_store_data_reg (&src[s % n])
	      || src[s % n].may_load)
	    add_edge (g, s % n, l % n, (long) lat * MILLI, s < n ? 1 : 0,
		      MCA_REG_NONE);
	  break;
	}
    }
}

static int
edge_by_target (const void *a, const void *b)
{
  const struct dep_edge *x = a, *y = b;
  return x->to != y->to ? (x->to < y->to ? -1 : 1)
    : x->from != y->from ? (x->from < y->from ? -1 : 1) : 0;
}

/* Longest paths through T unrolled iterations: d[t*n + v], with the
   edge that reached it in via[].  Edges of distance 0 go forward in
   program order, so one pass over the instructions per iteration is a
   topological order.  G's edges are sorted by target; FIRST[v] is the
   first edge into v.  */
static void
unrolled_longest (const struct dep_graph *g, const unsigned *first,
		  unsigned n, unsigned T, long *d, int *via)
{
  for (unsigned t = 0; t < T; t++)
    for (unsigned v = 0; v < n; v++)
      {
	long best = 0;
	int arg = -1;
	for (unsigned k = first[v]; k < first[v + 1]; k++)
	  {
	    const struct dep_edge *e = &g->e[k];
	    if (e->distance > t)
	      continue;
	    long c = d[(t - e->distance) * n + e->from] + e->latency;
	    if (c > best || (arg < 0 && c == best && c > 0))
	      {
		best = c;
		arg = (int) k;
	      }
	  }
	d[t * n + v] = best;
	via[t * n + v] = arg;
      }
}

static struct mca_bound *
add_bound (struct mca_region_result *rr, enum mca_bound_kind kind,
	   double cycles, char *what, unsigned inst)
{
  rr->bounds = XRESIZEVEC (struct mca_bound, rr->bounds, rr->nbounds + 1);
  struct mca_bound *b = &rr->bounds[rr->nbounds++];
  b->kind = kind;
  b->cycles_per_iteration = cycles;
  b->what = what;
  b->words = NULL;
  b->inst = inst;
  return b;
}

const char *
mca_bound_serial_noun (const char *resource)
{
  static const char *const nouns[][2] = {
    {"Lock", "locked instructions"}, {"Fence", "fences"},
    {"Pause", "pauses"}
  };
  for (size_t k = 0; resource && k < sizeof nouns / sizeof nouns[0]; k++)
    if (strcmp (resource, nouns[k][0]) == 0)
      return nouns[k][1];
  return NULL;
}

/* On a tie, the bound a programmer can act on most directly comes
   first: a dependency chain, then a unit, then the front end.  */
static int
kind_rank (enum mca_bound_kind k)
{
  switch (k)
    {
    case MCA_BOUND_DEPENDENCY: return 0;
    case MCA_BOUND_MEMORY: return 1;
    case MCA_BOUND_DIVIDER: return 2;
    case MCA_BOUND_SERIAL: return 2;
    case MCA_BOUND_PORTS: return 3;
    case MCA_BOUND_QUEUE: return 4;
    case MCA_BOUND_CONTROL: return 5;
    case MCA_BOUND_FRONTEND: return 6;
    }
  return 7;
}

static int
bound_cmp (const void *a, const void *b)
{
  const struct mca_bound *x = a, *y = b;
  double dx = x->cycles_per_iteration, dy = y->cycles_per_iteration;
  if (dx > dy + 1e-9)
    return -1;
  if (dy > dx + 1e-9)
    return 1;
  return kind_rank (x->kind) - kind_rank (y->kind);
}

static bool
names_divider (const char *name)
{
  for (const char *p = name; *p; p++)
    if (tolower ((unsigned char) p[0]) == 'd'
	&& tolower ((unsigned char) p[1]) == 'i'
	&& tolower ((unsigned char) p[2]) == 'v')
      return true;
  return false;
}

static char *
edge_reg (const struct dep_graph *g, int k)
{
  return k >= 0 && g->e[k].reg
    ? xasprintf ("%%%s", mca_reg_asm_name (g->e[k].reg)) : NULL;
}

/* The critical chain: walk back from the node that ends the longest
   path of the last unrolled iteration until a node repeats (the cycle
   the path settled into), then keep one turn of it.  In the walk,
   edges[k] goes from nodes[k + 1] to nodes[k].  */
static void
critical_chain (const struct dep_graph *g, unsigned n, unsigned T,
		const long *d, const int *via, struct mca_region_result *rr,
		double *ratio)
{
  unsigned last = T - 1, end = 0;
  for (unsigned v = 0; v < n; v++)
    if (d[last * n + v] > d[last * n + end])
      end = v;
  *ratio = 0;
  if (d[last * n + end] == 0)
    return;

  unsigned cap = T * n + 1, len = 0;
  unsigned *nodes = XNEWVEC (unsigned, cap), *iters = XNEWVEC (unsigned, cap);
  int *edges = XNEWVEC (int, cap);
  unsigned t = last, v = end;
  while (len < cap)
    {
      nodes[len] = v;
      iters[len] = t;
      int k = via[t * n + v];
      edges[len++] = k;
      if (k < 0)
	break;
      t -= g->e[k].distance;
      v = g->e[k].from;
    }

  /* The first node of the walk that comes again closes a cycle, at its
     second visit: a .. b.  Taking the cycle closed first keeps to one
     cycle where several tie (a chain within an iteration and one over
     two, both 9 cycles an iteration): the node first visited may come
     again only after the walk has gone round another cycle many
     times.  */
  unsigned a = len, b = len;
  unsigned *first_visit = XNEWVEC (unsigned, n);
  for (unsigned v = 0; v < n; v++)
    first_visit[v] = len;
  for (unsigned j = 0; j < len; j++)
    if (first_visit[nodes[j]] == len)
      first_visit[nodes[j]] = j;
    else if (b == len)
      {
	a = first_visit[nodes[j]];
	b = j;
      }
  free (first_visit);

  if (a < len)
    {
      /* One turn, forwards: nodes[b] (= nodes[a]) -> nodes[b-1] -> ...
	 -> nodes[a+1] -> nodes[a].  */
      unsigned count = b - a;
      long lat = 0;
      for (unsigned k = a; k < b; k++)
	lat += g->e[edges[k]].latency;
      unsigned dist = iters[a] - iters[b];
      *ratio = dist ? (double) lat / MILLI / dist : 0;
      rr->chain_cycles = *ratio;
      rr->chain_loop_carried = true;
      unsigned start = 0;
      for (unsigned k = 1; k < count; k++)
	if (nodes[a + k] < nodes[a + start])
	  start = k;
      rr->nchain = count;
      rr->chain = XCNEWVEC (struct mca_chain_link, count);
      for (unsigned k = 0; k < count; k++)
	{
	  unsigned pos = a + (start + count - k) % count;
	  rr->chain[k].inst = nodes[pos];
	  /* The edge out of nodes[pos], forwards.  */
	  rr->chain[k].reg = edge_reg (g, pos > a ? edges[pos - 1]
					       : edges[b - 1]);
	}
    }
  else
    {
      /* No loop-carried chain: the longest path, forwards.  */
      rr->chain_cycles = (double) d[last * n + end] / MILLI;
      rr->chain_loop_carried = false;
      unsigned count = len;
      rr->nchain = count;
      rr->chain = XCNEWVEC (struct mca_chain_link, count);
      for (unsigned k = 0; k < count; k++)
	{
	  rr->chain[k].inst = nodes[count - 1 - k];
	  rr->chain[k].reg = k + 1 < count ? edge_reg (g, edges[count - 2 - k])
					   : NULL;
	}
    }
  free (nodes);
  free (iters);
  free (edges);
}

/* Dispatch cycles of one iteration when taken branches end dispatch
   groups (the model's taken-branch-ends-group), as the dispatch stage
   fills them; 0 when the model has no such rule or nothing branches.  */
static unsigned
grouped_dispatch_cycles (const struct mca_model *m,
			 const struct mca_sinst *src, unsigned n,
			 unsigned width)
{
  if (!m->taken_branch_ends_group || !width || !src[n - 1].taken_branch)
    return 0;
  unsigned cycles = 0, avail = 0;
  for (unsigned i = 0; i < n; i++)
    {
      unsigned uops = src[i].desc->uops;
      unsigned need = uops < width ? uops : width;
      if (need > avail || (src[i].begin_group && avail != width))
	{
	  cycles++;
	  avail = width;
	}
      if (uops > width)
	{
	  cycles += (uops - width + width - 1) / width;
	  avail = 0;
	}
      else
	avail -= uops;
      if (src[i].end_group || src[i].taken_branch)
	avail = 0;
    }
  return cycles;
}

/* Where the dispatch stage's grouping stands between instructions:
   slots left in the cycle, instructions taking slots in it, of them
   un-laminated, and slots an instruction carries over.  */
struct rename_state
{
  unsigned avail, insts, unlaminated, carry;
};

static bool
rename_state_same (const struct rename_state *a, const struct rename_state *b)
{
  return a->avail == b->avail && a->insts == b->insts
    && a->unlaminated == b->unlaminated && a->carry == b->carry;
}

/* Starts the next cycle of S; returns 1 (the cycle counted).  */
static unsigned
rename_next_cycle (struct rename_state *s, unsigned width)
{
  s->unlaminated = 0;
  s->insts = s->carry != 0;
  if (s->carry >= width)
    {
      s->carry -= width;
      s->avail = 0;
    }
  else
    {
      s->avail = width - s->carry;
      s->carry = 0;
    }
  return 1;
}

/* Cycles per iteration in-order dispatch takes, as the dispatch stage
   groups instructions (and with nothing else in its way), under the
   model's unlaminated-positions and unlaminated-per-cycle (UNLAMINATED)
   or under the group flags of the instructions' classes, one that
   begins a group waiting for a cycle of its own and one that ends it
   leaving no slot after it (GROUPS); 0 when the rule has no instruction
   to act on.  The grouping at an iteration's start decides the rest, so
   the rate is that of the first grouping met again.  */
static double
rename_cycles (const struct mca_model *m, const struct mca_sinst *src,
	       unsigned n, unsigned width, bool unlaminated, bool groups)
{
  if (!width || (unlaminated && !m->unlaminated_positions))
    return 0;
  bool any = false;
  for (unsigned i = 0; i < n && !any; i++)
    any = unlaminated ? mca_sinst_unlaminates (&src[i])
      : groups && (src[i].begin_group || src[i].end_group);
  if (!any)
    return 0;
  enum { TRIES = 64 };
  struct rename_state seen[TRIES + 1];
  unsigned seen_cycle[TRIES + 1];
  struct rename_state s = { width, 0, 0, 0 };
  unsigned cycles = 1;
  for (unsigned it = 0; it <= TRIES; it++)
    {
      for (unsigned k = 0; k < it; k++)
	if (rename_state_same (&seen[k], &s))
	  return (double) (cycles - seen_cycle[k]) / (it - k);
      seen[it] = s;
      seen_cycle[it] = cycles;
      for (unsigned i = 0; i < n; i++)
	{
	  const struct mca_sinst *si = &src[i];
	  unsigned uops = si->desc->uops;
	  bool split = unlaminated && mca_sinst_unlaminates (si);
	  for (;;)
	    {
	      unsigned need = uops < width ? uops : width;
	      if (m->split_dispatch && need > 1 && !split)
		need = 1;
	      bool waits = s.carry || need > s.avail
			   || (!s.avail && !si->fused)
			   || (groups && si->begin_group && s.avail != width)
			   || (split
			       && (s.insts >= m->unlaminated_positions
				   || (m->unlaminated_per_cycle
				       && s.unlaminated
					  >= m->unlaminated_per_cycle)));
	      if (!waits)
		break;
	      cycles += rename_next_cycle (&s, width);
	    }
	  unsigned now = uops < s.avail ? uops : s.avail;
	  if (uops > width && !m->split_dispatch)
	    now = width;
	  if (uops > now)
	    {
	      s.carry = uops - now;
	      s.avail = 0;
	    }
	  else
	    s.avail -= uops;
	  if (now)
	    {
	      s.insts++;
	      s.unlaminated += split;
	    }
	  if (groups && si->end_group)
	    s.avail = 0;
	}
    }
  return 0;
}

/* The first instruction of SRC (N of them) whose class begins or ends
   its dispatch group.  */
static unsigned
first_grouping (const struct mca_sinst *src, unsigned n)
{
  for (unsigned i = 0; i < n; i++)
    if (src[i].begin_group || src[i].end_group)
      return i;
  return ~0u;
}

/* Cycles per iteration the front end takes to follow the iteration's
   taken branches, each at the model's limit for its kind
   (taken-branches-per-cycle, or -compare after a compare); 0 when it
   has no such limit.  *TAKEN: how many the iteration has; *PER_CYCLE:
   the limit of the last.  */
static double
taken_branch_cycles (const struct mca_model *m, const struct mca_sinst *src,
		     unsigned n, unsigned *taken, unsigned *per_cycle)
{
  *taken = 0;
  *per_cycle = m->taken_branches_per_cycle;
  if (!m->taken_branches_per_cycle)
    return 0;
  double cycles = 0;
  for (unsigned i = 0; i < n; i++)
    if (src[i].taken_branch)
      {
	++*taken;
	*per_cycle = mca_taken_branch_limit (m, &src[i]);
	cycles += 1.0 / *per_cycle;
      }
  return cycles;
}

/* Cycles per iteration the front end takes to deliver the iteration
   under the model's taken-branch-uops, as the dispatch stage's delivery
   goes (each stretch up to a taken branch in cycles of that many
   micro-ops); 0 when it has no such limit or nothing branches.  */
static unsigned
delivery_cycles (const struct mca_model *m, const struct mca_sinst *src,
		 unsigned n)
{
  unsigned per_cycle = m->taken_branch_uops;
  if (!per_cycle || !src[n - 1].taken_branch)
    return 0;
  unsigned cycles = 0, left = 0;
  for (unsigned i = 0; i < n; i++)
    {
      if (!left)
	{
	  cycles++;
	  left = per_cycle;
	}
      unsigned uops = mca_sinst_delivered_uops (&src[i]);
      left = uops < left ? left - uops : 0;
      if (src[i].taken_branch)
	left = 0;
    }
  return cycles;
}

/* Cycles per iteration the model's issue-rate limits allow, the largest
   and its index in *WHICH; 0 when there are none.  */
static double
rate_limit_cycles (const struct mca_model *m, const struct mca_resmasks *rm,
		   const struct mca_sinst *src, unsigned n, unsigned *which)
{
  double best = 0;
  for (unsigned l = 0; l < m->nrate_limits; l++)
    {
      uint64_t mask = mca_rate_limit_mask (&m->rate_limits[l], rm);
      unsigned count = 0;
      for (unsigned i = 0; i < n; i++)
	if (mca_idesc_rate_held (src[i].desc) & mask)
	  /* Counted twice, but never more than a window holds: such an
	     instruction issues alone into an empty one.  */
	  count += src[i].desc->rate_twice >> l & 1
		   && m->rate_limits[l].count > 1 ? 2 : 1;
      double c = (double) count * m->rate_limits[l].window
	/ m->rate_limits[l].count;
      if (c > best)
	{
	  best = c;
	  *which = l;
	}
    }
  return best;
}

/* Models whose stores commit in pairs (`storepair'): for each
   instruction, the share of its iterations in which its store commits
   with the one before it and takes no unit of the pair resource
   (mem_addr.h), counted once the pairing has settled: an odd number of
   stores to one block pairs a different store each iteration, from A,
   the addresses of those iterations (body_addresses).  NULL when the
   model pairs none.  */
static double *
paired_store_share (const struct mca_model *m,
		    const struct mca_sinst *src, unsigned n,
		    const struct mca_sym_addr *a)
{
  if (!m->store_pair_res)
    return NULL;
  double *share = XCNEWVEC (double, n);
  struct mca_store_pairing pairing = {0};
  for (unsigned k = 0; k < (PAIRED_SETTLING + PAIRED_COUNTED) * n; k++)
    if (mca_store_pairs (&pairing, &src[k % n], &a[k], m->store_pair_bytes)
	&& k >= PAIRED_SETTLING * n)
      share[k % n] += 1.0 / PAIRED_COUNTED;
  return share;
}

/* The address of the memory operand of instruction I at iteration K,
   from A, the addresses of two iterations (body_addresses): its step
   repeated, when its registers keep their roots from one iteration to
   the next; else not known.  */
static struct mca_sym_addr
address_at (const struct mca_sym_addr *a, unsigned n, unsigned i, unsigned k)
{
  const struct mca_sym_addr *a0 = &a[i], *a1 = &a[i + n];
  if (k < 2)
    return k ? *a1 : *a0;
  struct mca_sym_addr ak = *a0;
  if (a0->base == a1->base && a0->index == a1->index
      && a0->scale == a1->scale)
    ak.off = a0->off + (int64_t) k * (a1->off - a0->off);
  else
    ak.known = false;
  return ak;
}

/* Models whose loads across two cache lines hold a load unit longer
   (`splitload'): for each instruction, the share of its iterations in
   which its load crosses a 64-byte line, its registers taken as
   line-aligned (mem_addr.h).  The addresses of two iterations give each
   load's step; its first 16 addresses (every pattern of a step of 4
   bytes or more) follow from them, or, when its registers are rooted
   anew from one iteration to the next, those two alone count.  NULL
   when the model has no such line.  */
static double *
split_load_share (const struct mca_model *m, const struct mca_sinst *src,
		  unsigned n, const struct mca_sym_addr *a)
{
  enum { COUNTED = 16 };
  if (!m->nsplit_loads)
    return NULL;
  double *share = XCNEWVEC (double, n);
  for (unsigned i = 0; i < n; i++)
    {
      if (!src[i].may_load || src[i].hint || !a[i].known || !a[i + n].known)
	continue;
      unsigned known = 0, split = 0;
      for (unsigned k = 0; k < COUNTED; k++)
	{
	  struct mca_sym_addr ak = address_at (a, n, i, k);
	  known += ak.known;
	  split += mca_addr_splits_block (&ak, 64);
	}
      share[i] = (double) split / known;
    }
  return share;
}

/* Models whose stores take a line-write unit unless a recent store
   wrote their line (`storeline'): for each instruction, the share of its
   iterations in which it takes the unit, over 16 iterations after 2
   (mca_store_line_new).  NULL when the model has no such line.  */
static double *
new_line_share (const struct mca_model *m, const struct mca_sinst *src,
		unsigned n, const struct mca_sym_addr *a)
{
  enum { SETTLING = 2, COUNTED = 16 };
  if (!m->store_line_res)
    return NULL;
  double *share = XCNEWVEC (double, n);
  struct mca_store_lines lines = {0};
  for (unsigned k = 0; k < SETTLING + COUNTED; k++)
    for (unsigned i = 0; i < n; i++)
      {
	if (!src[i].may_store)
	  continue;
	struct mca_sym_addr ak = address_at (a, n, i, k);
	if (mca_store_line_new (&lines, &src[i], &ak, m->store_line_window)
	    && k >= SETTLING)
	  share[i] += 1.0 / COUNTED;
      }
  return share;
}

/* Distinct unit sets of the body's resource uses and the cycles an
   iteration asks of each.  */
struct unit_load
{
  uint64_t units;
  double cycles;
};

static hashval_t
units_hash (const void *p)
{
  uint64_t u = *(const uint64_t *) p;
  return (hashval_t) (u ^ (u >> 29) ^ (u >> 47));
}

static int
units_eq (const void *a, const void *b)
{
  return *(const uint64_t *) a == *(const uint64_t *) b;
}

/* Candidate sets of units at most: the sets grow by joining loads that
   overlap them, which a body with many distinct port groups could
   multiply without end.  */
#define MAX_UNIT_SETS 4096

/* The busiest set of units, *SET, and its cycles per iteration: over the
   unions of overlapping unit sets of the body's uses (the union of
   disjoint sets is never busier than the busier of them), the cycles of
   the uses confined to the union over the units it holds.  Any
   assignment of uses to units keeps the union that busy: with the
   comparison of single resources alone, a loop whose compare takes
   port 0 and whose two branches take port 0 or 6 looked bound at 1 cycle
   per iteration by port 0 where ports 0 and 6 need 1.5.  */
static double
busiest_unit_set (const struct mca_model *m, const struct mca_resmasks *rm,
		  const struct unit_load *loads, unsigned nloads, uint64_t *set)
{
  uint64_t *sets = XNEWVEC (uint64_t, MAX_UNIT_SETS);
  unsigned nsets = 0;
  htab_t seen = htab_create (64, units_hash, units_eq, NULL);
  for (unsigned k = 0; k < nloads && nsets < MAX_UNIT_SETS; k++)
    {
      void **slot = htab_find_slot (seen, &loads[k].units, INSERT);
      if (!*slot)
	{
	  sets[nsets] = loads[k].units;
	  *slot = &sets[nsets++];
	}
    }
  for (unsigned s = 0; s < nsets; s++)
    for (unsigned k = 0; k < nloads && nsets < MAX_UNIT_SETS; k++)
      {
	uint64_t u = sets[s] | loads[k].units;
	if (!(sets[s] & loads[k].units) || u == sets[s])
	  continue;
	void **slot = htab_find_slot (seen, &u, INSERT);
	if (!*slot)
	  {
	    sets[nsets] = u;
	    *slot = &sets[nsets++];
	  }
      }
  htab_delete (seen);
  double best = 0;
  *set = 0;
  for (unsigned s = 0; s < nsets; s++)
    {
      double cycles = 0;
      for (unsigned k = 0; k < nloads; k++)
	if (!(loads[k].units & ~sets[s]))
	  cycles += loads[k].cycles;
      unsigned capacity = 0;
      for (uint64_t b = sets[s]; b; b &= b - 1)
	capacity += m->res[rm->state2res[mca_state_index (b & -b)]].units;
      if (capacity && cycles / capacity > best + 1e-9)
	{
	  best = cycles / capacity;
	  *set = sets[s];
	}
    }
  free (sets);
  return best;
}

/* The resource whose units are exactly SET, or 0.  */
static unsigned
resource_of_units (const struct mca_model *m, const struct mca_resmasks *rm,
		   uint64_t set)
{
  for (unsigned r = 1; r < m->nres; r++)
    if (rm->mask[r] && mca_mask_units (rm->mask[r]) == set)
      return r;
  return 0;
}

/* The names of SET's units joined by `+'.  */
static char *
units_name (const struct mca_model *m, const struct mca_resmasks *rm,
	    uint64_t set)
{
  size_t len = 1;
  for (uint64_t b = set; b; b &= b - 1)
    len += strlen (m->res[rm->state2res[mca_state_index (b & -b)]].name) + 1;
  char *name = XNEWVEC (char, len);
  name[0] = 0;
  for (uint64_t b = set; b; b &= b - 1)
    {
      if (name[0])
	strcat (name, "+");
      strcat (name, m->res[rm->state2res[mca_state_index (b & -b)]].name);
    }
  return name;
}

/* SET's units in plain words (resource_words.h).  */
static char *
joined_words (const struct mca_model *m, const struct mca_resmasks *rm,
	      uint64_t set)
{
  unsigned res[64], n = 0;
  for (uint64_t b = set; b && n < 64; b &= b - 1)
    res[n++] = rm->state2res[mca_state_index (b & -b)];
  return mca_units_words (m, res, n);
}

/* The cycles each resource is busy an iteration (BUSY, indexed by
   resource), and the first instruction using it (USER, ~0u: none; may
   be NULL).  ADDR holds the body's addresses (body_addresses).  */
static void
resource_busy (const struct mca_model *m, const struct mca_resmasks *rm,
	       const struct mca_sinst *src, unsigned n,
	       const struct mca_sym_addr *addr, const double *offset,
	       double *busy, unsigned *user, struct unit_load *loads,
	       unsigned *nloads)
{
  double *paired = paired_store_share (m, src, n, addr);
  uint64_t pair_mask = paired ? rm->mask[m->store_pair_res] : 0;
  double *split = split_load_share (m, src, n, addr);
  double *new_line = new_line_share (m, src, n, addr);
  uint64_t line_mask = new_line ? rm->mask[m->store_line_res] : 0;
  for (unsigned i = 0; i < n; i++)
    {
      const struct mca_idesc *d = src[i].desc;
      const struct mca_split_load *sl = split && split[i] > 0
	? mca_split_load_of (m, rm, d) : NULL;
      /* The unit held longer by the share that reads an offset kept at
	 rename (rename_offsets.h).  */
      int held = offset && offset[i] > 0 && src[i].fold_read_hold
	? mca_offset_hold_use (d) : -1;
      for (unsigned k = 0; k < d->nres; k++)
	if (d->res[k].cycles)
	  {
	    unsigned r = rm->state2res[mca_state_index (d->res[k].mask)];
	    double cycles = d->res[k].cycles;
	    if (paired && d->res[k].mask == pair_mask)
	      cycles *= 1 - paired[i];
	    if (new_line && d->res[k].mask == line_mask)
	      cycles *= new_line[i];
	    /* The split loads' longer hold, as dispatch gives it (a store
	       that stretches the pair resource takes its place: none on
	       a model that splits loads).  */
	    if (sl && d->res[k].mask == rm->mask[sl->res])
	      cycles += sl->cycles * split[i];
	    if ((int) k == held)
	      cycles += src[i].fold_read_hold * offset[i];
	    /* An add done at rename but for a share of its instances.  */
	    if (src[i].fold)
	      cycles *= src[i].fold_per_mille / (double) MILLI;
	    busy[r] += cycles;
	    if (user && user[r] == ~0u)
	      user[r] = i;
	    if (!loads)
	      continue;
	    uint64_t units = mca_mask_units (d->res[k].mask);
	    unsigned l = 0;
	    while (l < *nloads && loads[l].units != units)
	      l++;
	    if (l == *nloads)
	      loads[(*nloads)++] = (struct unit_load) {units, 0};
	    loads[l].cycles += cycles;
	  }
    }
  free (paired);
  free (split);
  free (new_line);
}

/* The larger of the dispatch bound and the busiest resource's cycles per
   iteration (llvm-mca's Block RThroughput), BUSY the resources' busy
   cycles per iteration, and the model's rules that bound every
   iteration as firmly: taken branches ending dispatch groups (GROUPED,
   FOLLOWED), issue-rate limits (LIMITED).  */
static double
block_rthroughput (const struct mca_model *m, const double *busy,
		   unsigned uops, unsigned dispatch_width, unsigned grouped,
		   double followed, double limited)
{
  double best = dispatch_width ? (double) uops / dispatch_width : 0;
  for (unsigned r = 1; r < m->nres; r++)
    if (busy[r] && m->res[r].units && busy[r] / m->res[r].units > best)
      best = busy[r] / m->res[r].units;
  if (grouped > best)
    best = grouped;
  if (followed > best)
    best = followed;
  if (limited > best)
    best = limited;
  return best;
}

double
mca_bounds_analyze (const struct mca_model *m, const struct mca_resmasks *rm,
		    const struct mca_sinst *src, unsigned n,
		    unsigned dispatch_width, struct mca_region_result *rr)
{
  if (!n)
    return 0;

  /* Front end.  */
  unsigned uops = 0;
  for (unsigned i = 0; i < n; i++)
    uops += src[i].desc->uops;
  if (dispatch_width)
    add_bound (rr, MCA_BOUND_FRONTEND, (double) uops / dispatch_width,
	       xasprintf ("dispatch width %u, %u uops", dispatch_width, uops),
	       ~0u);
  unsigned grouped = grouped_dispatch_cycles (m, src, n, dispatch_width);
  if (grouped * dispatch_width > uops)
    add_bound (rr, MCA_BOUND_CONTROL, grouped,
	       xasprintf ("the taken branch ends its dispatch group: %u uops "
			  "in %u cycles of width %u", uops, grouped,
			  dispatch_width), n - 1);
  unsigned taken, per_cycle;
  double followed = taken_branch_cycles (m, src, n, &taken, &per_cycle);
  if (followed * dispatch_width > uops)
    add_bound (rr, MCA_BOUND_CONTROL, followed,
	       xasprintf ("%u taken branch%s, %u a cycle", taken,
			  taken == 1 ? "" : "es", per_cycle),
	       n - 1);
  /* Each taken branch ends a cycle's delivery: the bound says more
     than the taken branches' only when a stretch takes two cycles.  */
  unsigned delivered = delivery_cycles (m, src, n);
  if (delivered > followed && delivered * dispatch_width > uops)
    add_bound (rr, MCA_BOUND_FRONTEND, delivered,
	       xasprintf ("delivery of %u uops a cycle up to a taken branch, "
			  "%u cycles an iteration", m->taken_branch_uops,
			  delivered), n - 1);
  double renamed = rename_cycles (m, src, n, dispatch_width, true, false);
  if (renamed * dispatch_width > uops)
    add_bound (rr, MCA_BOUND_FRONTEND, renamed,
	       m->unlaminated_per_cycle
	       ? xasprintf ("rename of instructions split by an index "
			    "register: only among a cycle's first %u, at "
			    "most %u a cycle", m->unlaminated_positions,
			    m->unlaminated_per_cycle)
	       : xasprintf ("rename of instructions split by an index "
			    "register: only among a cycle's first %u",
			    m->unlaminated_positions), ~0u);
  /* The class flags that a model whose taken branches end their groups
     has counted above.  */
  double alone = m->taken_branch_ends_group ? 0
    : rename_cycles (m, src, n, dispatch_width, false, true);
  if (alone * dispatch_width > uops)
    add_bound (rr, MCA_BOUND_FRONTEND, alone,
	       xasprintf ("instructions that rename in a cycle of their own"),
	       first_grouping (src, n));
  unsigned limit = 0;
  double limited = rate_limit_cycles (m, rm, src, n, &limit);
  if (limited > 0)
    {
      const struct mca_rate_limit *l = &m->rate_limits[limit];
      unsigned named[1 + MCA_MAX_RATE_ALSO];
      named[0] = l->res;
      memcpy (named + 1, l->also, l->nalso * sizeof *named);
      char *names = xstrdup (m->res[l->res].name);
      for (unsigned k = 0; k < l->nalso; k++)
	{
	  char *more = concat (names, ",", m->res[l->also[k]].name, NULL);
	  free (names);
	  names = more;
	}
      char *words = mca_units_words (m, named, 1 + l->nalso);
      add_bound (rr, MCA_BOUND_PORTS, limited,
		 xasprintf ("%s issue rate (at most %u per %u cycles)", names,
			    l->count, l->window), ~0u)->words
	= xasprintf ("%s%s issue rate (at most %u per %u cycles)", words,
		     l->nalso ? " together" : "", l->count, l->window);
      free (names);
      free (words);
    }
  /* The model's zmm-vector-issue (only a region with a 512-bit
     instruction counts vector operations).  */
  unsigned vector_ops = 0;
  const char *vector_what = NULL;
  for (unsigned i = 0; i < n; i++)
    vector_ops += src[i].vector_ops;
  if (vector_ops)
    {
      struct mca_bound *b
	= add_bound (rr, MCA_BOUND_PORTS,
		     (double) vector_ops / m->zmm_vector_issue,
		     xasprintf ("vector operations with 512-bit code: %u, "
				"at most %u a cycle", vector_ops,
				m->zmm_vector_issue), ~0u);
      b->words = xasprintf ("vector operations with 512-bit code (%u a "
			    "cycle)", m->zmm_vector_issue);
      vector_what = b->what;
    }

  /* The instructions that read a value carrying an offset kept at
     rename pay for it in their units and their results' latency.  */
  struct mca_writer_index writers;
  mca_writer_index_build (src, n, &writers);
  double *offset = mca_offset_read_shares (src, n, &writers);
  struct mca_sym_addr *addr = body_addresses (src, n,
					      address_iterations (m));

  /* Resources: the busiest of each, with the first instruction using it
     for dividers.  */
  double *busy = XCNEWVEC (double, m->nres + 1);
  unsigned *user = XNEWVEC (unsigned, m->nres + 1);
  memset (user, 0xff, (m->nres + 1) * sizeof *user);
  struct unit_load *loads = XNEWVEC (struct unit_load, m->nres + 1);
  unsigned nloads = 0;
  resource_busy (m, rm, src, n, addr, offset, busy, user, loads, &nloads);
  double block = block_rthroughput (m, busy, uops, dispatch_width, grouped,
				    followed, limited);
  unsigned best_res = 0;
  double best = 0;
  for (unsigned r = 1; r < m->nres; r++)
    if (busy[r] && m->res[r].units)
      {
	double c = busy[r] / m->res[r].units;
	if (c > best)
	  {
	    best = c;
	    best_res = r;
	  }
      }
  uint64_t set;
  double joined = busiest_unit_set (m, rm, loads, nloads, &set);
  free (loads);
  char *joined_name = NULL;
  if (joined > best + 1e-9)
    {
      /* Units that single resources leave apart bind together.  */
      best = joined;
      best_res = resource_of_units (m, rm, set);
      if (!best_res)
	joined_name = units_name (m, rm, set);
    }
  if (joined_name)
    add_bound (rr, MCA_BOUND_PORTS, best, joined_name, ~0u)->words
      = joined_words (m, rm, set);
  else if (best_res)
    {
      const char *name = m->res[best_res].name;
      struct mca_bound *b;
      if (names_divider (name))
	b = add_bound (rr, MCA_BOUND_DIVIDER, best, xstrdup (name),
		       user[best_res]);
      else if (mca_bound_serial_noun (name))
	/* The models' resources of locked instructions, fences and pauses
	   (class-fixes).  */
	b = add_bound (rr, MCA_BOUND_SERIAL, best, xstrdup (name),
		       user[best_res]);
      else
	b = add_bound (rr, MCA_BOUND_PORTS, best, xstrdup (name), ~0u);
      b->words = xstrdup (mca_resource_words (m, best_res));
    }
  free (busy);
  free (user);

  /* Dependencies.  */
  struct dep_graph g = {0};
  register_edges (src, n, &writers, &g);
  if (m->store_forwarding)
    tracked_memory_edges (m, src, n, addr, &writers, &g);
  else
    memory_edges (src, n, &writers, &g);
  struct slow_extra late;
  slow_forward_extra (m, rm, src, n, &writers, &late);
  /* Results that come late: by the slowforward lines, and for the
     share of a writer's instances that read an offset kept at
     rename.  */
  if (late.extra || late.stale || offset)
    for (unsigned k = 0; k < g.ne; k++)
      {
	unsigned from = g.e[k].from;
	g.e[k].latency += slow_edge_extra (&late, &g.e[k]);
	if (offset)
	  g.e[k].latency += (long) (src[from].fold_read_latency
				    * offset[from] * MILLI);
      }
  free (offset);
  free (addr);
  free (late.extra);
  free (late.stale);
  free (late.stale_id);
  mca_writer_index_free (&writers);
  if (g.ne)
    qsort (g.e, g.ne, sizeof *g.e, edge_by_target);
  unsigned *first = XCNEWVEC (unsigned, n + 1);
  for (unsigned k = 0; k < g.ne; k++)
    first[g.e[k].to + 1]++;
  for (unsigned v = 0; v < n; v++)
    first[v + 1] += first[v];
  /* Enough iterations for the longest path to settle into its cycle
     (a cycle visits each instruction at most once per turn); for a
     region of thousands of instructions, as many as MAX_UNROLLED_NODES
     allows, which bounds the memory the paths take.  */
  unsigned T = 2 * n + 16;
  if (T > 512)
    T = 512;
  if ((size_t) T * n > MAX_UNROLLED_NODES)
    T = MAX_UNROLLED_NODES / n > 16 ? MAX_UNROLLED_NODES / n : 16;
  long *d = XNEWVEC (long, (size_t) T * n);
  int *via = XNEWVEC (int, (size_t) T * n);
  unrolled_longest (&g, first, n, T, d, via);
  free (first);
  double ratio;
  critical_chain (&g, n, T, d, via, rr, &ratio);
  if (rr->chain_loop_carried && ratio > 0)
    {
      bool through_memory = false;
      const char *reg = NULL, *address = "";
      for (size_t k = 0; k < rr->nchain; k++)
	if (!rr->chain[k].reg)
	  {
	    /* The store's address names the chain through memory.  */
	    through_memory = true;
	    const struct mca_sinst *st = &src[rr->chain[k].inst];
	    for (unsigned o = 0; o < st->text->nops; o++)
	      if (st->text->ops[o].kind == MCA_OPND_MEM && st->text->ops[o].text)
		address = st->text->ops[o].text;
	  }
	else if (!reg)
	  reg = rr->chain[k].reg;
      /* The register carried around the back edge names the chain.  */
      const struct mca_chain_link *lastl = &rr->chain[rr->nchain - 1];
      if (lastl->reg)
	reg = lastl->reg;
      add_bound (rr, through_memory ? MCA_BOUND_MEMORY
		 : MCA_BOUND_DEPENDENCY, ratio,
		 xstrdup (through_memory ? address : reg ? reg : "?"),
		 lastl->inst);
    }
  free (d);
  free (via);
  free (g.e);

  if (rr->nbounds)
    qsort (rr->bounds, rr->nbounds, sizeof *rr->bounds, bound_cmp);
  /* The vector operations' bound names no unit: the units it ties with
     come first, a programmer can act on them.  */
  for (unsigned k = 0; vector_what && k + 1 < rr->nbounds; k++)
    if (rr->bounds[k].what == vector_what
	&& bound_cmp (&rr->bounds[k], &rr->bounds[k + 1]) == 0)
      {
	struct mca_bound t = rr->bounds[k];
	rr->bounds[k] = rr->bounds[k + 1];
	rr->bounds[k + 1] = t;
      }
  rr->whatif_cycles = rr->nbounds > 1 ? rr->bounds[1].cycles_per_iteration
				      : 0;
  return block;
}
