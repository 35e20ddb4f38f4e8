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
   window, grow without ever falling back (GROWING true)?  Iterations
   K - WINDOW + P + 1 to K must each match the one P before.  */
static bool
periodic (const struct mca_steady_state *s, unsigned k, unsigned p,
	  unsigned window, bool growing)
{
  if (k < window + WARMUP)
    return false;
  if (!growing)
    return s->same_run[p] >= window - p;
  const unsigned *f = s->in_flight_at;
  return s->grow_run[p] >= window - p && f[k] > f[k - window];
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
  const unsigned *r = s->retired_at, *f = s->in_flight_at;
  /* Periods from K on have no iteration to compare yet: their runs
     stay 0.  Once a pattern is found no iteration is checked again, so
     the runs of the longer periods need not be extended past it.  */
  for (unsigned p = 1; p <= MCA_STEADY_MAX_PERIOD && p < k; p++)
    {
      /* Extend the runs of matching iterations to K.  */
      bool gap = r[k] - r[k - 1] == r[k - p] - r[k - p - 1];
      s->same_run[p] = gap && f[k] == f[k - p] ? s->same_run[p] + 1 : 0;
      s->grow_run[p] = gap && f[k] >= f[k - p] ? s->grow_run[p] + 1 : 0;
      /* Every window spans three periods at least: a pattern needs runs
	 of two.  */
      if (s->same_run[p] < 2 * p && s->grow_run[p] < 2 * p)
	continue;
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

/* With every instruction of the run dispatched, each iteration that
   retires leaves N fewer in flight, so from iteration D, the first to
   retire then, iteration K is never in a pattern of period P once
   K >= D + P: it neither matches nor exceeds the count of K - P.  Nor
   does the late rate look past D.  So once iteration D +
   MCA_STEADY_MAX_PERIOD - 1 has retired without a pattern, the rest of
   the run (the reorder buffer draining, the longest part of a run that
   dispatched everything before it settled: a latency-bound chain
   behind a 512-entry buffer) changes no figure, and it ends, when the
   late rate is known (without it the run's own cycles are the
   figure).  */
static void
check_drained (struct mca_steady_state *s)
{
  unsigned k = s->niterations - 1;
  if (!s->drained)
    {
      s->drained = true;
      s->drained_from = k;
    }
  if (k + 1 != s->drained_from + MCA_STEADY_MAX_PERIOD)
    return;
  unsigned from;
  if (mca_steady_late_rate (s, &from) > 0)
    *s->stop = true;
}

static void
on_iteration (void *self, const struct mca_run_counts *c)
{
  struct mca_steady_state *s = self;
  if (s->steady)
    return;
  if (s->niterations == s->cap)
    {
      s->cap = s->cap ? 2 * s->cap : 64;
      s->retired_at = xrealloc (s->retired_at, s->cap * sizeof *s->retired_at);
      s->in_flight_at = xrealloc (s->in_flight_at,
				  s->cap * sizeof *s->in_flight_at);
    }
  s->in_flight_at[s->niterations] = c->dispatch_events - c->retired;
  s->retired_at[s->niterations++] = c->cycle;
  check (s);
  if (!s->steady && s->stop && c->dispatch_events == s->total)
    check_drained (s);
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

/* The floor under the rates taken.  Over a short window the retire gaps and
   the in-flight count can repeat while a scheduler queue fills behind a
   port that is not yet the bottleneck, or while work a port or a dependency
   chain did ahead of retirement is used up.  On 2,304 loops of the corpus
   (testsuite/corpus/src at -O2 and -O3 for seven -march targets, cut by
   bench/extract-loops.py), 62 rates on sapphirerapids, 59 on skylake, 26 on
   znver5 and 31 on znver4 lay more than 1% below a bound of their own loop
   (1.41 cycles per iteration beside a bound of 1.50 on ports 0 and 6, the
   rate of iterations 1,000 to 2,000).  No state a loop keeps runs below a
   bound that every run obeys, so a rate below one is known to be a
   transient, and the bounds cost little beside the run: they come from the
   descriptions alone.  The bounds through memory are left out: the
   simulation's store-to-load forwarding beats them on 6 loops of the corpus
   per model.  The front end, each port and union of ports, the loop-carried
   register chain, dividers and serialising units hold on all but two loops
   (stores that the bounds pair less often than the simulation on znver4, a
   flag chain through a zeroed register on btver2); there the floor only
   costs a longer run.  Comparing the occupancy of every scheduler queue, of
   the load and store queues and the ports' bookings at each iteration
   besides the in-flight count catches transients the bounds do not, but
   knows no rate to be false: on the same loops it found 3% fewer patterns
   for 6% more iterations, brought the mean error against iterations 1,000
   to 2,000 on znver4 from 1.23% to 0.98% (most of it is in the late rates
   of runs without a short pattern) and left the rates below their bounds
   where they were.  */
double
mca_steady_floor (const struct mca_bound *bounds, size_t nbounds,
		  double block_rthroughput)
{
  double floor = block_rthroughput;
  for (size_t k = 0; k < nbounds; k++)
    if (bounds[k].kind != MCA_BOUND_MEMORY
	&& bounds[k].cycles_per_iteration > floor)
      floor = bounds[k].cycles_per_iteration;
  return floor;
}

/* How far below the floor a late rate may lie and be taken for it.  A run of
   a hundred iterations that ends without a short pattern gives the rate of
   its second half, during which a queue behind a port can still be filling:
   1.41 cycles per iteration for the loop above, 1.48 over 400 iterations,
   1.50 as the mean of its pattern of 400 iterations.  Of the 277 late rates
   below their floor on the corpus (five models), 225 lay within 3% of it,
   and iterations 1,000 to 2,000 run at the floor itself (within 0.5%) for
   all but 9 of those (at most 9% above it).  Of the other 52, a run four
   times as long brings all to the floor or above (within 3%) but the two
   loops whose simulation beats a bound, 11% and 17% below it.  */
#define FLOOR_SLACK 0.03

/* RATE, or S's floor when RATE lies within FLOOR_SLACK below it; -1
   when it lies further below.  */
static double
floored (const struct mca_steady_state *s, double rate)
{
  if (rate <= 0 || rate >= s->min_rate - 1e-9)
    return rate;
  return rate >= s->min_rate * (1 - FLOOR_SLACK) ? s->min_rate : -1;
}

double
mca_steady_result (const struct mca_steady_state *s,
		   const struct mca_model *m, const struct mca_resmasks *masks,
		   const struct mca_sinst *src,
		   const struct mca_pipeline_options *po,
		   bool *steady, unsigned *from)
{
  unsigned at = s->steady_from;
  double rate = mca_steady_rate (s, &at);
  bool settled = s->steady;
  double taken = floored (s, rate);
  if (taken < 0)
    {
      /* Too short a run to settle: a longer one.  */
      struct mca_pipeline_options plain = *po;
      plain.pressure_events = plain.hazard_events = false;
      unsigned iterations = s->total / s->nsource * MCA_STEADY_RERUN_FACTOR;
      struct mca_pipeline *p = xmalloc (sizeof *p);
      mca_pipeline_init (p, m, masks, src, s->nsource, iterations, &plain);
      struct mca_steady_state longer;
      mca_steady_init (&longer, s->nsource, iterations, &p->stop);
      longer.min_rate = s->min_rate;
      struct mca_listener l = mca_steady_listener (&longer);
      mca_pipeline_add_listener (p, &l);
      mca_pipeline_run (p);
      at = longer.steady_from;
      rate = p->stalled ? 0 : mca_steady_rate (&longer, &at);
      settled = longer.steady;
      taken = floored (&longer, rate);
      if (taken < 0)
	taken = rate;
      mca_steady_fini (&longer);
      mca_pipeline_fini (p);
      free (p);
    }
  if (steady)
    *steady = settled;
  if (from)
    *from = at;
  return taken;
}

struct mca_listener
mca_steady_listener (struct mca_steady_state *s)
{
  struct mca_listener l;
  memset (&l, 0, sizeof l);
  l.self = s;
  l.iteration_retired = on_iteration;
  return l;
}
