/* cpus.cc - the models a translation unit is simulated on: the primary
   one (cpu='s first name; else the target's CPU or the host's), whose
   figures the remark and the record lead with, and the others cpu=
   lists, each chosen once; and the note, once per file, for each model
   that is only the nearest to the CPU named.  */

#include "gcc-common.h"
#include "plugin.h"

/* A model of this translation unit, and the CPU that gave it.  */
struct unit_cpu
{
  const char *model;
  bool nearest;			/* only the nearest model to the CPU */
  /* The CPU named by cpu=, -mtune= or -march= that gave the model;
     NULL when it is the host's (HOST), by choice or because the target
     is the host (TARGET_HOST).  */
  const char *asked;
  mca_host_cpu host;
  bool target_host;
};

/* The models, chosen once: [0] is the primary.  */
static unit_cpu *unit_cpus;
static unsigned unit_ncpus;

/* Whether the target is this host: the -mtune= in effect is the one
   GCC's driver wrote for -march=native or -mtune=native.  GCC 12's
   driver replaces native by GCC's name of the host's core (znver3 on a
   Zen 5, whose znver5 it does not know), and only for native puts the
   host's cache sizes before the -mtune= it writes: `--param
   l1-cache-size=48 --param l1-cache-line-size=64 --param
   l2-cache-size=1024 -mtune=znver3'.  A later -mtune= of the user's
   overrides it, and then the target is that CPU.  lto-wrapper passes
   lto1 the -mtune= but not the parameters, whose being set comes with
   each function's optimization options instead (global_options_set,
   restored for the function being compiled).  */
static bool
target_is_host (void)
{
  if (in_lto_p)
    return global_options_set.x_param_l1_cache_size
	   && global_options_set.x_param_l1_cache_line_size
	   && global_options_set.x_param_l2_cache_size;
  int last = -1;
  for (unsigned k = 0; k < save_decoded_options_count; k++)
    if (save_decoded_options[k].opt_index == OPT_mtune_)
      last = k;
  unsigned seen = 0;
  for (int k = last - 3; k >= 0 && k < last; k++)
    switch (save_decoded_options[k].opt_index)
      {
      case OPT__param_l1_cache_size_:
	seen |= 1;
	break;
      case OPT__param_l1_cache_line_size_:
	seen |= 2;
	break;
      case OPT__param_l2_cache_size_:
	seen |= 4;
	break;
      default:
	break;
      }
  return seen == 7;
}

/* Set C from CPU name NAME (cpu='s, -mtune='s, -march='s or native):
   false when no model is known for it.  */
static bool
resolve (const char *name, unit_cpu *c)
{
  bool approx = false;
  const char *m = mca_cpu_resolve (name, &approx);
  if (!m)
    return false;
  c->model = m;
  c->nearest = approx;
  c->asked = strcmp (name, "native") == 0 ? NULL : name;
  if (!c->asked)
    mca_cpu_host_info (&c->host);
  return true;
}

/* The primary model comes from cpu='s first name; else this host when
   the target is the host (native); else -mtune, else -march when they
   name a CPU (x86-64, generic and intel do not); else this host.  */
static void
choose_primary (unit_cpu *c)
{
  const char *cpu = mca_plugin_opts.ncpus ? mca_plugin_opts.cpus[0] : NULL;
  c->target_host = !cpu && target_is_host ();
  const char *candidates[5] = {
    cpu, c->target_host ? "native" : NULL, ix86_tune_string,
    ix86_arch_string, "native"
  };
  for (const char *n : candidates)
    {
      /* ISA levels and generic tunings name no CPU.  */
      if (!n || (n != cpu
		 && (startswith (n, "x86-64") || strcmp (n, "generic") == 0
		     || strcmp (n, "intel") == 0 || strcmp (n, "i386") == 0
		     || strcmp (n, "i486") == 0 || strcmp (n, "i586") == 0
		     || strcmp (n, "i686") == 0)))
	continue;
      if (resolve (n, c))
	return;
      if (n == cpu)
	break;
    }
  /* Only a host cpuid does not identify gets here (neither Intel's nor
     AMD's): btver2 is always built in.  */
  c->model = "btver2";
  c->nearest = true;
  c->asked = NULL;
  mca_cpu_host_info (&c->host);
}

static void
choose_models (void)
{
  if (unit_cpus)
    return;
  unsigned n = mca_plugin_opts.ncpus ? mca_plugin_opts.ncpus : 1;
  unit_cpus = XCNEWVEC (unit_cpu, n);
  choose_primary (&unit_cpus[0]);
  unit_ncpus = 1;
  /* mca-plugin.cc kept only names with a model, one a model.  */
  for (unsigned k = 1; k < mca_plugin_opts.ncpus; k++)
    if (resolve (mca_plugin_opts.cpus[k], &unit_cpus[unit_ncpus]))
      unit_ncpus++;
}

const char *
mca_plugin_model (void)
{
  choose_models ();
  return unit_cpus[0].model;
}

unsigned
mca_plugin_model_count (void)
{
  choose_models ();
  return unit_ncpus;
}

const char *
mca_plugin_model_at (unsigned k)
{
  choose_models ();
  return k < unit_ncpus ? unit_cpus[k].model : NULL;
}

/* The note that C's model is only the nearest to its CPU (at LOC).  */
static void
nearest_note (location_t loc, const unit_cpu &c)
{
  const char *target = c.target_host ? ", the target of native" : "";
  if (c.asked)
    inform (loc, "mca: no model of CPU %qs: using the nearest, %qs",
	    c.asked, c.model);
  else if (!c.host.name)
    inform (loc, "mca: cpuid does not identify this host: using %qs",
	    c.model);
  else if (c.host.nearest_why)
    inform (loc, "mca: no model of this CPU (family %u model %u%s): using "
	    "the nearest, %qs, for %s", c.host.family, c.host.model,
	    target, c.model, c.host.nearest_why);
  else
    inform (loc, "mca: no model of CPU %qs (this host%s): using the "
	    "nearest, %qs", c.host.name, target, c.model);
}

void
mca_model_notes (location_t loc)
{
  static bool given;
  choose_models ();
  if (given || !(mca_plugin_opts.notes || mca_plugin_opts.opt_info))
    return;
  given = true;
  for (unsigned k = 0; k < unit_ncpus; k++)
    if (unit_cpus[k].nearest)
      nearest_note (loc, unit_cpus[k]);
}
