/* mca-plugin.cc - gcc-mca's GCC plugin: compile-time throughput feedback.

     gcc -O2 -fplugin=mca foo.c
     foo.c:12:17: note: mca: loop: 1.25 cycles/iter, Block RThroughput 1.00,
       IPC 3.20 [skylake]; bottleneck: ...; critical chain: ...

   A late RTL pass (just before final, when the code is settled) takes
   every innermost loop and every LLVM-MCA-BEGIN/END region, simulates it
   on an out-of-order CPU model and remarks at its source line.  It only
   reads: the generated code is the same with and without the plugin.

   Options, -fplugin-arg-mca-KEY[=VALUE]:
     cpu=NAME,...    model (a model or GCC CPU name, native; help lists);
                     with several, each loop on each, the first leading
     iterations=N    iterations to simulate (default 100)
     remarks=WHICH   all (default: notes, and opt-info under -fopt-info),
                     notes, opt-info, none
     report=FILE     the llvm-mca style report of every loop and region
     views=LIST      the report's views (see help)
     json=FILE       machine-readable results per loop and region
     json=DIR/       the same, a file per translation unit in DIR
     min-cycles=X    no remark for loops under X cycles per iteration
     measure[=PROG]  run each analysed body on this machine with
                     gcc-mca-measure (or PROG) and give its cycles
     measure-timeout=S  seconds each measurement may take (default 20)
     system-headers  remark on loops in system headers too
     help            print this help  */

#include "gcc-common.h"
#include "plugin.h"
#include "plugin-version.h"

int plugin_is_GPL_compatible;

struct mca_plugin_options mca_plugin_opts;

static const char plugin_help[] =
  "gcc-mca: throughput remarks for every innermost loop.\n"
  "  -fplugin-arg-mca-cpu=NAME[,NAME...]  CPU model (cpu=help lists\n"
  "      them); with several, each loop is simulated on each, the remark\n"
  "      giving the first's figures and a clause for each other\n"
  "  -fplugin-arg-mca-iterations=N    iterations to simulate (100; fewer\n"
  "                                   for bodies over 30 instructions)\n"
  "  -fplugin-arg-mca-remarks=WHICH   all, notes, opt-info or none\n"
  "  -fplugin-arg-mca-report=FILE     full report of every loop\n"
  "  -fplugin-arg-mca-views=LIST      report views: summary,\n"
  "      instruction-info, resource-pressure, timeline, dispatch-stats,\n"
  "      scheduler-stats, retire-stats, register-file-stats, bottleneck,\n"
  "      bounds, hazards, all-stats, all, default\n"
  "  -fplugin-arg-mca-json=FILE       results per loop as JSON\n"
  "  -fplugin-arg-mca-json=DIR/       the same, one file per translation\n"
  "                                   unit in DIR (created if missing)\n"
  "  -fplugin-arg-mca-min-cycles=X    skip loops under X cycles/iter\n"
  "  -fplugin-arg-mca-measure[=PROG]  also run each body on this machine\n"
  "      (gcc-mca-measure, from PATH, or PROG) and give its cycles/iter\n"
  "  -fplugin-arg-mca-measure-timeout=S  seconds per body (default 20)\n"
  "  -fplugin-arg-mca-system-headers  remark on loops whose line is in a\n"
  "      system header (inlined library code) too, as -Wsystem-headers\n";

static struct plugin_info mca_plugin_info = {
  "gcc-mca " MCA_VERSION, plugin_help
};

static const pass_data mca_pass_data = {
  RTL_PASS,			/* type */
  "mca",			/* name */
  OPTGROUP_LOOP,		/* optinfo_flags */
  TV_NONE,			/* tv_id */
  PROP_rtl,			/* properties_required */
  0, 0, 0, 0
};

class mca_pass : public rtl_opt_pass
{
public:
  mca_pass (gcc::context *ctxt) : rtl_opt_pass (mca_pass_data, ctxt) {}

  /* A function with errors may hold invalid asm whose printing is an
     internal error outside final: leave it alone.  */
  bool gate (function *) final override { return !seen_error (); }

  unsigned int execute (function *fun) final override
  {
    mca_analyse_function (fun);
    return 0;
  }
};

struct view_name
{
  const char *name;
  unsigned bits;
};

static const view_name view_names[] = {
  { "summary", MCA_VIEW_SUMMARY },
  { "instruction-info", MCA_VIEW_INSTRUCTION_INFO },
  { "resource-pressure", MCA_VIEW_RESOURCE_PRESSURE },
  { "timeline", MCA_VIEW_TIMELINE },
  { "dispatch-stats", MCA_VIEW_DISPATCH_STATS },
  { "scheduler-stats", MCA_VIEW_SCHEDULER_STATS },
  { "retire-stats", MCA_VIEW_RETIRE_STATS },
  { "register-file-stats", MCA_VIEW_REGISTER_FILE_STATS },
  { "bottleneck", MCA_VIEW_BOTTLENECK },
  { "bounds", MCA_VIEW_BOUNDS },
  { "hazards", MCA_VIEW_HAZARDS },
  { "all-stats", MCA_VIEW_ALL_STATS },
  { "default", MCA_VIEW_DEFAULT },
  { "all", MCA_VIEW_DEFAULT | MCA_VIEW_ALL_STATS | MCA_VIEW_TIMELINE
	   | MCA_VIEW_BOTTLENECK | MCA_VIEW_BOUNDS | MCA_VIEW_HAZARDS },
};

static void
list_models (void)
{
  pretty_printer pp;
  for (size_t k = 0; k < mca_cpu_count (); k++)
    pp_printf (&pp, "%s%s", k ? ", " : "", mca_cpu_name (k));
  inform (UNKNOWN_LOCATION, "mca: models: %s; the CPU names of "
	  "%<-march=%> and %<native%> are accepted too", pp_formatted_text (&pp));
}

static bool
parse_unsigned (const char *v, unsigned long max, unsigned long *out)
{
  if (!v || !ISDIGIT (*v))
    return false;
  char *end;
  errno = 0;
  unsigned long n = strtoul (v, &end, 10);
  if (*end || errno || n > max)
    return false;
  *out = n;
  return true;
}

/* A bad option is named with what it accepts and then ignored: the
   build goes on.  */
static void
bad_value (const char *key, const char *value, const char *accepted,
	   const char *ignored = "option ignored")
{
  warning (0, "mca: bad value %qs for %<-fplugin-arg-mca-%s%>: accepted "
	   "values are %s; %s", value ? value : "", key, accepted, ignored);
}

static const char cpu_accepted[] = "a model or GCC CPU name, or native "
  "(cpu=help lists the models)";

/* cpu=NAME[,NAME...]: the models to simulate on, the first the primary.
   A name without a model is said and left out, the others kept; names
   that give the same model (cascadelake and skylake-avx512, a CPU and
   native) count once, as the first.  */
static void
parse_cpus (const char *value)
{
  if (value && strcmp (value, "help") == 0)
    {
      list_models ();
      return;
    }
  if (!value || !*value)
    {
      bad_value ("cpu", value, cpu_accepted);
      return;
    }
  bool several = strchr (value, ',') != NULL;
  auto_vec<const char *> names, models;
  bool said = false;		/* a name diagnosed, or help */
  char *copy = xstrdup (value);
  for (char *tok = strtok (copy, ","); tok; tok = strtok (NULL, ","))
    {
      if (strcmp (tok, "help") == 0)
	{
	  list_models ();
	  said = true;
	  continue;
	}
      const char *m = mca_cpu_resolve (tok, NULL);
      if (!m)
	{
	  bad_value ("cpu", tok, cpu_accepted,
		     several ? "that name ignored" : "option ignored");
	  said = true;
	  continue;
	}
      bool seen = false;
      for (const char *o : models)
	seen |= strcmp (o, m) == 0;
      if (!seen)
	{
	  names.safe_push (xstrdup (tok));
	  models.safe_push (m);
	}
    }
  free (copy);
  /* Only commas.  */
  if (names.is_empty () && !said)
    bad_value ("cpu", value, cpu_accepted);
  /* A later cpu= replaces an earlier one, as for the other keys; a
     list without a known name leaves the earlier one.  */
  if (names.is_empty ())
    return;
  for (unsigned k = 0; k < mca_plugin_opts.ncpus; k++)
    free (const_cast<char *> (mca_plugin_opts.cpus[k]));
  free (mca_plugin_opts.cpus);
  mca_plugin_opts.ncpus = names.length ();
  mca_plugin_opts.cpus = XNEWVEC (const char *, names.length ());
  for (unsigned k = 0; k < names.length (); k++)
    mca_plugin_opts.cpus[k] = names[k];
}

static void
parse_views (const char *value)
{
  unsigned bits = 0;
  char *copy = xstrdup (value ? value : "");
  for (char *tok = strtok (copy, ","); tok; tok = strtok (NULL, ","))
    {
      bool found = false;
      for (const view_name &v : view_names)
	if (strcmp (v.name, tok) == 0)
	  {
	    bits |= v.bits;
	    found = true;
	  }
      if (!found)
	{
	  bad_value ("views", tok, "summary, instruction-info, "
		     "resource-pressure, timeline, dispatch-stats, "
		     "scheduler-stats, retire-stats, register-file-stats, "
		     "bottleneck, bounds, hazards, all-stats, all, default");
	  free (copy);
	  return;
	}
    }
  free (copy);
  if (bits)
    mca_plugin_opts.views = bits;
}

static void
parse_argument (const plugin_argument &arg)
{
  const char *key = arg.key, *value = arg.value;
  unsigned long n;
  if (strcmp (key, "cpu") == 0)
    parse_cpus (value);
  else if (strcmp (key, "iterations") == 0)
    {
      if (parse_unsigned (value, 1000000, &n) && n > 0)
	mca_plugin_opts.iterations = n;
      else
	bad_value (key, value, "a number from 1 to 1000000");
    }
  else if (strcmp (key, "remarks") == 0)
    {
      const char *v = value ? value : "";
      if (strcmp (v, "all") == 0)
	mca_plugin_opts.notes = mca_plugin_opts.opt_info = true;
      else if (strcmp (v, "notes") == 0)
	mca_plugin_opts.notes = true, mca_plugin_opts.opt_info = false;
      else if (strcmp (v, "opt-info") == 0)
	mca_plugin_opts.notes = false, mca_plugin_opts.opt_info = true;
      else if (strcmp (v, "none") == 0)
	mca_plugin_opts.notes = mca_plugin_opts.opt_info = false;
      else
	bad_value (key, value, "all, notes, opt-info, none");
    }
  else if (strcmp (key, "report") == 0 || strcmp (key, "json") == 0)
    {
      if (!value || !*value)
	bad_value (key, value, key[0] == 'r' ? "a file name"
		   : "a file name or a directory ending in /");
      /* Not standard output: that may be the assembly (-S -o -).  */
      else if (key[0] == 'j' && strcmp (value, "-") == 0)
	bad_value (key, value, "a file name or a directory ending in /");
      else if (key[0] == 'r')
	mca_plugin_opts.report_file = value;
      else
	mca_plugin_opts.json_file = value;
    }
  else if (strcmp (key, "views") == 0)
    parse_views (value);
  else if (strcmp (key, "min-cycles") == 0)
    {
      char *end = NULL;
      double x = value ? strtod (value, &end) : -1;
      if (!value || !*value || *end || !(x >= 0))
	bad_value (key, value, "a number of cycles, 0 or more");
      else
	mca_plugin_opts.min_cycles = x;
    }
  else if (strcmp (key, "measure") == 0)
    {
      if (value && !*value)
	bad_value (key, value, "nothing, or the gcc-mca-measure program");
      else
	mca_plugin_opts.measure_tool = value ? value : "gcc-mca-measure";
    }
  else if (strcmp (key, "measure-timeout") == 0)
    {
      if (parse_unsigned (value, 3600, &n) && n > 0)
	mca_plugin_opts.measure_timeout = n;
      else
	bad_value (key, value, "a number of seconds from 1 to 3600");
    }
  else if (strcmp (key, "system-headers") == 0)
    {
      if (value)
	bad_value (key, value, "none (the option takes no value)");
      else
	mca_plugin_opts.system_headers = true;
    }
  else if (strcmp (key, "help") == 0)
    fputs (plugin_help, stderr);
  else
    warning (0, "mca: unknown option %<-fplugin-arg-mca-%s%>: accepted "
	     "keys are cpu, iterations, remarks, report, views, json, "
	     "min-cycles, measure, measure-timeout, system-headers, help; "
	     "option ignored",
	     key);
}

static void
finish_callback (void *, void *)
{
  mca_give_notes ();
  mca_plugin_finish ();
  mca_insn_text_fini ();
  mca_loop_lines_fini ();
  /* With -flto and no fat objects the RTL passes run at link time.  */
  if (flag_lto && !in_lto_p && !flag_fat_lto_objects
      && mca_plugin_opts.notes)
    inform (UNKNOWN_LOCATION, "mca: with %<-flto%> loops are analysed at "
	    "link time: pass %<-fplugin=mca%> to the link as well");
}

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *ver)
{
  if (!plugin_default_version_check (ver, &gcc_version))
    {
      error ("mca: plugin built for GCC %s, not %s", gcc_version.basever,
	     ver->basever);
      return 1;
    }
  mca_plugin_opts.notes = true;
  mca_plugin_opts.opt_info = true;
  mca_plugin_opts.views = MCA_VIEW_DEFAULT;
  mca_plugin_opts.measure_timeout = 20;
  for (int k = 0; k < info->argc; k++)
    parse_argument (info->argv[k]);

  register_callback (info->base_name, PLUGIN_INFO, NULL, &mca_plugin_info);
  mca_notes_init (info->base_name);
  struct register_pass_info pass;
  pass.pass = new mca_pass (g);
  pass.reference_pass_name = "final";
  pass.ref_pass_instance_number = 1;
  pass.pos_op = PASS_POS_INSERT_BEFORE;
  register_callback (info->base_name, PLUGIN_PASS_MANAGER_SETUP, NULL, &pass);
  /* The loops' lines before the vectorizer takes some of them away.  */
  struct register_pass_info lines;
  lines.pass = mca_loop_lines_pass (g);
  lines.reference_pass_name = "vect";
  lines.ref_pass_instance_number = 1;
  lines.pos_op = PASS_POS_INSERT_BEFORE;
  register_callback (info->base_name, PLUGIN_PASS_MANAGER_SETUP, NULL,
		     &lines);
  register_callback (info->base_name, PLUGIN_FINISH, finish_callback, NULL);
  return 0;
}
