/* steady_state.c - the steady-state detector (see steady_state.h).  */

#include "steady_state.h"

#include <libiberty/libiberty.h>
#include <stdlib.h>
#include <string.h>

#include "inst.h"

/* Iterations before the first check, and the shortest window checked.
   With the in-flight count in the pattern, a filling pipeline shows no
   pattern, and 2 and 6 suffice: on the 226 loops without calls of a
   one-file Lua build (sapphirerapids), the rates found agree with those
   of iterations 200-400 within 0.06% on average, as with 4 and 8 (with
   4 and 24 and no in-flight count: 0.18%), for 10% less simulation
   than 4 and 8.  */
#define WARMUP 2
#define MIN_WINDOW 6

void
mca_steady_init (struct mca_steady_state *s, unsigned nsource,
		 unsigned iterations, bool *stop)
{
  memset (s, 0, sizeof *s);
  s->nsource = nsource;
  s->total = nsource * iterations;
  s->stop = stop;
}

void
mca_steady_fini (struct mca_steady_state *s)
{
  free (s->retired_at);
  free (s->in_flight_at);
  s->retired_at = s->in_flight_at = NULL;
}

/* The window checked for period P: three periods at least, and MIN,
   in whole periods.  */
static unsigned
window_for (unsigned p, unsigned min)
{
  unsigned window = 3 * p > min ? 3 * p : min;
  return (window + p - 1) / p * p;
}

/* Do the retire gaps of the last WINDOW iterations up to K repeat with
   period P, and the in-flight counts too (GROWING false) or, over the
   window, grow without ever falling back (GROWING true)?  */
static bool
periodic (const struct mca_steady_state *s, unsigned k, unsigned p,
	  unsigned window, bool growing)
{
  const unsigned *r = s->retired_at, *f = s->in_flight_at;
  if (k < window + WARMUP)
    return false;
  for (unsigned j = k - window + p + 1; j <= k; j++)
    if (r[j] - r[j - 1] != r[j - p] - r[j - p - 1]
	|| (growing ? f[j] < f[j - p] : f[j] != f[j - p]))
      return false;
  return !growing || f[k] > f[k - window];
}

/* The window over which a growing in-flight count may go with a steady
   retire pattern: the reorder buffer filling behind a back end that
   keeps its pace (a loop the front end feeds faster than it executes
   takes a hundred iterations and more to fill a 512-entry buffer).  A
   shorter burst of growth can be the rising side of a longer pattern.
   On 384 generated loops of bench/gen-large.py (sapphirerapids) this
   keeps every rate found with the count repeating, in 52% fewer
   iterations; on the Lua build's loops without calls, 13% fewer.  */
#define GROWTH_WINDOW 24

static void
check (struct mca_steady_state *s)
{
  unsigned k = s->niterations - 1;
  for (unsigned p = 1; p <= MCA_STEADY_MAX_PERIOD; p++)
    {
      unsigned window = window_for (p, MIN_WINDOW);
      if (!periodic (s, k, p, window, false))
	{
	  window = window_for (p, GROWTH_WINDOW);
	  if (!periodic (s, k, p, window, true))
	    continue;
	}
      double rate = (double) (s->retired_at[k] - s->retired_at[k - p]) / p;
      if (rate < s->min_rate - 1e-9)
	continue;
      s->steady = true;
      s->cycles_per_iteration = rate;
      s->steady_from = k - window;
      if (s->stop)
	*s->stop = true;
      return;
    }
}

static void
on_cycle_end (void *self)
{
  struct mca_steady_state *s = self;
  s->cycle++;
}

static void
on_event (void *self, const struct mca_inst_event *e)
{
  struct mca_steady_state *s = self;
  if (e->type == MCA_EV_DISPATCHED)
    {
      s->dispatched++;
      return;
    }
  s->retired++;
  if (s->steady || e->inst->iid % s->nsource != s->nsource - 1)
    return;
  if (s->niterations == s->cap)
    {
      s->cap = s->cap ? 2 * s->cap : 64;
      s->retired_at = xrealloc (s->retired_at, s->cap * sizeof *s->retired_at);
      s->in_flight_at = xrealloc (s->in_flight_at,
				  s->cap * sizeof *s->in_flight_at);
    }
  s->in_flight_at[s->niterations] = s->dispatched - s->retired;
  s->retired_at[s->niterations++] = s->cycle;
  check (s);
}

double
mca_steady_late_rate (const struct mca_steady_state *s, unsigned *from)
{
  /* Iteration K retired with (K + 1) * nsource instructions retired.  */
  unsigned n = 0;
  while (n < s->niterations
	 && s->in_flight_at[n] + (n + 1) * s->nsource < s->total)
    n++;
  if (n < 4)
    return 0;
  unsigned last = n - 1, mid = last / 2;
  *from = mid;
  return (double) (s->retired_at[last] - s->retired_at[mid]) / (last - mid);
}

double
mca_steady_rate (const struct mca_steady_state *s, unsigned *from)
{
  if (s->steady)
    {
      *from = s->steady_from;
      return s->cycles_per_iteration;
    }
  return mca_steady_late_rate (s, from);
}

struct mca_listener
mca_steady_listener (struct mca_steady_state *s)
{
  struct mca_listener l;
  memset (&l, 0, sizeof l);
  l.self = s;
  l.cycle_end = on_cycle_end;
  l.inst_event = on_event;
  l.events = MCA_EV_BIT (MCA_EV_RETIRED) | MCA_EV_BIT (MCA_EV_DISPATCHED);
  return l;
}
