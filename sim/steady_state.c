/* steady_state.c - the steady-state detector (see steady_state.h).  */

#include "steady_state.h"

#include <libiberty/libiberty.h>
#include <stdlib.h>
#include <string.h>

#include "inst.h"

/* Iterations before the first check: the fill of the pipeline is not a
   pattern, however regular it looks.  */
#define WARMUP 4

void
mca_steady_init (struct mca_steady_state *s, unsigned nsource, bool *stop)
{
  memset (s, 0, sizeof *s);
  s->nsource = nsource;
  s->stop = stop;
}

void
mca_steady_fini (struct mca_steady_state *s)
{
  free (s->retired_at);
  s->retired_at = NULL;
}

/* Do the gaps of the last iterations repeat with period P, over at
   least three periods and MIN_WINDOW iterations (a short window can
   catch a burst while the pipeline is still filling)?  */
#define MIN_WINDOW 24

static bool
periodic (const unsigned *r, unsigned k, unsigned p)
{
  unsigned window = 3 * p > MIN_WINDOW ? 3 * p : MIN_WINDOW;
  window = (window + p - 1) / p * p;
  if (k < window + WARMUP)
    return false;
  for (unsigned j = k - window + p + 1; j <= k; j++)
    if (r[j] - r[j - 1] != r[j - p] - r[j - p - 1])
      return false;
  return true;
}

static void
check (struct mca_steady_state *s)
{
  unsigned k = s->niterations - 1;
  for (unsigned p = 1; p <= MCA_STEADY_MAX_PERIOD; p++)
    if (periodic (s->retired_at, k, p)
	&& (double) (s->retired_at[k] - s->retired_at[k - p]) / p
	   >= s->min_rate - 1e-9)
      {
	s->steady = true;
	s->cycles_per_iteration = (double) (s->retired_at[k]
					    - s->retired_at[k - p]) / p;
	s->steady_from = k - (3 * p > MIN_WINDOW ? 3 * p : MIN_WINDOW);
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
  if (e->type != MCA_EV_RETIRED || s->steady
      || e->inst->iid % s->nsource != s->nsource - 1)
    return;
  if (s->niterations == s->cap)
    {
      s->cap = s->cap ? 2 * s->cap : 64;
      s->retired_at = xrealloc (s->retired_at, s->cap * sizeof *s->retired_at);
    }
  s->retired_at[s->niterations++] = s->cycle;
  check (s);
}

struct mca_listener
mca_steady_listener (struct mca_steady_state *s)
{
  struct mca_listener l;
  memset (&l, 0, sizeof l);
  l.self = s;
  l.cycle_end = on_cycle_end;
  l.inst_event = on_event;
  l.events = MCA_EV_BIT (MCA_EV_RETIRED);
  return l;
}
