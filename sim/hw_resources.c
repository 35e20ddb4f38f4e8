/* hw_resources.c - processor resource units, groups and buffers.  */

#include "hw_resources.h"
#include "run_blocks.h"
#include "unit_ledger.h"

#include <stdlib.h>
#include <string.h>

#include <libiberty/libiberty.h>

static struct mca_resource_state *
state_of (struct mca_resources *rs, uint64_t mask)
{
  return &rs->states[mca_state_index (mask)];
}

static const struct mca_resource_state *
cstate_of (const struct mca_resources *rs, uint64_t mask)
{
  return &rs->states[mca_state_index (mask)];
}

/* Binding facts of a description: the model's bind group (an index in
   its bind[]) it is bound through, -1 when none, and the units of that
   group its micro-ops take in turn (turn_split; mca_resources_bind);
   the units it is given in each bind group's round when it needs them
   alone, none when it needs them all at once
   (mca_resources_note_dispatch); the units with write-limited stations
   it may be given (station_units).  */
struct desc_facts
{
  const struct mca_idesc *d;
  int bind;
  unsigned split;
  uint64_t given_alone[MCA_MAX_RATE_LIMITS];
  uint64_t station;
};

/* A description with a binding applied (bound_desc).  */
struct bound_variant
{
  const struct mca_idesc *d;
  struct mca_binding b;
  struct mca_idesc desc;
};

/* Caches by description (and binding): every dispatch, issue check and
   issue asks for them, and a loop body has a few descriptions.  A key
   whose slot another holds takes the next free one (with ten keys in 64
   slots two share one more often than not, and two keys taking a slot
   in turn would be worked out again at every look); only a full table
   gives a slot over to a new key.  */
#define MEMO_BITS 6
#define MEMO_SLOTS (1u << MEMO_BITS)

struct mca_desc_memo
{
  /* The facts' slots filled, a bit each; the variant of each bound slot
     (1 + its place in BOUND, 0: none), the variants placed in the order
     made: a run touches the pages of what it uses, not the whole table
     (a variant holds a whole description).  */
  uint64_t facts_filled;
  unsigned char bound_at[MEMO_SLOTS];
  unsigned nbound;
  struct desc_facts facts[MEMO_SLOTS];
  struct bound_variant bound[MEMO_SLOTS];
};

/* The top bits of a multiplicative hash: descriptions lie at a fixed
   stride from one another, which the low bits of an address keep.  */
static unsigned
memo_slot (const struct mca_idesc *d, uint64_t salt)
{
  uint64_t h = ((uintptr_t) d ^ salt) * 0x9e3779b97f4a7c15ull;
  return (unsigned) (h >> (64 - MEMO_BITS));
}

void
mca_resources_init (struct mca_resources *rs, const struct mca_model *m,
		    const struct mca_resmasks *masks)
{
  memset (rs, 0, sizeof *rs);
  rs->model = m;
  rs->masks = masks;
  rs->available_buffers = ~0ull;
  for (unsigned i = 1; i < m->nres; i++)
    {
      uint64_t mask = masks->mask[i];
      struct mca_resource_state *s = state_of (rs, mask);
      s->res = i;
      s->mask = mask;
      s->is_group = mca_popcount64 (mask) > 1;
      if (s->is_group)
	s->size_mask = mask ^ (1ull << mca_state_index (mask));
      else
	s->size_mask = m->res[i].units >= 64 ? ~0ull
					      : (1ull << m->res[i].units) - 1;
      s->nunits = mca_popcount64 (s->size_mask);
      if (!s->is_group)
	s->ready_mask = s->size_mask;
      s->buffer = m->res[i].buffer;
      s->available_slots = s->buffer < 0 ? 0 : (unsigned) s->buffer;
      s->write_limit = s->buffer > 0 ? m->res[i].writes : 0;
      if (s->write_limit)
	rs->write_limited |= mask;
      s->has_strategy = s->is_group || m->res[i].units > 1;
      s->rr_unit_mask = s->rr_next = s->size_mask;
    }
  for (unsigned i = 1; i < m->nres; i++)
    {
      uint64_t mask = masks->mask[i];
      unsigned index = mca_state_index (mask);
      if (!rs->states[index].is_group)
	{
	  rs->unit_mask |= mask;
	  continue;
	}
      uint64_t group_bit = 1ull << index;
      uint64_t units = mask - group_bit;
      while (units)
	{
	  uint64_t unit = units & -units;
	  rs->res2groups[mca_state_index (unit)] |= group_bit;
	  units ^= unit;
	}
    }
  rs->available_units = rs->unit_mask;
  for (unsigned g = 0; g < m->nbind; g++)
    {
      uint64_t group = masks->mask[m->bind[g]];
      uint64_t own_bit = 1ull << mca_state_index (group);
      rs->bind_group[g] = group;
      rs->bind_units[g] = group ^ own_bit;
      if (!mca_bind_in_turn (m->bind_policy[g]))
	continue;
      rs->turn_binds |= 1u << g;
      rs->bound_units |= rs->bind_units[g];
      if (m->bind_policy[g] == MCA_BIND_OWN_TURN)
	{
	  rs->own_turn_binds |= 1u << g;
	  rs->own_turn_groups |= own_bit;
	}
    }
  for (unsigned i = 0; i < m->nrate_limits; i++)
    {
      mca_rate_window_init (&rs->limits[rs->nlimits++],
			    mca_rate_limit_mask (&m->rate_limits[i], masks),
			    &m->rate_limits[i]);
    }
  rs->memo = mca_block_alloc (sizeof *rs->memo);
  rs->memo->facts_filled = 0;
  memset (rs->memo->bound_at, 0, sizeof rs->memo->bound_at);
  rs->memo->nbound = 0;
}

void
mca_resources_fini (struct mca_resources *rs)
{
  free (rs->busy);
  rs->busy = NULL;
  mca_block_free (rs->memo, sizeof *rs->memo);
  rs->memo = NULL;
}

/* Round-robin selection: the highest ready unit not yet used in this
   round.  */
static uint64_t
rr_select_impl (struct mca_resource_state *s, uint64_t candidates)
{
  uint64_t pick = 1ull << mca_state_index (candidates);
  s->rr_next &= pick | (pick - 1);
  return pick;
}

static uint64_t
rr_select (struct mca_resource_state *s, uint64_t ready)
{
  uint64_t c = ready & s->rr_next;
  if (c)
    return rr_select_impl (s, c);
  s->rr_next = s->rr_unit_mask ^ s->rr_removed;
  s->rr_removed = 0;
  c = ready & s->rr_next;
  if (c)
    return rr_select_impl (s, c);
  s->rr_next = s->rr_unit_mask;
  return rr_select_impl (s, ready & s->rr_next);
}

static void
rr_used (struct mca_resource_state *s, uint64_t mask)
{
  if (mask > s->rr_next)
    {
      s->rr_removed |= mask;
      return;
    }
  s->rr_next &= ~mask;
  if (s->rr_next)
    return;
  s->rr_next = s->rr_unit_mask ^ s->rr_removed;
  s->rr_removed = 0;
}

/* The units of group G ready now: its members with a unit ready, whose
   bits available_units holds (use_unit clears a member's when its last
   unit is taken, release_unit sets it again when one is freed).  */
static uint64_t
group_ready (const struct mca_resources *rs,
	     const struct mca_resource_state *g)
{
  return g->size_mask & rs->available_units;
}

/* The units of S ready now.  */
static uint64_t
ready_units (const struct mca_resources *rs,
	     const struct mca_resource_state *s)
{
  return s->is_group ? group_ready (rs, s) : s->ready_mask;
}

/* Whether S, whose ready units are READY, can give UNITS units now.  */
static bool
state_is_ready (const struct mca_resource_state *s, uint64_t ready,
		unsigned units)
{
  if (s->reserved && s->buffer != 0)
    return false;
  /* Most uses want one unit: no need to count the ready ones.  */
  if (units <= 1)
    return units == 0 || ready;
  return (unsigned) mca_popcount64 (ready) >= units;
}

static struct mca_resource_ref
select_pipe (struct mca_resources *rs, uint64_t res)
{
  struct mca_resource_state *s = state_of (rs, res);
  if (!s->is_group && s->nunits == 1)
    return (struct mca_resource_ref) {res, s->ready_mask};
  /* A group sharing units with a group bound in turn (a branch unit
     beside ALU0) takes its other units first: the bound instructions
     were given theirs at dispatch.  */
  uint64_t ready = ready_units (rs, s);
  if (s->is_group && (ready & ~rs->bound_units))
    ready &= ~rs->bound_units;
  uint64_t sub = rr_select (s, ready);
  if (s->is_group)
    return select_pipe (rs, sub);
  return (struct mca_resource_ref) {res, sub};
}

static void
use_unit (struct mca_resources *rs, struct mca_resource_ref ref)
{
  unsigned id = mca_state_index (ref.res);
  struct mca_resource_state *s = &rs->states[id];
  s->ready_mask ^= ref.unit;
  if (!s->is_group && s->nunits > 1)
    rr_used (s, ref.unit);
  if (state_is_ready (s, s->ready_mask, 1))
    return;
  /* No unit of it is left: the groups containing it see it busy
     (group_ready), and count it used in their rounds.  */
  rs->available_units ^= ref.res;
  for (uint64_t users = rs->res2groups[id]; users; users &= users - 1)
    rr_used (&rs->states[__builtin_ctzll (users)], ref.res);
}

static void
release_unit (struct mca_resources *rs, struct mca_resource_ref ref)
{
  unsigned id = mca_state_index (ref.res);
  struct mca_resource_state *s = &rs->states[id];
  bool was_full = !state_is_ready (s, s->ready_mask, 1);
  s->ready_mask ^= ref.unit;
  if (was_full)
    rs->available_units ^= ref.res;
}

static void
reserve_resource (struct mca_resources *rs, uint64_t res)
{
  unsigned index = mca_state_index (res);
  rs->states[index].reserved = true;
  rs->reserved_groups ^= 1ull << index;
}

static void
release_resource (struct mca_resources *rs, uint64_t res)
{
  unsigned index = mca_state_index (res);
  struct mca_resource_state *s = &rs->states[index];
  s->reserved = false;
  if (s->is_group)
    rs->reserved_groups ^= 1ull << index;
  if (s->buffer == 0)
    rs->reserved_buffers ^= 1ull << index;
}

/* The station with a write limit an instruction holding BUFFERS is
   written into: its one such station.  One that holds several (vmovd
   from an xmm register takes all four ALUs of Zen 3 and 4 for a cycle)
   enters none of them: beside two independent leal it runs at 1.50
   cycles per iteration on both, as if the stations took the leal
   alone.  */
static uint64_t
written_station (const struct mca_resources *rs, uint64_t buffers)
{
  uint64_t limited = buffers & rs->write_limited;
  return limited & (limited - 1) ? 0 : limited;
}

uint64_t
mca_resources_written (const struct mca_resources *rs, uint64_t buffers,
		       const struct mca_binding *b)
{
  /* A load-op's ALU part goes in with its address operation, given its
     queue in a round of its own (MCA_BIND_OWN_TURN): it takes no ALU
     write of the cycle.  Measured on the Zen 3 host: movl (mem),
     imull (ALU1), addl (mem), an indexed store, addq and cmpq/jne
     (vector-math.c:59) 1.34 cycles per iteration, the load-op joining
     the multiply on ALU1 one iteration in three as on Zen 4.  B's group
     is a bind group's mask: its bits but the highest, the group's own,
     are units', which are no group's own.  */
  if (b && (b->from & rs->own_turn_groups))
    return 0;
  return written_station (rs, buffers);
}

enum mca_buffer_status
mca_resources_can_dispatch (const struct mca_resources *rs, uint64_t buffers,
			    uint64_t written)
{
  if (buffers & rs->reserved_buffers)
    return MCA_RS_RESERVED;
  /* A station that took all it may this cycle stalls dispatch until the
     next, as an in-order buffer does.  */
  if (written & rs->full_writes)
    return MCA_RS_RESERVED;
  if (buffers & ~rs->available_buffers)
    return MCA_RS_BUFFER_UNAVAILABLE;
  return MCA_RS_BUFFER_AVAILABLE;
}

void
mca_resources_reserve_buffers (struct mca_resources *rs, uint64_t buffers,
			       uint64_t written)
{
  if (written)
    {
      struct mca_resource_state *s = state_of (rs, written);
      rs->written_buffers |= written;
      if (++s->written >= s->write_limit)
	rs->full_writes |= written;
    }
  while (buffers)
    {
      uint64_t cur = buffers & -buffers;
      struct mca_resource_state *s = state_of (rs, cur);
      buffers ^= cur;
      if (s->buffer > 0)
	{
	  --s->available_slots;
	  if (!s->available_slots)
	    rs->available_buffers ^= cur;
	}
      /* An in-order dispatch resource stays reserved until its units are
	 released after issue.  */
      if (s->buffer == 0)
	rs->reserved_buffers ^= cur;
    }
}

void
mca_resources_release_buffers (struct mca_resources *rs, uint64_t buffers)
{
  rs->available_buffers |= buffers;
  while (buffers)
    {
      uint64_t cur = buffers & -buffers;
      struct mca_resource_state *s = state_of (rs, cur);
      buffers ^= cur;
      if (s->buffer > 0)
	++s->available_slots;
    }
}

/* Calendar bits FROM .. FROM + CYCLES - 1.  */
static uint64_t
calendar_span (unsigned from, unsigned cycles)
{
  uint64_t ones = cycles >= 64 ? ~0ull : (1ull << cycles) - 1;
  return ones << from;
}

/* A unit of MASK (a unit, or a group of one-unit resources) not booked
   in the CYCLES cycles starting FROM cycles from now, the first such; 0
   when there is none.  */
static uint64_t
late_unit (const struct mca_resources *rs, uint64_t mask, unsigned from,
	   unsigned cycles)
{
  const struct mca_resource_state *s = cstate_of (rs, mask);
  uint64_t want = calendar_span (from, cycles);
  uint64_t units = s->is_group ? s->size_mask : mask;
  for (; units; units &= units - 1)
    if (!(cstate_of (rs, units & -units)->booked & want))
      return units & -units;
  return 0;
}

/* Whether a use from now of the one-unit resource MASK for CYCLES would
   run into a booking.  */
static bool
runs_into_booking (const struct mca_resources *rs, uint64_t mask,
		   unsigned cycles)
{
  return (rs->booked_units & mask) && cycles > 1
    && (cstate_of (rs, mask)->booked & calendar_span (1, cycles - 1));
}

/* Of UNITS, those whose stations have most room (units without a
   station count as always roomy).  */
static uint64_t
roomiest_units (const struct mca_resources *rs, uint64_t units)
{
  uint64_t best = 0;
  long best_room = -1;
  for (; units; units &= units - 1)
    {
      uint64_t unit = units & -units;
      const struct mca_resource_state *s = cstate_of (rs, unit);
      long room = s->buffer > 0 ? (long) s->available_slots : 1L << 30;
      if (room > best_room)
	{
	  best_room = room;
	  best = 0;
	}
      if (room == best_room)
	best |= unit;
    }
  return best;
}

/* The units of bound GROUP that D's micro-ops take in turn: one per
   cycle D holds the group when it has that many micro-ops or more (the
   slow lea on Zen 4: two micro-ops, two ALU cycles, each on an ALU
   queue of its own), else 1 (one unit held all those cycles).  */
static unsigned
turn_split (const struct mca_idesc *d, uint64_t group)
{
  unsigned units = mca_popcount64 (group) - 1;
  /* Room for the uses the split adds (bound_desc).  */
  unsigned room = sizeof d->res / sizeof d->res[0] - d->nres;
  for (unsigned i = 0; i < d->nres; i++)
    if (d->res[i].mask == group && d->res[i].cycles > 1
	&& d->res[i].cycles <= d->uops && d->res[i].cycles <= units
	&& d->res[i].cycles - 1 <= room)
      return d->res[i].cycles;
  return 1;
}

/* The units with stations of a write limit that D may be given: those
   of the bind group it is bound through, or the one it needs alone (a
   multiply: ALU1); 0 when none.  */
static uint64_t
station_units (const struct mca_resources *rs, const struct mca_idesc *d)
{
  const struct mca_model *m = rs->model;
  uint64_t alone = 0;
  for (unsigned i = 0; i < d->nres; i++)
    {
      uint64_t mask = d->res[i].mask;
      if (!d->res[i].cycles || d->res[i].reserved)
	continue;
      if (mca_one_bit (mask))
	{
	  if (cstate_of (rs, mask)->write_limit)
	    alone |= mask;
	  continue;
	}
      for (unsigned g = 0; g < m->nbind; g++)
	if (mask == rs->bind_group[g])
	  {
	    uint64_t units = rs->bind_units[g];
	    if (cstate_of (rs, units & -units)->write_limit)
	      return alone & units ? alone : units;
	  }
    }
  return alone;
}

/* Of OPEN, the units the rest of the dispatch packet needs more than an
   instruction that may take any of OPEN does: those of a later
   instruction that may take fewer of them.  */
static const struct desc_facts *facts_of (const struct mca_resources *rs,
					   const struct mca_idesc *d);

static uint64_t
needed_later (const struct mca_resources *rs, uint64_t open)
{
  uint64_t need = 0;
  for (unsigned k = 0; k < rs->nlater; k++)
    {
      uint64_t e = rs->later[k] & open;
      if (e && e != open)
	need |= e;
    }
  return need;
}

/* Work D's binding facts out into F.  Out of line: every dispatch on a
   model with bind rules asks for the facts, which are nearly always
   found, and the lookup alone is then short.  */
static void __attribute__ ((noinline))
work_out_facts (const struct mca_resources *rs, struct desc_facts *f,
		const struct mca_idesc *d)
{
  const struct mca_model *m = rs->model;
  f->d = d;
  f->bind = -1;
  f->split = 1;
  for (unsigned g = 0; g < m->nbind; g++)
    {
      uint64_t group = rs->bind_group[g];
      uint64_t units = rs->bind_units[g];
      bool bound = false;
      for (unsigned i = 0; i < d->nres && !bound; i++)
	if (d->res[i].mask == group && d->res[i].cycles && !d->res[i].reserved)
	  bound = true;
      /* An instruction that also names some of the units (a multiply:
	 ALU1, and the group as LLVM's models list it) runs on those: it
	 is not bound.  */
      for (unsigned i = 0; i < d->nres && bound; i++)
	if (d->res[i].mask != group && (d->res[i].mask & units)
	    && !(d->res[i].mask & ~group))
	  bound = false;
      if (bound && f->bind < 0)
	{
	  f->bind = (int) g;
	  f->split = turn_split (d, group);
	}
      uint64_t alone = 0;
      for (unsigned i = 0; i < d->nres; i++)
	if (mca_one_bit (d->res[i].mask) && (d->res[i].mask & units)
	    && d->res[i].cycles)
	  alone |= d->res[i].mask;
      /* An instruction taking every unit at once has no place in the
	 round.  */
      f->given_alone[g] = alone != units ? alone : 0;
    }
  f->station = station_units (rs, d);
}

/* D's binding facts, worked out on the first call for D.  */
static const struct desc_facts *
facts_of (const struct mca_resources *rs, const struct mca_idesc *d)
{
  unsigned home = memo_slot (d, 0), slot = home;
  struct desc_facts *f;
  for (unsigned probe = 0;; probe++)
    {
      f = &rs->memo->facts[slot];
      if (!(rs->memo->facts_filled >> slot & 1))
	break;
      if (f->d == d)
	return f;
      if (probe + 1 == MEMO_SLOTS)
	{
	  f = &rs->memo->facts[home];
	  break;
	}
      slot = (slot + 1) & (MEMO_SLOTS - 1);
    }
  rs->memo->facts_filled |= 1ull << (unsigned) (f - rs->memo->facts);
  work_out_facts (rs, f, d);
  return f;
}

uint64_t
mca_resources_station (const struct mca_resources *rs,
		       const struct mca_idesc *d)
{
  return facts_of (rs, d)->station;
}

uint64_t
mca_resources_bind (const struct mca_resources *rs, const struct mca_idesc *d,
		    uint64_t buffers, struct mca_binding *b)
{
  const struct mca_model *m = rs->model;
  b->from = b->to = 0;
  if (!m->nbind)
    return buffers;
  const struct desc_facts *f = facts_of (rs, d);
  if (f->bind < 0)
    return buffers;
  unsigned g = (unsigned) f->bind;
  uint64_t group = rs->bind_group[g];
  uint64_t units = rs->bind_units[g];
  b->from = group;
  /* Stations that took all they may this cycle are not given (all
     of them full: the instruction waits for the next cycle), nor
     those the rest of the dispatch packet needs, where others are
     free.  Neither for an instruction given its queue in a round of
     its own: a load-op's ALU part goes to the queue of the address
     unit it is given in turn (zen4-loadop-queues.s measures 3.00 on
     Zen 3 as on Zen 4, the load-ops joining the multiplies on
     ALU1).  */
  uint64_t open = units;
  if (m->bind_policy[g] != MCA_BIND_OWN_TURN)
    {
      if (units & ~rs->full_writes)
	open = units & ~rs->full_writes;
      uint64_t spare = rs->nlater ? open & ~needed_later (rs, open) : 0;
      if (spare)
	open = spare;
    }
  if (mca_bind_in_turn (m->bind_policy[g]))
    {
      /* The first members not given in this round, one per micro-op
	 the group takes; with MCA_BIND_ROOM_TURN, the first of those
	 whose stations have most room (a new round when all of them
	 were given).  */
      uint64_t given = rs->bind_given[g];
      for (unsigned k = 0; k < f->split; k++)
	{
	  uint64_t free_units = open & ~b->to ? open & ~b->to
					      : units & ~b->to;
	  if (m->bind_policy[g] == MCA_BIND_ROOM_TURN)
	    free_units = roomiest_units (rs, free_units);
	  uint64_t left = free_units & ~given;
	  if (!left)
	    {
	      given = 0;
	      left = free_units;
	    }
	  b->to |= left & -left;
	  given |= left & -left;
	}
    }
  else
    {
      uint64_t roomiest = roomiest_units (rs, open);
      b->to = roomiest & -roomiest;
    }
  const struct mca_resource_state *gs = cstate_of (rs, group);
  if (gs->buffer >= 0)
    buffers &= ~(1ull << mca_state_index (group));
  for (uint64_t to = b->to; to; to &= to - 1)
    if (cstate_of (rs, to & -to)->buffer >= 0)
      buffers |= to & -to;
  return buffers;
}

/* An instruction bound through bind group G to TO dispatched: TO is
   given in G's round.  */
static void
give_in_turn (struct mca_resources *rs, unsigned g, uint64_t to)
{
  uint64_t units = rs->bind_units[g];
  /* The binding took the first unit of a new round when every unit had
     been given.  */
  if ((rs->bind_given[g] & units) == units)
    rs->bind_given[g] = 0;
  /* Units already given in this round were taken by a new one, once the
     rest of this round was given (mca_resources_bind).  */
  uint64_t again = to & rs->bind_given[g];
  rs->bind_given[g] = again ? again : rs->bind_given[g] | to;
}

void
mca_resources_note_dispatch (struct mca_resources *rs,
			     const struct mca_idesc *d,
			     const struct mca_binding *b)
{
  if (!rs->turn_binds)
    return;
  const struct desc_facts *f = facts_of (rs, d);
  uint64_t from = b ? b->from : 0, to = b ? b->to : 0;
  for (unsigned turns = rs->turn_binds; turns; turns &= turns - 1)
    {
      unsigned g = (unsigned) __builtin_ctz (turns);
      if (from == rs->bind_group[g])
	{
	  give_in_turn (rs, g, to);
	  continue;
	}
      /* A round of its own: Zen 4's queues with an address unit are
	 given to loads with an ALU part in turn whatever the other ALU
	 operations and the multiplies on ALU1 took (models/gen/rules).  */
      if (rs->own_turn_binds >> g & 1)
	continue;
      /* Bound to one of these units through another group, or needing
	 one alone.  */
      if (from && (to & rs->bind_units[g]))
	rs->bind_given[g] |= to;
      rs->bind_given[g] |= f->given_alone[g];
    }
}

static void make_bound_variant (const struct mca_resources *rs,
				struct bound_variant *v,
				const struct mca_idesc *d,
				const struct mca_binding *b);

/* D's resource uses with a binding applied; D itself when there is
   none.  Valid until the next call.  */
static const struct mca_idesc *
bound_desc (const struct mca_resources *rs, const struct mca_idesc *d,
	    const struct mca_binding *b)
{
  if (!b || (!b->from && !b->drop && !b->stretch))
    return d;
  struct mca_desc_memo *memo = rs->memo;
  unsigned home = memo_slot (d, b->to ^ b->drop ^ b->stretch), slot = home;
  struct bound_variant *v;
  for (unsigned probe = 0;; probe++)
    {
      if (!memo->bound_at[slot])
	{
	  v = &memo->bound[memo->nbound++];
	  memo->bound_at[slot] = (unsigned char) memo->nbound;
	  break;
	}
      v = &memo->bound[memo->bound_at[slot] - 1];
      if (v->d == d && mca_binding_same (&v->b, b))
	return &v->desc;
      if (probe + 1 == MEMO_SLOTS)
	{
	  v = &memo->bound[memo->bound_at[home] - 1];
	  break;
	}
      slot = (slot + 1) & (MEMO_SLOTS - 1);
    }
  make_bound_variant (rs, v, d, b);
  return &v->desc;
}

/* Make V D's uses with binding B (bound_desc's, out of line as
   work_out_facts is).  */
static void __attribute__ ((noinline))
make_bound_variant (const struct mca_resources *rs, struct bound_variant *v,
		    const struct mca_idesc *d, const struct mca_binding *b)
{
  v->d = d;
  v->b = *b;
  struct mca_idesc *scratch = &v->desc;
  *scratch = *d;
  scratch->nres = 0;
  for (unsigned i = 0; i < d->nres; i++)
    {
      struct mca_res_usage u = d->res[i];
      if (b->drop && u.mask == b->drop)
	continue;
      if (b->stretch && u.mask == b->stretch)
	u.cycles += b->stretch_cycles;
      if (b->from && u.mask == b->from)
	{
	  /* Split among several units: the group's cycles shared out, one
	     micro-op after the other (each takes its unit when the one
	     before is done with its own).  */
	  unsigned n = mca_popcount64 (b->to);
	  u.cycles /= n;
	  for (uint64_t to = b->to; to; to &= to - 1)
	    {
	      u.mask = to & -to;
	      scratch->res[scratch->nres++] = u;
	      if (cstate_of (rs, u.mask)->nunits == 1)
		u.acquire += u.cycles;
	    }
	  continue;
	}
      scratch->res[scratch->nres++] = u;
    }
  mca_idesc_count_limits (scratch, rs->model, rs->masks);
}

uint64_t
mca_resources_check_availability (const struct mca_resources *rs,
				  const struct mca_idesc *d,
				  const struct mca_binding *b)
{
  d = bound_desc (rs, d, b);
  uint64_t busy = 0;
  /* Units still ready per unit resource, for partially overlapping
     groups.  */
  struct mca_unit_ledger ledger;
  mca_ledger_init (&ledger);

  for (unsigned i = 0; i < d->nres; i++)
    {
      const struct mca_res_usage *e = &d->res[i];
      if (e->acquire)
	{
	  if (!late_unit (rs, e->mask, e->acquire, e->cycles))
	    busy |= e->mask;
	  continue;
	}
      unsigned units = e->reserved ? 0 : e->num_units;
      const struct mca_resource_state *s = cstate_of (rs, e->mask);
      if (!state_is_ready (s, ready_units (rs, s), units)
	  || (!s->is_group && runs_into_booking (rs, e->mask, e->cycles)))
	{
	  busy |= e->mask;
	  continue;
	}
      if (d->has_partially_overlapping_groups && !s->is_group)
	mca_ledger_own (&ledger, e->mask,
			mca_popcount64 (s->ready_mask) - units);
    }
  busy &= rs->unit_mask;
  if (busy)
    return busy;
  if (rs->nlimits)
    {
      unsigned hit = d->rate_limits;
      for (unsigned l = 0; l < rs->nlimits; l++)
	if ((hit >> l & 1)
	    && !mca_rate_window_room (&rs->limits[l],
				      1 + (d->rate_twice >> l & 1)))
	  busy |= rs->limits[l].mask & rs->unit_mask;
      if (busy)
	return busy;
    }
  busy = d->used_groups & rs->reserved_groups;
  if (!d->has_partially_overlapping_groups || busy)
    return busy;

  /* With overlapping groups, check that every group can get a unit.  */
  for (unsigned i = 0; i < d->nres; i++)
    {
      const struct mca_res_usage *e = &d->res[i];
      const struct mca_resource_state *s = cstate_of (rs, e->mask);
      if (e->reserved || !s->is_group || e->acquire)
	continue;
      uint64_t ready = group_ready (rs, s);
      uint64_t unit = mca_ledger_pick (&ledger, ready);
      if (!unit)
	busy |= ready;
      else if (!mca_ledger_spend (&ledger, unit,
				  mca_popcount64 (cstate_of (rs, unit)
						  ->ready_mask)))
	busy |= unit;
    }
  return busy;
}

static void
add_busy (struct mca_resources *rs, struct mca_resource_ref ref,
	  unsigned cycles)
{
  for (unsigned i = 0; i < rs->nbusy; i++)
    if (rs->busy[i].ref.res == ref.res && rs->busy[i].ref.unit == ref.unit)
      {
	rs->busy[i].cycles += cycles;
	return;
      }
  if (rs->nbusy == rs->cap_busy)
    {
      rs->cap_busy = rs->cap_busy ? 2 * rs->cap_busy : 16;
      rs->busy = xrealloc (rs->busy, rs->cap_busy * sizeof *rs->busy);
    }
  rs->busy[rs->nbusy].ref = ref;
  rs->busy[rs->nbusy].cycles = cycles;
  rs->nbusy++;
}

/* Take a unit of R's resource for its cycles, appending the use to USED
   (NUSED entries so far); returns the new count.  A group none of whose
   units is ready here had them all taken by the instruction's earlier
   uses: a class whose groups outnumber the core's units shares them
   (instr_desc.c), and the group's cycles add to the one of those units
   the instruction holds fewest cycles.  */
static unsigned
take_unit (struct mca_resources *rs, const struct mca_res_usage *r,
	   struct mca_resource_use *used, unsigned nused)
{
  const struct mca_resource_state *s = cstate_of (rs, r->mask);
  if (s->is_group && !group_ready (rs, s))
    {
      unsigned best = nused, best_cycles = 0;
      for (unsigned k = 0; k < nused; k++)
	{
	  if (!(used[k].ref.res & s->size_mask))
	    continue;
	  unsigned held = 0;
	  for (unsigned j = 0; j < nused; j++)
	    if (used[j].ref.res == used[k].ref.res
		&& used[j].ref.unit == used[k].ref.unit)
	      held += used[j].cycles;
	  if (best == nused || held < best_cycles)
	    best = k, best_cycles = held;
	}
      if (best < nused)
	{
	  struct mca_resource_ref ref = used[best].ref;
	  add_busy (rs, ref, r->cycles);
	  used[nused++] = (struct mca_resource_use) {ref, r->cycles, 1};
	}
      return nused;
    }
  struct mca_resource_ref pipe = select_pipe (rs, r->mask);
  use_unit (rs, pipe);
  add_busy (rs, pipe, r->cycles);
  used[nused++] = (struct mca_resource_use) {pipe, r->cycles, 1};
  return nused;
}

unsigned
mca_resources_issue (struct mca_resources *rs, const struct mca_idesc *d,
		     const struct mca_binding *b,
		     struct mca_resource_use *used)
{
  d = bound_desc (rs, d, b);
  unsigned nused = 0;
  const struct mca_res_usage *work[MCA_MAX_RES_USES];
  unsigned nwork = 0;

  if (rs->nlimits)
    {
      unsigned hit = d->rate_limits;
      for (unsigned l = 0; l < rs->nlimits; l++)
	if (hit >> l & 1)
	  {
	    mca_rate_window_take (&rs->limits[l]);
	    if (d->rate_twice >> l & 1)
	      mca_rate_window_take (&rs->limits[l]);
	  }
    }

  /* Units, reserved groups and groups with one ready unit first; uses
     taken late are booked.  */
  for (unsigned i = 0; i < d->nres; i++)
    {
      const struct mca_res_usage *r = &d->res[i];
      if (r->acquire)
	{
	  uint64_t unit = late_unit (rs, r->mask, r->acquire, r->cycles);
	  if (!unit)
	    continue;
	  state_of (rs, unit)->booked |= calendar_span (r->acquire,
							r->cycles);
	  rs->booked_units |= unit;
	  used[nused++] = (struct mca_resource_use)
	    {{unit, cstate_of (rs, unit)->size_mask}, r->cycles, 1};
	  continue;
	}
      if (!r->cycles)
	{
	  release_resource (rs, r->mask);
	  continue;
	}
      if (r->reserved)
	{
	  reserve_resource (rs, r->mask);
	  add_busy (rs, (struct mca_resource_ref) {r->mask, r->mask},
		    r->cycles);
	  continue;
	}
      const struct mca_resource_state *s = cstate_of (rs, r->mask);
      if (s->is_group && mca_several_bits (group_ready (rs, s)))
	{
	  work[nwork++] = r;
	  continue;
	}
      nused = take_unit (rs, r, used, nused);
    }

  /* Then groups, those with fewer ready units first.  */
  while (nwork)
    {
      for (unsigned i = 1; i < nwork; i++)
	for (unsigned j = i; j > 0; j--)
	  {
	    const struct mca_res_usage *a = work[j - 1], *b = work[j];
	    unsigned ra = mca_popcount64 (group_ready (rs, cstate_of (rs,
								      a->mask)));
	    unsigned rb = mca_popcount64 (group_ready (rs, cstate_of (rs,
								      b->mask)));
	    bool b_first = rb < ra || (rb == ra && b->mask < a->mask);
	    if (!b_first)
	      break;
	    work[j - 1] = b;
	    work[j] = a;
	  }
      unsigned nnext = 0;
      for (unsigned i = 0; i < nwork; i++)
	{
	  const struct mca_res_usage *r = work[i];
	  const struct mca_resource_state *s = cstate_of (rs, r->mask);
	  if (i == 0 || !mca_several_bits (group_ready (rs, s)))
	    {
	      nused = take_unit (rs, r, used, nused);
	      continue;
	    }
	  work[nnext++] = r;
	}
      nwork = nnext;
    }
  return nused;
}

void
mca_resources_cycle (struct mca_resources *rs)
{
  unsigned kept = 0;
  for (uint64_t w = rs->written_buffers; w; w &= w - 1)
    state_of (rs, w & -w)->written = 0;
  rs->written_buffers = rs->full_writes = 0;
  /* Slide the rate windows: the oldest cycle leaves.  */
  for (unsigned l = 0; l < rs->nlimits; l++)
    mca_rate_window_slide (&rs->limits[l]);
  for (unsigned i = 0; i < rs->nbusy; i++)
    {
      struct mca_busy_resource *b = &rs->busy[i];
      if (b->cycles)
	b->cycles--;
      if (!b->cycles)
	{
	  if (mca_one_bit (b->ref.res))
	    release_unit (rs, b->ref);
	  release_resource (rs, b->ref.res);
	  continue;
	}
      rs->busy[kept++] = *b;
    }
  rs->nbusy = kept;
  /* Units booked for this cycle are taken now.  */
  for (uint64_t units = rs->booked_units; units; units &= units - 1)
    {
      uint64_t unit = units & -units;
      struct mca_resource_state *s = state_of (rs, unit);
      s->booked >>= 1;
      if (!s->booked)
	rs->booked_units ^= unit;
      if ((s->booked & 1) && (s->ready_mask & s->size_mask))
	{
	  struct mca_resource_ref ref = {unit, s->size_mask};
	  use_unit (rs, ref);
	  add_busy (rs, ref, 1);
	}
    }
}
