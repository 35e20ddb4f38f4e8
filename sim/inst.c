/* inst.c - state transitions of simulated instructions and of their
   register reads and writes.  */

#include "inst.h"

#include <limits.h>
#include <stddef.h>
#include <string.h>

#include <libiberty/libiberty.h>

/* Reads an instance of SI has room for: a load may read one more, the
   register a store it reads from still holds (mca_lsu_rename).  */
static unsigned
read_room (const struct mca_sinst *si)
{
  unsigned room = si->nreads + (si->may_load ? 1 : 0);
  return room < MCA_MAX_READS ? room : MCA_MAX_READS;
}

struct mca_inst *
mca_inst_new (struct mca_arena *arena, const struct mca_sinst *si)
{
  /* One block: the instance, its reads, its writes.  Sized by the source
     instruction rather than by the largest one, an instance takes some
     800 bytes where it took 2 KB, and a run touches that many fewer
     pages.  */
  unsigned nreads = read_room (si);
  size_t size = sizeof (struct mca_inst)
    + nreads * sizeof (struct mca_read_state)
    + si->nwrites * sizeof (struct mca_write_state);
  struct mca_inst *i = mca_arena_alloc (arena, size);
  i->uses = (struct mca_read_state *) (i + 1);
  i->defs = (struct mca_write_state *) (i->uses + nreads);
  i->cap_uses = nreads;
  i->arena = arena;
  for (unsigned d = 0; d < si->nwrites; d++)
    {
      i->defs[d].users = NULL;
      i->defs[d].nusers = i->defs[d].cap_users = 0;
    }
  return i;
}

void
mca_inst_init (struct mca_inst *i, const struct mca_sinst *si, unsigned iid)
{
  i->si = si;
  i->iid = iid;
  i->stage = MCA_IS_INVALID;
  i->cycles_left = MCA_UNKNOWN_CYCLES;
  i->rcu_token = 0;
  i->lsu_token = 0;
  /* Set at dispatch (mca_dispatch_execute, mca_lsu_rename); zero here,
     where the instances copied from this one get them.  */
  memset (&i->addr, 0, sizeof i->addr);
  i->store_data.root = 0;
  i->store_data.off = 0;
  i->store_data_fast = false;
  i->next_in_slot = NULL;
  i->fwd_group = i->fwd_iid = 0;
  i->fwd_how = 0;
  i->latency_adjust = 0;
  i->stale_cycles = 0;
  i->used_buffers = si->desc->used_buffers;
  i->lazy = NULL;
  i->synced = 0;
  i->sleep_index = 0;
  i->woken = false;
  i->exec_lazy = false;
  i->exec_synced = 0;
  i->parked = false;
  i->binding.from = i->binding.to = i->binding.drop = 0;
  i->binding.stretch = 0;
  i->binding.stretch_cycles = 0;
  i->optimizable_move = si->optimizable_move;
  i->eliminated = false;
  i->reads_offset = false;
  i->late_pending = 0;
  i->issued_at = i->late_at = 0;
  memset (&i->crit_reg_dep, 0, sizeof i->crit_reg_dep);
  memset (&i->crit_mem_dep, 0, sizeof i->crit_mem_dep);
  i->crit_resource_mask = 0;
  i->busy_until = 0;
  i->ready_mark = 0;
  i->nuses = 0;
  i->nusers_waiting = 0;
  for (unsigned u = 0; u < si->nreads; u++)
    mca_inst_add_read (i, &si->reads[u], si->reads[u].reg);
  i->ndefs = si->nwrites;
  for (unsigned d = 0; d < si->nwrites; d++)
    {
      struct mca_write_state *w = &i->defs[d];
      w->wd = &si->writes[d];
      w->owner = i;
      w->cycles_left = MCA_UNKNOWN_CYCLES;
      w->reg = si->writes[d].reg;
      w->prf = 0;
      w->clears_super = si->writes[d].clears_super;
      w->writes_zero = si->writes[d].writes_zero;
      w->eliminated = false;
      w->ncopied = 0;
      w->dependent_write = NULL;
      w->partial_write = w->next_partial = NULL;
      w->dependent_write_cycles_left = 0;
      memset (&w->crd, 0, sizeof w->crd);
      w->nusers = 0;
    }
}

void
mca_inst_init_from (struct mca_inst *i, const struct mca_inst *proto,
		    unsigned iid)
{
  /* The block's own layout and what the pipeline keeps in it stay.  */
  struct mca_read_state *uses = i->uses;
  struct mca_write_state *defs = i->defs;
  unsigned cap_uses = i->cap_uses;
  struct mca_arena *arena = i->arena;
  struct mca_inst *next_in_slot = i->next_in_slot, *next_free = i->next_free;
  *i = *proto;
  i->uses = uses;
  i->defs = defs;
  i->cap_uses = cap_uses;
  i->arena = arena;
  i->next_in_slot = next_in_slot;
  i->next_free = next_free;
  i->iid = iid;
  memcpy (uses, proto->uses, proto->nuses * sizeof *uses);
  for (unsigned u = 0; u < proto->nuses; u++)
    uses[u].owner = i;
  for (unsigned d = 0; d < proto->ndefs; d++)
    {
      struct mca_write_state *w = &defs[d];
      memcpy (w, &proto->defs[d], offsetof (struct mca_write_state, nusers));
      w->owner = i;
      w->nusers = 0;
    }
}

struct mca_read_state *
mca_inst_add_read (struct mca_inst *i, const struct mca_read_desc *rd,
		   mca_reg reg)
{
  if (i->nuses == i->cap_uses)
    return NULL;
  struct mca_read_state *r = &i->uses[i->nuses++];
  r->rd = rd;
  r->owner = i;
  r->reg = reg;
  r->prf = 0;
  r->dependent_writes = 0;
  r->cycles_left = MCA_UNKNOWN_CYCLES;
  r->total_cycles = 0;
  memset (&r->crd, 0, sizeof r->crd);
  r->ready = true;
  r->zero = false;
  r->independent = rd->independent;
  r->late = rd->late;
  r->watch = false;
  r->late_at = LONG_MIN;
  return r;
}

/* Writes.  */

/* An event is about to change I's state: in lazy mode, catch its
   countdowns up first and have the scheduler look at it again.  */
static void
touch (struct mca_inst *i)
{
  struct mca_lazy *lz = i->lazy;
  if (!lz)
    return;
  mca_inst_sync (i);
  /* A parked instruction is only ever told of a late read's latency,
     which does not change when it is ready.  */
  if (i->woken || i->parked)
    return;
  i->woken = true;
  if (lz->nwoken == lz->cap_woken)
    {
      lz->cap_woken = lz->cap_woken ? 2 * lz->cap_woken : 16;
      lz->woken = xrealloc (lz->woken, lz->cap_woken * sizeof *lz->woken);
    }
  lz->woken[lz->nwoken++] = i;
}

static void
write_start_event_on_write (struct mca_write_state *w, unsigned iid,
			    mca_reg reg, unsigned cycles)
{
  touch (w->owner);
  w->crd.iid = iid;
  w->crd.reg = reg;
  w->crd.cycles = cycles;
  w->dependent_write_cycles_left = cycles;
  w->dependent_write = NULL;
}

static void late_read_known (struct mca_inst *i, struct mca_read_state *r);

/* A late or watched read's writer (latency now known) is ready in LEFT
   cycles less the read advance (may be negative).  */
static inline void
note_late_left (struct mca_read_state *r, int left)
{
  if (!r->late && !r->watch)
    return;
  long at = (long) *r->owner->clock + left;
  if (at > r->late_at)
    r->late_at = at;
}

void
mca_read_write_start (struct mca_read_state *r, unsigned iid, mca_reg reg,
		      unsigned cycles)
{
  /* A read may wait on several writes when a register is the result of
     partial updates; it is ready when the slowest is.  */
  touch (r->owner);
  --r->dependent_writes;
  if (r->total_cycles < cycles)
    {
      r->crd.iid = iid;
      r->crd.reg = reg;
      r->crd.cycles = cycles;
      r->total_cycles = cycles;
    }
  if (!r->dependent_writes)
    {
      r->cycles_left = (int) r->total_cycles;
      r->ready = !r->cycles_left;
      if (r->late && r->owner->late_pending)
	late_read_known (r->owner, r);
    }
}

void
mca_read_set_dependent_writes (struct mca_read_state *r, unsigned n)
{
  r->dependent_writes = n;
  r->ready = !n;
}

static void
write_on_issued (struct mca_write_state *w, unsigned iid, unsigned latency)
{
  w->cycles_left = (int) latency;
  for (unsigned u = 0; u < w->nusers; u++)
    {
      int cycles = w->cycles_left - w->users[u].read_advance;
      note_late_left (w->users[u].read, cycles);
      mca_read_write_start (w->users[u].read, iid, w->reg,
			    cycles > 0 ? (unsigned) cycles : 0);
    }
  for (struct mca_write_state *p = w->partial_write; p;)
    {
      struct mca_write_state *next = p->next_partial;
      p->next_partial = NULL;
      w->owner->nusers_waiting--;
      write_start_event_on_write (p, iid, w->reg, (unsigned) w->cycles_left);
      p = next;
    }
  w->partial_write = NULL;
}

/* Room for more users of W: a larger array from the run's memory (the
   old one is not reused before the run ends).  */
static void
grow_users (struct mca_write_state *w)
{
  unsigned cap = w->cap_users ? 2 * w->cap_users : 4;
  struct mca_write_user *users
    = mca_arena_alloc (w->owner->arena, cap * sizeof *users);
  for (unsigned u = 0; u < w->nusers; u++)
    users[u] = w->users[u];
  w->users = users;
  w->cap_users = cap;
}

void
mca_write_add_read_user (struct mca_write_state *w, struct mca_read_state *r,
			 int read_advance)
{
  /* Once the latency is known, tell the reader at once.  */
  int left = mca_write_cycles_left (w);
  if (left != MCA_UNKNOWN_CYCLES)
    {
      int cycles = left - read_advance;
      note_late_left (r, cycles);
      mca_read_write_start (r, w->owner->iid, w->reg,
			    cycles > 0 ? (unsigned) cycles : 0);
      return;
    }
  if (w->nusers == w->cap_users)
    grow_users (w);
  w->users[w->nusers].read = r;
  w->users[w->nusers].read_advance = read_advance;
  w->nusers++;
  w->owner->nusers_waiting++;
}

void
mca_write_add_write_user (struct mca_write_state *w,
			  struct mca_write_state *user)
{
  int left = mca_write_cycles_left (w);
  if (left != MCA_UNKNOWN_CYCLES)
    {
      write_start_event_on_write (user, w->owner->iid, w->reg,
				  left > 0 ? left : 0);
      return;
    }
  user->next_partial = w->partial_write;
  w->partial_write = user;
  w->owner->nusers_waiting++;
  user->dependent_write = w;
}

static void
write_cycle_event (struct mca_write_state *w)
{
  /* CYCLES_LEFT goes negative: readers may have negative read advances.  */
  if (w->cycles_left != MCA_UNKNOWN_CYCLES)
    w->cycles_left--;
  if (w->dependent_write_cycles_left)
    w->dependent_write_cycles_left--;
}

static bool
write_is_ready (const struct mca_write_state *w)
{
  if (w->dependent_write)
    return false;
  unsigned left = w->dependent_write_cycles_left;
  return !left || left < w->wd->latency;
}

static void
read_cycle_event (struct mca_read_state *r)
{
  if (r->dependent_writes && r->total_cycles)
    {
      --r->total_cycles;
      return;
    }
  if (r->cycles_left == MCA_UNKNOWN_CYCLES)
    return;
  if (r->cycles_left)
    {
      --r->cycles_left;
      r->ready = !r->cycles_left;
    }
}

/* Instructions.  */

bool
mca_inst_update_dispatched (struct mca_inst *i)
{
  for (unsigned u = 0; u < i->nuses; u++)
    if (!mca_read_is_pending (&i->uses[u]) && !i->uses[u].ready
	&& !i->uses[u].late)
      return false;
  for (unsigned d = 0; d < i->ndefs; d++)
    if (i->defs[d].dependent_write)
      return false;
  i->stage = MCA_IS_PENDING;
  return true;
}

bool
mca_inst_update_pending (struct mca_inst *i)
{
  for (unsigned u = 0; u < i->nuses; u++)
    if (!i->uses[u].ready && !i->uses[u].late)
      return false;
  for (unsigned d = 0; d < i->ndefs; d++)
    if (!write_is_ready (&i->defs[d]))
      return false;
  i->stage = MCA_IS_READY;
  return true;
}

void
mca_inst_update (struct mca_inst *i)
{
  if (i->stage == MCA_IS_DISPATCHED)
    mca_inst_update_dispatched (i);
  if (i->stage == MCA_IS_PENDING)
    mca_inst_update_pending (i);
}

void
mca_inst_dispatch (struct mca_inst *i, unsigned rcu_token)
{
  i->stage = MCA_IS_DISPATCHED;
  i->rcu_token = rcu_token;
  if (mca_inst_update_dispatched (i))
    mca_inst_update_pending (i);
}

/* Start I's writes now; its late reads are ready, less their advance,
   at cycle I->late_at (the issue cycle when it has none).  */
static void
start_writes (struct mca_inst *i)
{
  long now = (long) *i->clock;
  long late = i->late_at > i->issued_at ? i->late_at - i->issued_at : 0;
  int left = 0;
  for (unsigned d = 0; d < i->ndefs; d++)
    {
      long own = (long) i->defs[d].wd->latency + i->latency_adjust;
      long end = i->issued_at + (own > 0 ? own : 0) + late;
      int lat = end > now ? (int) (end - now) : 0;
      write_on_issued (&i->defs[d], i->iid, (unsigned) lat);
      if (lat > left)
	left = lat;
    }
  if (!i->ndefs && late)
    {
      /* A store whose data was read late (store-data-split): done its
	 latency after the data is there.  */
      long own = (long) mca_inst_latency (i) + i->latency_adjust;
      long end = i->late_at + (own > 0 ? own : 0);
      if (end - now > left)
	left = (int) (end - now);
    }
  if (i->cycles_left < left)
    i->cycles_left = left;
}

/* Whether a read I watches had its value before this cycle: taken from
   the register file rather than forwarded as its producer finished (a
   read whose producer left the loop's window never had a cycle noted:
   long before).  */
static bool
read_stale (const struct mca_inst *i)
{
  long now = (long) *i->clock;
  for (unsigned u = 0; u < i->nuses; u++)
    if (i->uses[u].watch && i->uses[u].late_at < now)
      return true;
  return false;
}

void
mca_inst_execute (struct mca_inst *i)
{
  i->stage = MCA_IS_EXECUTING;
  if (i->stale_cycles && read_stale (i))
    i->latency_adjust += (int) i->stale_cycles;
  int lat = (int) mca_inst_latency (i) + i->latency_adjust;
  i->cycles_left = lat > 0 ? lat : 0;
  /* Late reads: the operation starts when they are ready (the load
     meanwhile), so the writes wait as long; when one's latency is not
     known yet, the writes start once it is (late_read_known).  */
  i->issued_at = i->late_at = (long) *i->clock;
  for (unsigned u = 0; u < i->nuses; u++)
    {
      const struct mca_read_state *r = &i->uses[u];
      if (!r->late || r->independent)
	continue;
      if (r->dependent_writes)
	i->late_pending++;
      else if (r->late_at > i->late_at)
	i->late_at = r->late_at;
    }
  if (i->late_pending)
    return;
  start_writes (i);
  if (!i->cycles_left)
    i->stage = MCA_IS_EXECUTED;
}

static void
late_read_known (struct mca_inst *i, struct mca_read_state *r)
{
  if (i->stage != MCA_IS_EXECUTING)
    return;
  if (r->late_at > i->late_at)
    i->late_at = r->late_at;
  if (--i->late_pending)
    return;
  start_writes (i);
  i->crit_reg_dep.cycles = 0;
  mca_inst_compute_crit_reg_dep (i);
  if (!i->cycles_left)
    i->stage = MCA_IS_EXECUTED;
}

void
mca_inst_force_executed (struct mca_inst *i)
{
  i->cycles_left = 0;
  i->stage = MCA_IS_EXECUTED;
  /* Writes rename did not alias to an older one (the flags of an add
     done at rename) are there at once.  */
  for (unsigned d = 0; d < i->ndefs; d++)
    if (!i->defs[d].eliminated && i->defs[d].reg)
      write_on_issued (&i->defs[d], i->iid, 0);
}

void
mca_inst_cycle_event (struct mca_inst *i)
{
  if (i->stage == MCA_IS_READY)
    return;
  if (i->stage == MCA_IS_DISPATCHED || i->stage == MCA_IS_PENDING)
    {
      for (unsigned u = 0; u < i->nuses; u++)
	read_cycle_event (&i->uses[u]);
      for (unsigned d = 0; d < i->ndefs; d++)
	write_cycle_event (&i->defs[d]);
      mca_inst_update (i);
      return;
    }
  if (i->stage != MCA_IS_EXECUTING)
    return;
  for (unsigned d = 0; d < i->ndefs; d++)
    write_cycle_event (&i->defs[d]);
  if (i->late_pending)
    {
      /* Waiting for a late read's latency: not done before it is.  */
      if (i->cycles_left > 0)
	i->cycles_left--;
      return;
    }
  i->cycles_left--;
  if (!i->cycles_left)
    i->stage = MCA_IS_EXECUTED;
}

/* K cycle events at once on a read or write of an instruction whose stage
   does not change meanwhile (what read_cycle_event and write_cycle_event
   do K times).  */
static void
read_cycle_events (struct mca_read_state *r, unsigned k)
{
  if (r->dependent_writes && r->total_cycles)
    {
      unsigned n = k < r->total_cycles ? k : r->total_cycles;
      r->total_cycles -= n;
      k -= n;
    }
  if (!k || r->cycles_left == MCA_UNKNOWN_CYCLES
      || (r->dependent_writes && r->total_cycles))
    return;
  if (r->cycles_left)
    {
      r->cycles_left = (unsigned) r->cycles_left > k ? r->cycles_left - (int) k
						       : 0;
      r->ready = !r->cycles_left;
    }
}

static void
write_cycle_events (struct mca_write_state *w, unsigned k)
{
  if (w->cycles_left != MCA_UNKNOWN_CYCLES)
    w->cycles_left -= (int) k;
  w->dependent_write_cycles_left = w->dependent_write_cycles_left > k
    ? w->dependent_write_cycles_left - k : 0;
}

void
mca_inst_sync (struct mca_inst *i)
{
  unsigned now = i->lazy->now;
  unsigned k = now - i->synced;
  i->synced = now;
  if (!k || (i->stage != MCA_IS_DISPATCHED && i->stage != MCA_IS_PENDING))
    return;
  for (unsigned u = 0; u < i->nuses; u++)
    read_cycle_events (&i->uses[u], k);
  for (unsigned d = 0; d < i->ndefs; d++)
    write_cycle_events (&i->defs[d], k);
}

void
mca_inst_exec_sync (struct mca_inst *i)
{
  unsigned now = *i->clock;
  unsigned k = now - i->exec_synced;
  i->exec_synced = now;
  /* The countdowns stop with the instruction's own, when it is done.  */
  if (k > (unsigned) i->cycles_left)
    k = (unsigned) i->cycles_left;
  if (!k)
    return;
  i->cycles_left -= (int) k;
  for (unsigned d = 0; d < i->ndefs; d++)
    write_cycle_events (&i->defs[d], k);
}

const struct mca_crit_dep *
mca_inst_compute_crit_reg_dep (struct mca_inst *i)
{
  if (i->crit_reg_dep.cycles)
    return &i->crit_reg_dep;
  /* Like llvm-mca, compare against a maximum that is never raised: the
     last dependency with a nonzero delay wins.  */
  unsigned max_latency = 0;
  for (unsigned d = 0; d < i->ndefs; d++)
    if (i->defs[d].crd.cycles > max_latency)
      i->crit_reg_dep = i->defs[d].crd;
  for (unsigned u = 0; u < i->nuses; u++)
    if (i->uses[u].crd.cycles > max_latency)
      i->crit_reg_dep = i->uses[u].crd;
  return &i->crit_reg_dep;
}
