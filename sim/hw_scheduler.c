/* hw_scheduler.c - wait/pending/ready/issued sets and issue selection.  */

#include "hw_scheduler.h"

#include <stdlib.h>
#include <string.h>

#include <libiberty/libiberty.h>

void
mca_set_grow (struct mca_inst_set *set)
{
  set->cap = set->cap ? 2 * set->cap : 16;
  set->v = xrealloc (set->v, set->cap * sizeof *set->v);
}

void
mca_set_free (struct mca_inst_set *set)
{
  free (set->v);
  memset (set, 0, sizeof *set);
}

/* I into W's slot for cycle AT.  */
static void
wheel_add (struct mca_wheel *w, unsigned at, struct mca_inst *i)
{
  unsigned slot = at % MCA_WHEEL_SLOTS;
  i->next_in_slot = NULL;
  if (w->first[slot])
    w->last[slot]->next_in_slot = i;
  else
    w->first[slot] = i;
  w->last[slot] = i;
}

/* The list of W's slot for cycle AT, which is emptied.  */
static struct mca_inst *
wheel_take (struct mca_wheel *w, unsigned at)
{
  unsigned slot = at % MCA_WHEEL_SLOTS;
  struct mca_inst *list = w->first[slot];
  w->first[slot] = NULL;
  return list;
}

void
mca_scheduler_init (struct mca_scheduler *s, const struct mca_model *m,
		    const struct mca_resmasks *masks, struct mca_lsu *lsu)
{
  memset (s, 0, sizeof *s);
  mca_resources_init (&s->res, m, masks);
  s->lsu = lsu;
  if (m->back_to_back.res)
    mca_rate_window_init (&s->b2b, masks->mask[m->back_to_back.res],
			  &m->back_to_back);
  for (unsigned r = 0; r < m->nres; r++)
    if (m->hold_late_res >> r & 1)
      s->hold_late_buffers |= 1ull << mca_state_index (masks->mask[r]);
}

void
mca_scheduler_fini (struct mca_scheduler *s)
{
  mca_resources_fini (&s->res);
  mca_set_free (&s->wait);
  mca_set_free (&s->sleeping);
  free (s->lz.woken);
  mca_set_free (&s->pending);
  mca_set_free (&s->ready);
  mca_set_free (&s->issued);
  mca_set_free (&s->holding);
}

enum mca_sched_status
mca_scheduler_is_available (struct mca_scheduler *s, const struct mca_inst *i)
{
  uint64_t buffers = i->used_buffers;
  struct mca_binding bnd = {0};
  s->bound_inst = NULL;
  if (s->res.model->nbind)
    buffers = mca_resources_bind (&s->res, i->si->desc, buffers, &bnd);
  uint64_t written = mca_resources_written (&s->res, buffers, &bnd);
  enum mca_buffer_status b = mca_resources_can_dispatch (&s->res, buffers,
							 written);
  s->had_token_stall = b != MCA_RS_BUFFER_AVAILABLE;
  if (b == MCA_RS_BUFFER_UNAVAILABLE)
    return MCA_SC_BUFFERS_FULL;
  if (b == MCA_RS_RESERVED)
    return MCA_SC_DISPATCH_GROUP_STALL;
  /* Load/store queue stalls come second.  */
  enum mca_lsu_status l = mca_lsu_is_available (s->lsu, i);
  s->had_token_stall = l != MCA_LSU_AVAILABLE;
  if (l == MCA_LSU_LQUEUE_FULL)
    return MCA_SC_LOAD_QUEUE_FULL;
  if (l == MCA_LSU_SQUEUE_FULL)
    return MCA_SC_STORE_QUEUE_FULL;
  s->bound_inst = i;
  s->bound_buffers = buffers;
  s->bound_written = written;
  s->bound = bnd;
  return MCA_SC_AVAILABLE;
}

bool
mca_scheduler_must_issue_immediately (const struct mca_inst *i)
{
  const struct mca_idesc *d = i->si->desc;
  return mca_idesc_zero_latency (d) || d->must_issue_immediately;
}

/* Whether the ready set is kept oldest first: in lazy mode, for a model
   that issues by age alone, where nothing looks at the set's order but
   issue, which then takes the first instruction whose units are free
   (mca_scheduler_select) instead of ranking the whole set.  */
static bool
ready_by_age (const struct mca_scheduler *s)
{
  return s->lazy && s->res.model->issue_by_age;
}

/* I's rank on a model that does not issue by age alone: older
   instructions first, and more waiting users first.  */
static int
rank_by_users (const struct mca_inst *i)
{
  return (int) i->iid - (int) mca_inst_num_users (i);
}

/* Whether A issues before B when both may: the better rank, the older
   on a tie (ready_ranked).  */
static bool
ranks_before (const struct mca_inst *a, const struct mca_inst *b)
{
  int ra = rank_by_users (a), rb = rank_by_users (b);
  return ra < rb || (ra == rb && a->iid < b->iid);
}

/* Whether the ready set is kept sorted by rank during this cycle's
   issue: lazy mode on a model that ranks (mca_scheduler.ready_sorted_at),
   where nothing but issue looks at the set's order.  */
static bool
ready_ranked (const struct mca_scheduler *s)
{
  return s->lazy && !s->res.model->issue_by_age
    && s->ready_sorted_at == s->lz.now + 1;
}

/* I joins the ready set.  */
static void
ready_add (struct mca_scheduler *s, struct mca_inst *i)
{
  mca_set_push (&s->ready, i);
  unsigned k = s->ready.n - 1;
  if (ready_by_age (s))
    for (; k && s->ready.v[k - 1]->iid > i->iid; k--)
      s->ready.v[k] = s->ready.v[k - 1];
  else if (ready_ranked (s))
    for (; k && ranks_before (i, s->ready.v[k - 1]); k--)
      s->ready.v[k] = s->ready.v[k - 1];
  else
    return;
  s->ready.v[k] = i;
}

bool
mca_scheduler_dispatch (struct mca_scheduler *s, struct mca_inst *i)
{
  bool bound = s->bound_inst == i;
  s->bound_inst = NULL;
  if (s->res.model->nbind)
    {
      if (bound)
	{
	  i->used_buffers = s->bound_buffers;
	  i->binding.from = s->bound.from;
	  i->binding.to = s->bound.to;
	}
      else
	i->used_buffers = mca_resources_bind (&s->res, i->si->desc,
					      i->used_buffers, &i->binding);
      mca_resources_note_dispatch (&s->res, i->si->desc, &i->binding);
    }
  /* The station written depends on the buffers and the bound group
     alone, which are those mca_scheduler_is_available found.  */
  uint64_t written = bound ? s->bound_written
    : mca_resources_written (&s->res, i->used_buffers, &i->binding);
  mca_resources_reserve_buffers (&s->res, i->used_buffers, written);
  bool mem = mca_inst_is_memop (i);
  if (mem)
    i->lsu_token = mca_lsu_dispatch (s->lsu, i);
  /* Waiting for a register (memory operations too: until their
     registers are known, memory order cannot release them).  */
  if (s->lazy && i->stage == MCA_IS_DISPATCHED)
    {
      i->lazy = &s->lz;
      i->synced = s->lz.now;
      i->sleep_index = s->sleeping.n;
      mca_set_push (&s->sleeping, i);
      return false;
    }
  if (i->stage == MCA_IS_DISPATCHED || (mem && mca_lsu_is_waiting (s->lsu, i)))
    {
      mca_set_push (&s->wait, i);
      return false;
    }
  if (i->stage == MCA_IS_PENDING || (mem && mca_lsu_is_pending (s->lsu, i)))
    {
      mca_set_push (&s->pending, i);
      ++s->dispatched_to_pending;
      return false;
    }
  /* Zero-latency instructions (eliminated at rename) never enter the
     ready set.  */
  if (!mca_scheduler_must_issue_immediately (i))
    ready_add (s, i);
  return true;
}

/* Lower is better: older instructions first, and unless the model
   issues by age alone, more waiting users first.  */
static int
rank (const struct mca_scheduler *s, const struct mca_inst *i)
{
  if (s->res.model->issue_by_age)
    return (int) i->iid;
  return rank_by_users (i);
}

/* What mca_resources_check_availability said of the description and
   binding of instructions looked at during one scan of the ready set:
   the resources do not change during a scan, and the instances of one
   instruction from several iterations are often ready together.  Each
   entry is the first instruction looked at with its description and
   binding, which stay as they are meanwhile.  */
struct availability_memo
{
  unsigned n;
  struct
  {
    const struct mca_inst *inst;
    uint64_t busy;
  } v[8];
};

/* Whether A and B take the same units when they issue.  */
static bool
same_resource_uses (const struct mca_inst *a, const struct mca_inst *b)
{
  return a->si->desc == b->si->desc
    && mca_binding_same (&a->binding, &b->binding);
}

static uint64_t
busy_units (struct mca_scheduler *s, struct availability_memo *m,
	    const struct mca_inst *i)
{
  for (unsigned k = 0; k < m->n; k++)
    if (same_resource_uses (m->v[k].inst, i))
      return m->v[k].busy;
  uint64_t busy = mca_resources_check_availability (&s->res, i->si->desc,
						    &i->binding);
  if (m->n < sizeof m->v / sizeof m->v[0])
    {
      m->v[m->n].inst = i;
      m->v[m->n++].busy = busy;
    }
  return busy;
}

/* Whether I, an instruction with vector operations, waits for the next
   cycle: the cycle issued as many as the model's zmm-vector-issue
   allows (none but a region with a 512-bit instruction counts them).  */
static bool
vector_ops_full (const struct mca_scheduler *s, const struct mca_inst *i)
{
  return i->si->vector_ops
    && s->vector_ops_issued >= s->res.model->zmm_vector_issue;
}

/* Whether I issues back to back with the operation that wrote its last
   operand if it issues now, holding a unit the model's `backtoback'
   line counts.  */
static bool
back_to_back (const struct mca_scheduler *s, const struct mca_inst *i)
{
  if (i->ready_mark != s->lz.now + 1)
    return false;
  const struct mca_idesc *d = i->si->desc;
  for (unsigned r = 0; r < d->nres; r++)
    if (d->res[r].cycles && (d->res[r].mask & s->b2b.mask))
      return true;
  return false;
}

/* Whether I must wait for the next cycle under the model's `backtoback'
   line: the last cycles issued as many back to back as it allows.  */
static bool
back_to_back_full (struct mca_scheduler *s, const struct mca_inst *i)
{
  if (!s->b2b.mask || !mca_rate_window_full (&s->b2b)
      || !back_to_back (s, i))
    return false;
  s->b2b_held = true;
  return true;
}

/* Whether I was found unable to issue earlier in this cycle, whose
   mark (busy_mark) is MARK: each instruction issued takes units and
   banks and none frees any till the next cycle, so it still cannot, and
   selection need not look at it again.  Lazy mode only (both selections
   that use it): the analyses of eager mode want each look's busy units
   (crit_resource_mask, busy_resource_units, the bottleneck view's).  */
static bool
known_busy (const struct mca_inst *i, unsigned mark)
{
  return i->busy_until == mark;
}

static void
note_busy (struct mca_inst *i, unsigned mark)
{
  i->busy_until = mark;
}

/* This cycle's mark for known_busy: never 0, the mark of a new
   instance.  */
static unsigned
busy_mark (const struct mca_scheduler *s)
{
  return s->lz.now + 1;
}

/* Whether the cache banks I reads (none for most) served fewer loads
   this cycle than each may.  */
static bool
banks_free (const struct mca_scheduler *s, const struct mca_inst *i)
{
  return !i->load_banks
    || mca_banks_free (&s->banks, s->res.model, s->lz.now, i->load_banks);
}

/* The oldest ready instruction whose units are free, of a ready set
   kept oldest first (ready_by_age); NULL when there is none.  */
static struct mca_inst *
select_oldest (struct mca_scheduler *s)
{
  unsigned mark = busy_mark (s);
  struct availability_memo memo;
  memo.n = 0;
  for (unsigned k = 0; k < s->ready.n; k++)
    {
      struct mca_inst *i = s->ready.v[k];
      if (known_busy (i, mark))
	continue;
      if (vector_ops_full (s, i) || back_to_back_full (s, i))
	{
	  note_busy (i, mark);
	  continue;
	}
      uint64_t busy = busy_units (s, &memo, i);
      if (busy)
	{
	  i->crit_resource_mask = busy;
	  s->busy_resource_units |= busy;
	  note_busy (i, mark);
	  continue;
	}
      if (!banks_free (s, i))
	{
	  note_busy (i, mark);
	  continue;
	}
      s->ready.n--;
      for (; k < s->ready.n; k++)
	s->ready.v[k] = s->ready.v[k + 1];
      return i;
    }
  return NULL;
}

/* Sort the ready set best rank first (ranks_before): few move, as
   the ranks of the cycle before mostly hold.  */
static void
sort_ready (struct mca_scheduler *s)
{
  struct mca_inst **v = s->ready.v;
  for (unsigned k = 1; k < s->ready.n; k++)
    {
      struct mca_inst *i = v[k];
      unsigned j = k;
      for (; j && ranks_before (i, v[j - 1]); j--)
	v[j] = v[j - 1];
      v[j] = i;
    }
  s->ready_sorted_at = s->lz.now + 1;
}

/* mca_scheduler_select in lazy mode on a model that ranks: the same
   choice (the best rank among the instructions whose units and banks
   are free), from the set sorted by rank once a cycle, so the first
   free one is taken; without the busy units only eager mode's analyses
   read.  */
static struct mca_inst *
select_ranked_lazy (struct mca_scheduler *s)
{
  if (!ready_ranked (s))
    sort_ready (s);
  struct mca_inst **v = s->ready.v;
  unsigned n = s->ready.n;
  unsigned mark = busy_mark (s);
  struct availability_memo memo;
  memo.n = 0;
  for (unsigned k = 0; k < n; k++)
    {
      struct mca_inst *i = v[k];
      if (known_busy (i, mark))
	continue;
      if (vector_ops_full (s, i) || back_to_back_full (s, i)
	  || busy_units (s, &memo, i) || !banks_free (s, i))
	{
	  note_busy (i, mark);
	  continue;
	}
      s->ready.n = n - 1;
      for (; k < n - 1; k++)
	v[k] = v[k + 1];
      return i;
    }
  return NULL;
}

struct mca_inst *
mca_scheduler_select (struct mca_scheduler *s)
{
  if (ready_by_age (s))
    return select_oldest (s);
  if (s->lazy)
    return select_ranked_lazy (s);
  unsigned best = s->ready.n;
  int best_rank = 0;
  struct availability_memo memo;
  memo.n = 0;
  for (unsigned k = 0; k < s->ready.n; k++)
    {
      struct mca_inst *i = s->ready.v[k];
      int r = rank (s, i);
      if (best == s->ready.n || r < best_rank
	  || (r == best_rank && i->iid < s->ready.v[best]->iid))
	{
	  uint64_t busy = busy_units (s, &memo, i);
	  if (busy)
	    i->crit_resource_mask = busy;
	  s->busy_resource_units |= busy;
	  /* Free units, but not if the cache banks it reads served their
	     loads this cycle, or the cycle issued all the vector
	     operations it may: then it waits for the next.  */
	  if (!busy && !vector_ops_full (s, i) && !back_to_back_full (s, i)
	      && banks_free (s, i))
	    {
	      best = k;
	      best_rank = r;
	    }
	}
    }
  if (best == s->ready.n)
    return NULL;
  struct mca_inst *i = s->ready.v[best];
  s->ready.v[best] = s->ready.v[s->ready.n - 1];
  s->ready.n--;
  return i;
}

static bool
promote_to_ready (struct mca_scheduler *s, struct mca_inst_set *ready)
{
  unsigned promoted = 0;
  unsigned n = s->pending.n;
  for (unsigned k = 0; k < n - promoted;)
    {
      struct mca_inst *i = s->pending.v[k];
      if ((i->stage != MCA_IS_READY && !mca_inst_update_pending (i))
	  || (mca_inst_is_memop (i) && !mca_lsu_is_ready (s->lsu, i)))
	{
	  ++k;
	  continue;
	}
      mca_set_push (ready, i);
      i->ready_mark = s->lz.now + 1;
      ready_add (s, i);
      ++promoted;
      /* Swap with the last unexamined element, as llvm-mca does, so the
	 set's order (which breaks ties in selection) matches.  */
      struct mca_inst *t = s->pending.v[n - promoted];
      s->pending.v[n - promoted] = i;
      s->pending.v[k] = t;
    }
  s->pending.n = n - promoted;
  return promoted;
}

/* Cycles until pending I is ready, its countdowns going on as they
   do; 0 when it is ready now or it cannot be told (a write still waits
   for another).  */
static unsigned
cycles_to_ready (const struct mca_inst *i)
{
  unsigned wait = 0;
  for (unsigned u = 0; u < i->nuses; u++)
    {
      const struct mca_read_state *r = &i->uses[u];
      if (!r->ready && !r->late && r->cycles_left > 0
	  && (unsigned) r->cycles_left > wait)
	wait = (unsigned) r->cycles_left;
    }
  for (unsigned d = 0; d < i->ndefs; d++)
    {
      const struct mca_write_state *w = &i->defs[d];
      if (w->dependent_write)
	return 0;
      unsigned left = w->dependent_write_cycles_left;
      if (left && left >= w->wd->latency && left - w->wd->latency + 1 > wait)
	wait = left - w->wd->latency + 1;
    }
  return wait;
}

/* Lazy mode: park the pending instructions that wait for nothing but
   cycles in the slot of the cycle they are ready at.  */
static void
park_pending (struct mca_scheduler *s)
{
  for (unsigned k = 0; k < s->pending.n;)
    {
      struct mca_inst *i = s->pending.v[k];
      unsigned wait = i->stage == MCA_IS_PENDING && !mca_inst_is_memop (i)
	? cycles_to_ready (i) : 0;
      if (!wait || wait >= MCA_WHEEL_SLOTS)
	{
	  ++k;
	  continue;
	}
      s->pending.v[k] = s->pending.v[--s->pending.n];
      i->parked = true;
      i->lazy = &s->lz;
      i->synced = s->lz.now;
      wheel_add (&s->parked, s->lz.now + wait, i);
    }
}

/* Parked instructions ready this cycle: into the ready sets.  */
static void
unpark (struct mca_scheduler *s, struct mca_inst_set *ready)
{
  struct mca_inst *next;
  for (struct mca_inst *i = wheel_take (&s->parked, s->lz.now); i; i = next)
    {
      next = i->next_in_slot;
      mca_inst_sync (i);
      i->parked = false;
      i->lazy = NULL;
      if (!mca_inst_update_pending (i))
	{
	  mca_set_push (&s->pending, i);
	  continue;
	}
      mca_set_push (ready, i);
      i->ready_mark = s->lz.now + 1;
      ready_add (s, i);
    }
}

/* Sleeping instructions events have woken: those whose operands are all
   known now wait no more (promoted to PENDING, like promote_to_pending);
   the others sleep on.  In lazy mode the order in which instructions
   join the pending and ready sets does not matter: issue picks by rank
   (age, and users unless the model issues by age alone), and nothing
   that looks at the sets' order listens.  */
static unsigned
wake (struct mca_scheduler *s, struct mca_inst_set *pending)
{
  unsigned promoted = 0;
  for (unsigned k = 0; k < s->lz.nwoken; k++)
    {
      struct mca_inst *i = s->lz.woken[k];
      i->woken = false;
      if (i->stage == MCA_IS_DISPATCHED && !mca_inst_update_dispatched (i))
	continue;
      /* Out of the sleeping set: the last one takes its place.  */
      struct mca_inst *last = s->sleeping.v[--s->sleeping.n];
      s->sleeping.v[i->sleep_index] = last;
      last->sleep_index = i->sleep_index;
      i->lazy = NULL;
      /* A memory operation may still wait for memory order: with the
	 others, every cycle.  */
      if (mca_inst_is_memop (i) && mca_lsu_is_waiting (s->lsu, i))
	{
	  mca_set_push (&s->wait, i);
	  continue;
	}
      mca_set_push (pending, i);
      mca_set_push (&s->pending, i);
      promoted++;
    }
  s->lz.nwoken = 0;
  return promoted;
}

static bool
promote_to_pending (struct mca_scheduler *s, struct mca_inst_set *pending)
{
  if (!s->wait.n && !s->lz.nwoken)
    return false;
  unsigned removed = 0;
  unsigned n = s->wait.n;
  for (unsigned k = 0; k < n - removed;)
    {
      struct mca_inst *i = s->wait.v[k];
      if ((i->stage == MCA_IS_DISPATCHED && !mca_inst_update_dispatched (i))
	  || (mca_inst_is_memop (i) && mca_lsu_is_waiting (s->lsu, i)))
	{
	  ++k;
	  continue;
	}
      mca_set_push (pending, i);
      mca_set_push (&s->pending, i);
      ++removed;
      struct mca_inst *t = s->wait.v[n - removed];
      s->wait.v[n - removed] = i;
      s->wait.v[k] = t;
    }
  s->wait.n = n - removed;
  return wake (s, pending) + removed;
}

unsigned
mca_scheduler_issue (struct mca_scheduler *s, struct mca_inst *i,
		     struct mca_resource_use *used,
		     struct mca_inst_set *pending, struct mca_inst_set *ready)
{
  bool dependent = mca_inst_has_dependent_users (i)
    || (mca_inst_is_memop (i) && mca_lsu_has_dependent_users (s->lsu, i));
  unsigned nused = mca_resources_issue (&s->res, i->si->desc, &i->binding,
				       used);
  if (i->si->vector_ops)
    {
      unsigned limit = s->res.model->zmm_vector_issue;
      s->vector_ops_issued += i->si->vector_ops;
      if (s->vector_ops_issued > limit)
	s->vector_ops_carried = s->vector_ops_issued - limit;
    }
  if (s->b2b.mask && back_to_back (s, i))
    mca_rate_window_take (&s->b2b);
  mca_inst_execute (i);
  /* A load-op's operation may wait in its scheduler queue for its
     register operand (the model's holdlate queues); a store's data goes
     to the store queue.  */
  uint64_t held = i->ndefs && (i->late_pending
			       || i->late_at > (long) s->lz.now)
    ? i->used_buffers & s->hold_late_buffers : 0;
  mca_resources_release_buffers (&s->res, i->used_buffers & ~held);
  if (held)
    mca_set_push (&s->holding, i);
  if (s->lsu->track_critical)
    mca_inst_compute_crit_reg_dep (i);
  if (i->load_banks)
    mca_banks_take (&s->banks, s->lz.now, i->load_banks);
  if (mca_inst_is_memop (i))
    {
      mca_lsu_on_issued (s->lsu, i);
      if (s->lsu->track_critical)
	i->crit_mem_dep = mca_lsu_critical_pred (s->lsu, i->lsu_token);
    }
  if (i->stage == MCA_IS_EXECUTING)
    {
      /* Done at a known cycle: nothing but the countdowns changes it
	 until then, and those are applied when looked at.  */
      if (s->lazy && !i->late_pending && i->cycles_left > 0
	  && i->cycles_left < MCA_WHEEL_SLOTS)
	{
	  i->exec_lazy = true;
	  i->exec_synced = s->lz.now;
	  wheel_add (&s->done, s->lz.now + (unsigned) i->cycles_left, i);
	}
      else
	mca_set_push (&s->issued, i);
    }
  else if (i->stage == MCA_IS_EXECUTED)
    mca_lsu_on_executed (s->lsu, i);
  /* Issuing may make dependents ready in this same cycle (read
     advances).  */
  if (dependent && promote_to_pending (s, pending))
    {
      promote_to_ready (s, ready);
      if (s->lazy)
	park_pending (s);
    }
  return nused;
}

/* Entries of held instructions whose operation starts now.  */
static void
release_held (struct mca_scheduler *s)
{
  unsigned k = 0;
  while (k < s->holding.n)
    {
      struct mca_inst *i = s->holding.v[k];
      if (i->late_pending || i->late_at > (long) s->lz.now)
	{
	  ++k;
	  continue;
	}
      mca_resources_release_buffers (&s->res,
				     i->used_buffers & s->hold_late_buffers);
      s->holding.v[k] = s->holding.v[--s->holding.n];
    }
}

static void
update_issued (struct mca_scheduler *s, struct mca_inst_set *executed)
{
  unsigned removed = 0;
  unsigned n = s->issued.n;
  for (unsigned k = 0; k < n - removed;)
    {
      struct mca_inst *i = s->issued.v[k];
      if (i->stage != MCA_IS_EXECUTED)
	{
	  ++k;
	  continue;
	}
      mca_lsu_on_executed (s->lsu, i);
      mca_set_push (executed, i);
      ++removed;
      struct mca_inst *t = s->issued.v[n - removed];
      s->issued.v[n - removed] = i;
      s->issued.v[k] = t;
    }
  s->issued.n = n - removed;
}

/* Executing instructions with lazy countdowns that complete this
   cycle.  */
static void
complete_lazy (struct mca_scheduler *s, struct mca_inst_set *executed)
{
  for (struct mca_inst *i = wheel_take (&s->done, s->lz.now); i;
       i = i->next_in_slot)
    {
      mca_inst_exec_sync (i);
      i->exec_lazy = false;
      i->stage = MCA_IS_EXECUTED;
      mca_lsu_on_executed (s->lsu, i);
      mca_set_push (executed, i);
    }
}

void
mca_scheduler_cycle (struct mca_scheduler *s, struct mca_inst_set *executed,
		     struct mca_inst_set *pending, struct mca_inst_set *ready)
{
  s->lz.now++;
  s->vector_ops_issued = s->vector_ops_carried;
  s->vector_ops_carried = 0;
  if (s->b2b.mask)
    mca_rate_window_slide (&s->b2b);
  s->bound_inst = NULL;
  mca_lsu_cycle (s->lsu);
  mca_resources_cycle (&s->res);
  if (s->holding.n)
    release_held (s);
  for (unsigned k = 0; k < s->issued.n; k++)
    mca_inst_cycle_event (s->issued.v[k]);
  update_issued (s, executed);
  complete_lazy (s, executed);
  for (unsigned k = 0; k < s->pending.n; k++)
    mca_inst_cycle_event (s->pending.v[k]);
  for (unsigned k = 0; k < s->wait.n; k++)
    mca_inst_cycle_event (s->wait.v[k]);
  /* Woken sleepers: their countdowns, this cycle's included, then what
     they allow (the cycle event of the others changes nothing).  */
  for (unsigned k = 0; k < s->lz.nwoken; k++)
    {
      mca_inst_sync (s->lz.woken[k]);
      mca_inst_update (s->lz.woken[k]);
    }
  if (s->lazy)
    unpark (s, ready);
  promote_to_pending (s, pending);
  promote_to_ready (s, ready);
  if (s->lazy)
    park_pending (s);
  s->dispatched_to_pending = 0;
  s->busy_resource_units = 0;
}

uint64_t
mca_scheduler_resource_pressure (struct mca_scheduler *s,
				 struct mca_inst_set *insts)
{
  for (unsigned k = 0; k < s->ready.n; k++)
    mca_set_push (insts, s->ready.v[k]);
  return s->busy_resource_units;
}

void
mca_scheduler_data_dependencies (struct mca_scheduler *s,
				 struct mca_inst_set *reg_deps,
				 struct mca_inst_set *mem_deps)
{
  unsigned end = s->pending.n - s->dispatched_to_pending;
  for (unsigned k = 0; k < end; k++)
    {
      struct mca_inst *i = s->pending.v[k];
      if (mca_resources_check_availability (&s->res, i->si->desc,
					    &i->binding))
	continue;
      if (mca_inst_is_memop (i) && mca_lsu_is_pending (s->lsu, i))
	mca_set_push (mem_deps, i);
      if (i->stage == MCA_IS_PENDING)
	mca_set_push (reg_deps, i);
    }
}
