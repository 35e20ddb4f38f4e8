/* trips.cc - a loop's iterations an entry, from the profile read with
   -fprofile-use, and its figure at that trip count.

   The remark's figure is a loop running without end.  A loop the
   program enters again and again for a few iterations each runs
   otherwise: its loop-carried chains start afresh at each entry, and
   the core overlaps the chains of successive entries (a Horner
   polynomial of 32 iterations an entry runs at 2.2 cycles an iteration
   on a Zen 5, against its chain's 6).  With a profile, the header's
   count over the count of the edges entering the loop is the number of
   iterations an entry, and the library simulates entries of that many
   (mca_options.trip_count), each starting from the registers of the
   first.  */

#include "gcc-common.h"

#include "plugin.h"

/* Entries of at most this many iterations are simulated: in longer ones
   the overlap is a small share of each.  As gcc-mca-profile's.  */
static const double max_trips = 256;

/* Iterations in the shorter of the two runs (whole entries, at least
   two): the rate is the difference of the runs, which leaves out the
   first entry's fill.  */
static const unsigned min_iterations = 200;

/* Whether C comes from the profile read: as read, or scaled since (the
   unroller scales an unrolled body's counts by its guess of the factor,
   GUESSED; on horner.c's loop of 4 iterations an entry, 3% off), not
   guessed for code the training run never reached.  */
static bool
from_profile (profile_count c)
{
  return c.initialized_p () && c.quality () >= GUESSED;
}

double
mca_profile_trips (const mca_loop_job *job)
{
  if (!job || !cfun || profile_status_for_fn (cfun) != PROFILE_READ
      || !from_profile (job->count) || !from_profile (job->entry_count))
    return 0;
  gcov_type entries = job->entry_count.to_gcov_type ();
  gcov_type iterations = job->count.to_gcov_type ();
  if (entries <= 0 || iterations <= 0)
    return 0;
  return (double) iterations / entries;
}

/* Total cycles of TEXT on MODEL run as ENTRIES entries of TRIPS
   iterations, or -1.  */
static double
cycles_of_entries (const char *text, size_t len, const char *model,
		   unsigned trips, unsigned entries)
{
  mca_options o;
  mca_options_init (&o);
  o.cpu = model;
  o.iterations = trips * entries;
  o.trip_count = trips;
  o.views = 0;
  mca_result res;
  double cycles = -1;
  if (mca_analyze (text, len, &o, &res) == 0 && res.nregions)
    cycles = res.regions[0].cycles_per_iteration * o.iterations;
  mca_result_free (&res);
  return cycles;
}

bool
mca_rate_at_trips (const char *text, size_t len, const char *model,
		   double trips, double *rate)
{
  if (trips <= 0 || trips >= max_trips)
    return false;
  unsigned whole = trips < 1 ? 1 : (unsigned) (trips + 0.5);
  unsigned entries = (min_iterations + whole - 1) / whole;
  if (entries < 2)
    entries = 2;
  double once = cycles_of_entries (text, len, model, whole, entries);
  double twice = cycles_of_entries (text, len, model, whole, 2 * entries);
  if (once < 0 || twice <= once)
    return false;
  *rate = (twice - once) / ((double) whole * entries);
  return true;
}
