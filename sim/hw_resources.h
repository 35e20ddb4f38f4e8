/* hw_resources.h - processor resources: execution units, groups of units
   and the scheduler buffers in front of them.  A passive unit: the
   scheduler asks it whether an instruction's buffers have room, whether its
   units are free, and tells it when an instruction issues; each cycle it
   releases the units whose cycles are over.  Units of a group are picked
   round-robin, preferring units other groups have not just used.  */

#ifndef MCA_HW_RESOURCES_H
#define MCA_HW_RESOURCES_H

#include <stdbool.h>
#include <stdint.h>

#include "instr_desc.h"
#include "model.h"

/* Instructions of a dispatch packet looked at beyond the one being
   dispatched.  */
#define MCA_MAX_PACKET 8

struct mca_resource_state
{
  unsigned res;			/* model resource index */
  uint64_t mask;
  uint64_t size_mask;		/* units of this resource (or group) */
  /* Its units ready now; not kept for a group, whose ready units are
     its members with a unit ready (mca_resources.available_units).  */
  uint64_t ready_mask;
  int buffer;
  unsigned available_slots;
  /* Instructions its station may take in a cycle (0: any number), and
     took in this one.  */
  unsigned write_limit, written;
  bool reserved;
  bool is_group;
  /* Bits of SIZE_MASK (fixed for the run: counted once).  */
  unsigned nunits;
  /* Round-robin selection among units (groups and multi-unit
     resources).  */
  bool has_strategy;
  uint64_t rr_unit_mask, rr_next, rr_removed;
  /* Cycles a one-unit resource is booked ahead by uses taken late
     (mca_res_usage.acquire): bit J, J cycles from now.  */
  uint64_t booked;
};

/* A unit in use: resource mask and unit mask.  */
struct mca_resource_ref
{
  uint64_t res;
  uint64_t unit;
};

/* A unit used by an issued instruction, and for how many cycles.  */
struct mca_resource_use
{
  struct mca_resource_ref ref;
  unsigned cycles;
  unsigned denom;		/* cycles are CYCLES / DENOM (instruction
				   tables spread a group's cycles) */
};

struct mca_busy_resource
{
  struct mca_resource_ref ref;
  unsigned cycles;
};

enum mca_buffer_status
{
  MCA_RS_BUFFER_AVAILABLE,
  MCA_RS_BUFFER_UNAVAILABLE,
  MCA_RS_RESERVED
};

/* A limit of a model's `ratelimit' or `backtoback' line: instructions
   issued to MASK in each of the last WINDOW cycles, a ring indexed by
   POS, at most COUNT in all (more only when one counted twice issued
   into an empty window).  */
struct mca_rate_window
{
  uint64_t mask;
  unsigned count, window, pos, sum;
  unsigned issued[MCA_MAX_RATE_WINDOW];
};

/* W counts to MASK at most L's count in any L's window cycles.  */
static inline void
mca_rate_window_init (struct mca_rate_window *w, uint64_t mask,
		      const struct mca_rate_limit *l)
{
  w->mask = mask;
  w->count = l->count;
  w->window = l->window;
}

/* Whether W's last cycles took all it allows.  */
static inline bool
mca_rate_window_full (const struct mca_rate_window *w)
{
  return w->sum >= w->count;
}

/* Whether W's last cycles leave room for an instruction that counts N
   times; an empty window always does, so that one counted more times
   than the limit allows still issues.  */
static inline bool
mca_rate_window_room (const struct mca_rate_window *w, unsigned n)
{
  return w->sum + n <= w->count || !w->sum;
}

/* One more instruction issued this cycle.  */
static inline void
mca_rate_window_take (struct mca_rate_window *w)
{
  w->issued[w->pos]++;
  w->sum++;
}

/* A new cycle: the oldest leaves W.  */
static inline void
mca_rate_window_slide (struct mca_rate_window *w)
{
  w->pos = (w->pos + 1) % w->window;
  w->sum -= w->issued[w->pos];
  w->issued[w->pos] = 0;
}

struct mca_resources
{
  const struct mca_model *model;
  const struct mca_resmasks *masks;
  unsigned nstates;
  struct mca_resource_state states[MCA_MAX_RESOURCES + 1];
  uint64_t res2groups[MCA_MAX_RESOURCES + 1];
  uint64_t unit_mask;
  uint64_t available_units;
  uint64_t reserved_groups;
  uint64_t available_buffers;
  uint64_t reserved_buffers;
  /* Stations with a write limit (model `writes' lines), those written
     this cycle, and those that took all they may.  */
  uint64_t write_limited;
  uint64_t written_buffers;
  uint64_t full_writes;
  /* With write limits, the instructions after the one dispatching that
     may dispatch in the same cycle (set by the dispatch stage), as the
     units whose stations each may be given (mca_resources_station): a
     bound instruction leaves them the units they need, where it may take
     others (mca_resources_bind).  */
  unsigned nlater;
  uint64_t later[MCA_MAX_PACKET];
  unsigned nbusy, cap_busy;
  struct mca_busy_resource *busy;	/* in insertion order */
  uint64_t booked_units;	/* units with a nonzero `booked' */

  /* Units of each bind group given to an instruction in the current
     round (MCA_BIND_TURN); the units of all groups bound in turn.  */
  uint64_t bind_given[MCA_MAX_RATE_LIMITS];
  uint64_t bound_units;
  /* The model's bind groups (its bind[]) as masks, and their units;
     those given in turn, a bit per bind group, and of these those given
     in rounds of their own (MCA_BIND_OWN_TURN), also as the groups' own
     bits (the highest of their masks).  Worked out once: every dispatch
     asks.  */
  uint64_t bind_group[MCA_MAX_RATE_LIMITS];
  uint64_t bind_units[MCA_MAX_RATE_LIMITS];
  unsigned turn_binds, own_turn_binds;
  uint64_t own_turn_groups;

  /* What is worked out once per description in a run (descriptions do
     not change while it runs): hw_resources.c.  */
  struct mca_desc_memo *memo;

  /* Issue-rate limits (model `ratelimit' lines).  */
  unsigned nlimits;
  struct mca_rate_window limits[MCA_MAX_RATE_LIMITS];
};

/* RS keeps what it works out of each description it is given by the
   description's address (mca_desc_memo): a description must not change
   while RS is in use.  */
void mca_resources_init (struct mca_resources *rs, const struct mca_model *m,
			 const struct mca_resmasks *masks);
void mca_resources_fini (struct mca_resources *rs);

/* The units whose stations an instruction of D may be given, when they
   have a write limit: what the dispatch stage lists for the instructions
   of a packet after the one dispatching (mca_resources.later).  */
uint64_t mca_resources_station (const struct mca_resources *rs,
				const struct mca_idesc *d);

/* Whether an instruction holding BUFFERS, written into station WRITTEN
   (mca_resources_written), can dispatch now.  */
enum mca_buffer_status mca_resources_can_dispatch (const struct mca_resources
						   *rs, uint64_t buffers,
						   uint64_t written);
void mca_resources_reserve_buffers (struct mca_resources *rs,
				    uint64_t buffers, uint64_t written);
void mca_resources_release_buffers (struct mca_resources *rs,
				    uint64_t buffers);

/* How one instance's resource uses differ from its description's, as
   decided at dispatch: a group use bound to units (the model's `bind'
   groups): uses of group mask FROM are uses of unit TO (FROM 0: none),
   or, TO naming several units, of each for an equal share of the use's
   cycles (micro-ops given in turn to several queues);
   uses of resource mask DROP left out (the second store of a pair, the
   model's `storepair'; 0: none).  */
struct mca_binding
{
  uint64_t from, to;
  uint64_t drop;
  /* A resource whose use takes STRETCH_CYCLES more (a narrow store
     going back to a line: the model's narrow-store-revisit-cycles).  */
  uint64_t stretch;
  unsigned stretch_cycles;
};

/* Whether two bindings change an instruction's resource uses alike.  */
static inline bool
mca_binding_same (const struct mca_binding *a, const struct mca_binding *b)
{
  return a->from == b->from && a->to == b->to && a->drop == b->drop
    && a->stretch == b->stretch && a->stretch_cycles == b->stretch_cycles;
}

/* The station with a write limit an instruction holding BUFFERS and
   bound by B (or NULL) is written into, 0 if none.  */
uint64_t mca_resources_written (const struct mca_resources *rs,
				uint64_t buffers, const struct mca_binding *b);

/* For D about to dispatch: the binding it gets now (the unit of a bound
   group its policy picks: the one whose station has most free entries,
   the first on a tie; or the first not given in the current round) and
   the buffers it then uses, from BUFFERS, its unbound ones.  */
uint64_t mca_resources_bind (const struct mca_resources *rs,
			     const struct mca_idesc *d, uint64_t buffers,
			     struct mca_binding *b);

/* D, bound by B, dispatched: the units it takes of groups bound in turn
   are given in the current round (a unit D is bound to through another
   group, or needs alone, too); all of a group given, the next binding
   starts a new round.  */
void mca_resources_note_dispatch (struct mca_resources *rs,
				  const struct mca_idesc *d,
				  const struct mca_binding *b);

/* Mask of busy units/groups preventing D (bound by B, or NULL) from
   issuing now, 0 if none.  */
uint64_t mca_resources_check_availability (const struct mca_resources *rs,
					   const struct mca_idesc *d,
					   const struct mca_binding *b);

/* Issue D: pick units, mark them busy; appends to USED (room for 32).  */
unsigned mca_resources_issue (struct mca_resources *rs,
			      const struct mca_idesc *d,
			      const struct mca_binding *b,
			      struct mca_resource_use *used);

/* A new cycle: count down busy units, releasing those done.  */
void mca_resources_cycle (struct mca_resources *rs);

static inline unsigned
mca_resources_id (const struct mca_resources *rs, uint64_t mask)
{
  return rs->masks->state2res[mca_state_index (mask)];
}

/* Bits set in X.  Without -mpopcnt, __builtin_popcountll is a libgcc
   call; this is the hot path of every cycle, so count inline.  */
static inline unsigned
mca_popcount64 (uint64_t x)
{
#ifdef __POPCNT__
  return (unsigned) __builtin_popcountll (x);
#else
  x = x - ((x >> 1) & 0x5555555555555555ull);
  x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
  x = (x + (x >> 4)) & 0x0f0f0f0f0f0f0f0full;
  return (unsigned) ((x * 0x0101010101010101ull) >> 56);
#endif
}

/* Whether X has exactly one bit set (cheaper than counting them).  */
static inline bool
mca_one_bit (uint64_t x)
{
  return x && !(x & (x - 1));
}

/* Whether X has two bits set or more.  */
static inline bool
mca_several_bits (uint64_t x)
{
  return (x & (x - 1)) != 0;
}

#endif /* MCA_HW_RESOURCES_H */
