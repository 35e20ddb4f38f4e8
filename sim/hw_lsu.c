/* hw_lsu.c - load/store queues and memory-ordering groups.  */

#include "hw_lsu.h"
#include "run_blocks.h"

#include <stdlib.h>
#include <string.h>

#include <libiberty/libiberty.h>

void
mca_lsu_init (struct mca_lsu *lsu, unsigned lq, unsigned sq, bool no_alias,
	      unsigned rob_size)
{
  memset (lsu, 0, sizeof *lsu);
  lsu->lq_size = lq;
  lsu->sq_size = sq;
  lsu->no_alias = no_alias;
  lsu->next_id = 1;
  lsu->oldest_live = 1;
  /* Live groups belong to in-flight instructions, so their ids span less
     than the reorder buffer; four times that leaves stale ids harmless.  */
  unsigned cap = 64;
  while (cap < 4 * rob_size + 64)
    cap *= 2;
  lsu->cap = cap;
  /* Slots are initialised when their first group is created (ids count
     up from 1): a short run touches few of them.  */
  lsu->groups = mca_block_alloc (cap * sizeof *lsu->groups);
  memset (&lsu->groups[0], 0, sizeof lsu->groups[0]);	/* id 0 is never made */
}

/* Slots some group has used.  */
static unsigned
used_slots (const struct mca_lsu *lsu)
{
  return lsu->next_id < lsu->cap ? lsu->next_id : lsu->cap;
}

void
mca_lsu_fini (struct mca_lsu *lsu)
{
  unsigned used = used_slots (lsu);
  for (unsigned i = 0; i < used; i++)
    {
      free (lsu->groups[i].order_succ);
      free (lsu->groups[i].data_succ);
    }
  mca_block_free (lsu->groups, lsu->cap * sizeof *lsu->groups);
  lsu->groups = NULL;
  free (lsu->stores);
  free (lsu->blocks);
  lsu->stores = NULL;
  lsu->blocks = NULL;
}

void
mca_lsu_set_forwarding (struct mca_lsu *lsu, const struct mca_model *m)
{
  lsu->model = m;
  lsu->forwarding = true;
  memset (lsu->writer_latency, 255, sizeof lsu->writer_latency);
}

static struct mca_lsu_store *
store_at (const struct mca_lsu *lsu, unsigned k)
{
  return &lsu->stores[(lsu->first_store + k) % lsu->cap_stores];
}

static void
push_store (struct mca_lsu *lsu, const struct mca_inst *i, unsigned group)
{
  if (lsu->nstores == lsu->cap_stores)
    {
      unsigned cap = lsu->cap_stores ? 2 * lsu->cap_stores : 16;
      struct mca_lsu_store *v = XNEWVEC (struct mca_lsu_store, cap);
      for (unsigned k = 0; k < lsu->nstores; k++)
	v[k] = *store_at (lsu, k);
      free (lsu->stores);
      lsu->stores = v;
      lsu->cap_stores = cap;
      lsu->first_store = 0;
    }
  struct mca_lsu_store *st = store_at (lsu, lsu->nstores++);
  st->addr = i->addr;
  st->group = group;
  st->iid = i->iid;
  st->si = i->si;
  st->data_reg = mca_store_data_reg (i->si);
  st->data = i->store_data;
  st->data_fast = i->store_data_fast;
}

/* The youngest store in flight whose bytes a load at ADDR reads, its
   place in the store queue in *AT, and how; NULL when none.  */
static const struct mca_lsu_store *
find_store (const struct mca_lsu *lsu, const struct mca_sym_addr *addr,
	    unsigned *at, enum mca_addr_overlap *how)
{
  for (unsigned k = lsu->nstores; k-- > 0;)
    {
      const struct mca_lsu_store *st = store_at (lsu, k);
      if (!mca_addr_same_roots (&st->addr, addr))
	continue;
      *how = mca_addr_overlap (&st->addr, addr);
      if (*how != MCA_ADDR_DISJOINT)
	{
	  *at = k;
	  return st;
	}
    }
  return NULL;
}

/* Whether a store in flight older than the one at place AT wrote all
   the bytes a load at ADDR reads.  */
static bool
older_store_covers (const struct mca_lsu *lsu, unsigned at,
		    const struct mca_sym_addr *addr)
{
  for (unsigned k = at; k-- > 0;)
    {
      const struct mca_sym_addr *stored = &store_at (lsu, k)->addr;
      if (mca_addr_same_roots (stored, addr)
	  && mca_addr_overlap (stored, addr) == MCA_ADDR_CONTAINED)
	return true;
    }
  return false;
}

static struct mca_mem_group *
group (const struct mca_lsu *lsu, unsigned id)
{
  if (!id)
    return NULL;
  struct mca_mem_group *g = &lsu->groups[id & (lsu->cap - 1)];
  return g->id == id ? g : NULL;
}

static unsigned
create_group (struct mca_lsu *lsu)
{
  unsigned id = lsu->next_id++;
  struct mca_mem_group *g = &lsu->groups[id & (lsu->cap - 1)];
  if (id < lsu->cap)
    memset (g, 0, sizeof *g);
  unsigned *o = g->order_succ, *d = g->data_succ;
  unsigned co = g->cap_order, cd = g->cap_data;
  memset (g, 0, sizeof *g);
  g->order_succ = o, g->data_succ = d;
  g->cap_order = co, g->cap_data = cd;
  g->id = id;
  return id;
}

/* A new instruction joins group ID (which may have been executed).  */
static void
add_to_group (struct mca_lsu *lsu, unsigned id)
{
  group (lsu, id)->ninsts++;
  if (id < lsu->oldest_live)
    lsu->oldest_live = id;
}

static bool
g_is_waiting (const struct mca_mem_group *g)
{
  return g->npreds > g->nexecuting_preds + g->nexecuted_preds;
}

static bool
g_is_pending (const struct mca_mem_group *g)
{
  return g->nexecuting_preds
    && g->nexecuted_preds + g->nexecuting_preds == g->npreds;
}

static bool
g_is_ready (const struct mca_mem_group *g)
{
  return g->nexecuted_preds == g->npreds;
}

static bool
g_is_executing (const struct mca_mem_group *g)
{
  return g->nexecuting && g->nexecuting == g->ninsts - g->nexecuted;
}

static bool
g_is_executed (const struct mca_mem_group *g)
{
  return g->ninsts == g->nexecuted;
}

static void
g_on_group_issued (struct mca_mem_group *g, const struct mca_inst *crit,
		   unsigned crit_iid, bool update_critical)
{
  g->nexecuting_preds++;
  if (!update_critical || !crit)
    return;
  int left = mca_inst_cycles_left (crit);
  unsigned cycles = left > 0 ? (unsigned) left : 0;
  if (g->critical_pred.cycles < cycles)
    {
      g->critical_pred.iid = crit_iid;
      g->critical_pred.cycles = cycles;
    }
}

static void
g_on_group_executed (struct mca_mem_group *g)
{
  g->nexecuting_preds--;
  g->nexecuted_preds++;
}

static void
push_succ (unsigned **v, unsigned *n, unsigned *cap, unsigned id)
{
  if (*n == *cap)
    {
      *cap = *cap ? 2 * *cap : 4;
      *v = xrealloc (*v, *cap * sizeof **v);
    }
  (*v)[(*n)++] = id;
}

static void
add_successor (struct mca_lsu *lsu, unsigned pred_id, unsigned succ_id,
	       bool data_dependent)
{
  struct mca_mem_group *p = group (lsu, pred_id);
  struct mca_mem_group *s = group (lsu, succ_id);
  if (!p || !s)
    return;
  /* No order dependency on a group that has fully issued.  */
  if (!data_dependent && g_is_executing (p))
    return;
  s->npreds++;
  if (g_is_executing (p))
    g_on_group_issued (s, p->critical_inst, p->critical_iid, data_dependent);
  if (data_dependent)
    push_succ (&p->data_succ, &p->ndata, &p->cap_data, succ_id);
  else
    push_succ (&p->order_succ, &p->norder, &p->cap_order, succ_id);
}

enum mca_lsu_status
mca_lsu_is_available (const struct mca_lsu *lsu, const struct mca_inst *i)
{
  if (i->si->may_load && lsu->lq_size && lsu->used_lq == lsu->lq_size)
    return MCA_LSU_LQUEUE_FULL;
  if (i->si->may_store && lsu->sq_size && lsu->used_sq == lsu->sq_size)
    return MCA_LSU_SQUEUE_FULL;
  return MCA_LSU_AVAILABLE;
}

/* The dependency of load group ID on the store that load I reads.  */
static void
depend_on_store (struct mca_lsu *lsu, unsigned id, const struct mca_inst *i)
{
  struct mca_mem_group *g = group (lsu, id);
  if (i->fwd_how == MCA_ADDR_CONTAINED)
    {
      /* Forwarded once the store has executed (nothing to wait for when
	 it has: its group is gone).  */
      add_successor (lsu, i->fwd_group, id, true);
      return;
    }
  /* A pending predecessor that the block's release executes.  */
  g->npreds++;
  if (lsu->nblocks == lsu->cap_blocks)
    {
      lsu->cap_blocks = lsu->cap_blocks ? 2 * lsu->cap_blocks : 8;
      lsu->blocks = XRESIZEVEC (struct mca_lsu_block, lsu->blocks,
				lsu->cap_blocks);
    }
  struct mca_lsu_block *b = &lsu->blocks[lsu->nblocks++];
  b->group = id;
  b->store_iid = i->fwd_iid;
  b->retired = false;
  b->release_at = 0;
}

/* The read a renamed load makes of the register its store wrote from
   (no read advance applies to it).  */
static const struct mca_read_desc renamed_read = {
  .reg = MCA_REG_NONE, .use_index = ~0u
};

/* The change to I's latency when its load is renamed: the load's own
   part goes.  An instruction that computes on the value (and stores it
   back) still takes a cycle for that: LLVM's Zen 4 classes give a shift
   of memory 5 cycles and an add to memory 6, and both chain at one a
   cycle through a renamed location (measured on the Zen 4 host: two
   shll (%rax) 2.00 cycles per iteration, two addq $1, (%rax) 2.00;
   shrxq from the location, addq $1 and the store back 2.00).  */
static int
renamed_adjust (const struct mca_lsu *lsu, const struct mca_inst *i)
{
  int lat = (int) mca_inst_latency (i);
  return mca_renamed_latency (lsu->model, i->si, lat) - lat;
}

/* SI's writes as the last writers of their registers: a register move
   passes its source's writer on.  */
static void
note_writers (struct mca_lsu *lsu, const struct mca_sinst *si)
{
  mca_reg from = mca_move_source (si);
  for (unsigned w = 0; w < si->nwrites; w++)
    {
      mca_reg r = si->writes[w].reg;
      if (!r || r >= MCA_R_COUNT)
	continue;
      unsigned lat = si->writes[w].latency;
      unsigned char v = from ? lsu->writer_latency[from]
			     : (unsigned char) (lat < 255 ? lat : 254);
      lsu->writer_latency[mca_reg_top (r)] = v;
    }
}

void
mca_lsu_rename (struct mca_lsu *lsu, const struct mca_addr_tracker *addrs,
		struct mca_inst *i)
{
  mca_reg data = i->si->may_store ? mca_store_data_reg (i->si) : MCA_REG_NONE;
  if (data)
    i->store_data = mca_addr_value (addrs, data);
  /* Measured on general registers only: a movq %rax, %xmm0 before the
     store of %xmm0 adds no cycle on the Intel host.  */
  i->store_data_fast = i->si->may_store
    && (data ? !mca_reg_is_vector (data)
	       && lsu->writer_latency[mca_reg_top (data)] <= 1
	     : i->si->may_load);
  note_writers (lsu, i->si);
  if (!i->si->may_load || !i->addr.known)
    return;
  enum mca_addr_overlap how;
  unsigned at;
  const struct mca_lsu_store *st = find_store (lsu, &i->addr, &at, &how);
  if (!st)
    return;
  bool renamed = how == MCA_ADDR_CONTAINED
    && mca_addr_renamable (lsu->model, st->si, &st->addr, i->si, &i->addr);
  if (renamed && !st->si->may_load)
    {
      /* The store's data register, if it still holds what was stored,
	 is what the load reads; the load's own part of its latency goes.
	 Otherwise the value was renamed long ago: nothing to wait for.  */
      i->latency_adjust = renamed_adjust (lsu, i);
      if (st->data_reg)
	{
	  struct mca_sym_value now = mca_addr_value (addrs, st->data_reg);
	  if (now.root == st->data.root && now.off == st->data.off)
	    mca_inst_add_read (i, &renamed_read, st->data_reg);
	}
      return;
    }
  i->fwd_group = st->group;
  i->fwd_iid = st->iid;
  i->fwd_how = (unsigned char) how;
  if (renamed)
    /* A read-modify-write stored what it computed, in no register of
       the program: the load has the value once that instruction has
       executed, without its own part of the latency.  */
    i->latency_adjust = renamed_adjust (lsu, i);
  else if (how == MCA_ADDR_CONTAINED)
    {
      i->latency_adjust = mca_forward_cycles (lsu->model, i->si, &st->addr,
					      &i->addr, st->data_fast);
      /* A location stored every iteration: the store buffer holds it
	 more than once.  */
      if (lsu->model->forward_repeat_cycles && !mca_writes_vector (i->si)
	  && older_store_covers (lsu, at, &i->addr))
	i->latency_adjust += (int) lsu->model->forward_repeat_cycles;
    }
}

bool
mca_lsu_pair_store (struct mca_lsu *lsu, const struct mca_inst *i)
{
  if (!lsu->pair_bytes || !i->si->may_store)
    return false;
  return mca_store_pairs (&lsu->pairing, i->si, &i->addr, lsu->pair_bytes);
}

unsigned
mca_lsu_narrow_store_cycles (struct mca_lsu *lsu, const struct mca_inst *i,
			     unsigned cycles)
{
  if (!cycles || !i->si->may_store)
    return 0;
  const unsigned ring = MCA_LSU_RECENT_STORES;
  unsigned seen = lsu->nrecent < ring ? lsu->nrecent : ring;
  bool narrow = i->addr.known && i->addr.size && i->addr.size <= 2;
  bool revisit = false;
  if (narrow && seen)
    {
      const struct mca_sym_addr *last = &lsu->recent[(lsu->nrecent - 1)
						      % ring];
      bool same_as_last = last->known
	&& mca_addr_same_block (last, &i->addr, 64);
      for (unsigned back = 2; back <= seen && !same_as_last && !revisit;
	   back++)
	{
	  const struct mca_sym_addr *a = &lsu->recent[(lsu->nrecent - back)
						      % ring];
	  revisit = a->known && mca_addr_same_block (a, &i->addr, 64);
	}
    }
  lsu->recent[lsu->nrecent % ring] = i->addr;
  lsu->nrecent++;
  /* The store right after one that paid goes to its line behind it.  */
  bool pays = revisit && !lsu->revisit_paid;
  lsu->revisit_paid = pays;
  return pays ? cycles : 0;
}

unsigned
mca_lsu_dispatch (struct mca_lsu *lsu, struct mca_inst *i)
{
  bool store_barrier = i->si->store_barrier;
  bool load_barrier = i->si->load_barrier;
  if (i->si->may_load)
    lsu->used_lq++;
  if (i->si->may_store)
    lsu->used_sq++;
  enum mca_addr_overlap how = (enum mca_addr_overlap) i->fwd_how;
  bool from = how != MCA_ADDR_DISJOINT;

  if (i->si->may_store)
    {
      unsigned id = create_group (lsu);
      add_to_group (lsu, id);
      if (from)
	depend_on_store (lsu, id, i);
      if (lsu->forwarding && i->addr.known)
	push_store (lsu, i, id);
      unsigned load_dom = lsu->cur_load > lsu->cur_load_barrier
	? lsu->cur_load : lsu->cur_load_barrier;
      /* Rules 1 and 2 keep stores in issue order behind older loads and
	 stores.  Real cores execute a store (address and data into the
	 store buffer) as soon as its operands are ready and commit in
	 order; when the dependencies through memory come from the
	 addresses, only barriers order a store.  */
      bool ordered = !lsu->forwarding || !lsu->no_alias;
      if (load_dom && (ordered || load_dom == lsu->cur_load_barrier))
	add_successor (lsu, load_dom, id, !lsu->no_alias);
      if (lsu->cur_store_barrier)
	add_successor (lsu, lsu->cur_store_barrier, id, true);
      if (ordered && lsu->cur_store
	  && lsu->cur_store != lsu->cur_store_barrier)
	add_successor (lsu, lsu->cur_store, id, !lsu->no_alias);
      lsu->cur_store = id;
      if (store_barrier)
	lsu->cur_store_barrier = id;
      if (i->si->may_load)
	{
	  lsu->cur_load = id;
	  if (load_barrier)
	    lsu->cur_load_barrier = id;
	}
      return id;
    }

  unsigned load_dom = lsu->cur_load > lsu->cur_load_barrier
    ? lsu->cur_load : lsu->cur_load_barrier;
  const struct mca_mem_group *dom = group (lsu, load_dom);
  bool new_group = load_barrier || !load_dom
    || lsu->cur_load_barrier == load_dom || load_dom <= lsu->cur_store
    || !dom || g_is_executing (dom) || dom->forwarded || from;
  if (new_group)
    {
      unsigned id = create_group (lsu);
      add_to_group (lsu, id);
      if (from)
	{
	  group (lsu, id)->forwarded = true;
	  depend_on_store (lsu, id, i);
	}
      if (!lsu->no_alias && lsu->cur_store)
	add_successor (lsu, lsu->cur_store, id, true);
      if (load_barrier)
	{
	  if (load_dom)
	    add_successor (lsu, load_dom, id, true);
	}
      else if (lsu->cur_load_barrier)
	add_successor (lsu, lsu->cur_load_barrier, id, true);
      lsu->cur_load = id;
      if (load_barrier)
	lsu->cur_load_barrier = id;
      return id;
    }
  add_to_group (lsu, lsu->cur_load);
  return lsu->cur_load;
}

bool
mca_lsu_is_ready (const struct mca_lsu *lsu, const struct mca_inst *i)
{
  const struct mca_mem_group *g = group (lsu, i->lsu_token);
  return !g || g_is_ready (g);
}

bool
mca_lsu_is_pending (const struct mca_lsu *lsu, const struct mca_inst *i)
{
  const struct mca_mem_group *g = group (lsu, i->lsu_token);
  return g && g_is_pending (g);
}

bool
mca_lsu_is_waiting (const struct mca_lsu *lsu, const struct mca_inst *i)
{
  const struct mca_mem_group *g = group (lsu, i->lsu_token);
  return g && g_is_waiting (g);
}

bool
mca_lsu_has_dependent_users (const struct mca_lsu *lsu,
			     const struct mca_inst *i)
{
  const struct mca_mem_group *g = group (lsu, i->lsu_token);
  return g && !g_is_executed (g) && (g->norder + g->ndata) > 0;
}

struct mca_crit_dep
mca_lsu_critical_pred (const struct mca_lsu *lsu, unsigned id)
{
  const struct mca_mem_group *g = group (lsu, id);
  struct mca_crit_dep none = {0, 0, 0};
  return g ? g->critical_pred : none;
}

void
mca_lsu_on_issued (struct mca_lsu *lsu, struct mca_inst *i)
{
  struct mca_mem_group *g = group (lsu, i->lsu_token);
  if (!g)
    return;
  ++g->nexecuting;
  if (lsu->track_critical
      && (!g->critical_inst
	  || mca_inst_cycles_left (g->critical_inst)
	     < mca_inst_cycles_left (i)))
    {
      g->critical_inst = i;
      g->critical_iid = i->iid;
    }
  if (!g_is_executing (g))
    return;
  for (unsigned k = 0; k < g->norder; k++)
    {
      struct mca_mem_group *s = group (lsu, g->order_succ[k]);
      if (!s)
	continue;
      g_on_group_issued (s, g->critical_inst, g->critical_iid, false);
      g_on_group_executed (s);
    }
  for (unsigned k = 0; k < g->ndata; k++)
    {
      struct mca_mem_group *s = group (lsu, g->data_succ[k]);
      if (s)
	g_on_group_issued (s, g->critical_inst, g->critical_iid, true);
    }
}

void
mca_lsu_on_executed (struct mca_lsu *lsu, const struct mca_inst *i)
{
  if (!mca_inst_is_memop (i))
    return;
  unsigned id = i->lsu_token;
  struct mca_mem_group *g = group (lsu, id);
  if (g)
    {
      --g->nexecuting;
      ++g->nexecuted;
      if (g->critical_inst && g->critical_iid == i->iid)
	g->critical_inst = NULL;
      if (g_is_executed (g))
	{
	  for (unsigned k = 0; k < g->ndata; k++)
	    {
	      struct mca_mem_group *s = group (lsu, g->data_succ[k]);
	      if (s)
		g_on_group_executed (s);
	    }
	  g->id = 0;		/* erase */
	  g->norder = g->ndata = 0;
	}
    }
  if (!group (lsu, id))
    {
      if (id == lsu->cur_load)
	lsu->cur_load = 0;
      if (id == lsu->cur_store)
	lsu->cur_store = 0;
      if (id == lsu->cur_load_barrier)
	lsu->cur_load_barrier = 0;
      if (id == lsu->cur_store_barrier)
	lsu->cur_store_barrier = 0;
    }
}

void
mca_lsu_on_retired (struct mca_lsu *lsu, const struct mca_inst *i)
{
  if (i->si->may_load)
    lsu->used_lq--;
  if (i->si->may_store)
    lsu->used_sq--;
  if (!i->si->may_store || !lsu->nstores || store_at (lsu, 0)->iid != i->iid)
    return;
  /* Stores retire in order: the oldest in flight.  The loads that could
     not be forwarded from it may go after the model's cycles.  */
  lsu->first_store = (lsu->first_store + 1) % lsu->cap_stores;
  lsu->nstores--;
  for (unsigned k = 0; k < lsu->nblocks; k++)
    if (lsu->blocks[k].store_iid == i->iid)
      {
	lsu->blocks[k].retired = true;
	lsu->blocks[k].release_at = lsu->now + lsu->model->forward_fail_cycles;
      }
}

/* Blocked loads whose time has come: their pending predecessor has
   executed.  */
static void
release_blocks (struct mca_lsu *lsu)
{
  for (unsigned k = 0; k < lsu->nblocks;)
    {
      struct mca_lsu_block *b = &lsu->blocks[k];
      if (!b->retired || b->release_at > lsu->now)
	{
	  k++;
	  continue;
	}
      struct mca_mem_group *g = group (lsu, b->group);
      if (g)
	{
	  g->nexecuted_preds++;
	  g->critical_pred.iid = b->store_iid;
	  g->critical_pred.cycles = lsu->model->forward_fail_cycles;
	}
      *b = lsu->blocks[--lsu->nblocks];
    }
}

void
mca_lsu_cycle (struct mca_lsu *lsu)
{
  lsu->now++;
  if (lsu->nblocks)
    release_blocks (lsu);
  if (!lsu->track_critical)
    return;
  /* Groups whose instructions all executed wait for nothing: skip past
     them (add_to_group moves the mark back if one gets a new member).  */
  while (lsu->oldest_live < lsu->next_id)
    {
      const struct mca_mem_group *g = group (lsu, lsu->oldest_live);
      if (g && !(g->ninsts && g_is_executed (g)))
	break;
      lsu->oldest_live++;
    }
  for (unsigned id = lsu->oldest_live; id < lsu->next_id; id++)
    {
      struct mca_mem_group *g = group (lsu, id);
      if (g && g_is_waiting (g) && g->critical_pred.cycles)
	g->critical_pred.cycles--;
    }
}
