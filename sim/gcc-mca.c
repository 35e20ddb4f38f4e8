/* gcc-mca.c - the command-line driver: llvm-mca's options and output over
   an assembly file (or stdin), on gcc-mca's models (this host's when no
   -mcpu= or -model-file= names one, as llvm-mca takes the host's).

     gcc-mca -mcpu=btver2 -iterations=300 -timeline dot.s

   Options take one or two dashes, `-opt=value' or `-opt value'; booleans
   also take `=true'/`=false'.  Exit status 0 on success, 1 with a message
   on stderr otherwise.  */

#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "mca.h"

#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "0"
#endif

static const char *progname = "gcc-mca";

static void
usage (FILE *f)
{
  fprintf (f,
"usage: %s [options] [input.s | -]\n"
"\n"
"Simulate x86-64 assembly on an out-of-order CPU model and report\n"
"throughput, like llvm-mca.\n"
"\n"
"  -mcpu=NAME                 CPU model (-mcpu=help lists them; default:\n"
"                             this host's, as -mcpu=native)\n"
"  -march=x86-64, -mtriple=x86_64-...   accepted for compatibility\n"
"  -mattr=+FEAT,-FEAT         accepted; the models do not depend on CPU\n"
"                             features (a warning says so)\n"
"  -model-file=FILE           load a model file instead of -mcpu\n"
"  -iterations=N              iterations to simulate (default 100)\n"
"  -trip-count=N              iterations an entry into the loop: values\n"
"                             carried round it start afresh every N\n"
"                             (default: one entry)\n"
"  -dispatch=N                dispatch width (default: the model's)\n"
"  -register-file-size=N      physical registers of the default file\n"
"  -noalias[=BOOL]            loads never alias stores (default true)\n"
"  -lqueue=N, -squeue=N       load/store queue sizes\n"
"  -call-latency=N            latency assumed for calls (default 100)\n"
"  -disable-cb                without llvm-mca's X86 post-processing: the\n"
"                             fences order no loads or stores\n"
"  -disable-im                accepted (instrument regions are RISC-V's)\n"
"  -output-asm-variant=0|1    print AT&T (0) or Intel (1) syntax\n"
"  -print-imm-hex             print immediates in hexadecimal\n"
"  -summary-view, -instruction-info, -resource-pressure   (default on)\n"
"  -timeline, -timeline-max-iterations=N, -timeline-max-cycles=N\n"
"  -dispatch-stats, -scheduler-stats, -retire-stats, -register-file-stats\n"
"  -bottleneck-analysis       llvm-mca's pressure and critical sequence\n"
"  -bounds                    bounds per component, binding one, critical chain\n"
"  -hazards                   waiting cycles by hazard class, stage, reason\n"
"  -all-stats, -all-views, -instruction-tables[=BOOL], -json\n"
"  -show-barriers             load/store barrier columns in Instruction Info\n"
"  -show-encoding             encoding columns in Instruction Info (runs\n"
"                             GNU as on the region's instructions)\n"
"  -skip-unsupported-instructions[=none|lack-sched|parse-failure|any]\n"
"  -o FILE                    write the report to FILE\n"
"  -help, -version\n", progname);
}

struct flag
{
  const char *name;
  unsigned view;		/* enum mca_view_flag, or 0 */
  int position;			/* argv index where given, 0 if not */
  bool value;
};

static struct flag flags[] = {
  {"summary-view", MCA_VIEW_SUMMARY, 0, true},
  {"instruction-info", MCA_VIEW_INSTRUCTION_INFO, 0, true},
  {"resource-pressure", MCA_VIEW_RESOURCE_PRESSURE, 0, true},
  {"timeline", MCA_VIEW_TIMELINE, 0, false},
  {"dispatch-stats", MCA_VIEW_DISPATCH_STATS, 0, false},
  {"scheduler-stats", MCA_VIEW_SCHEDULER_STATS, 0, false},
  {"retire-stats", MCA_VIEW_RETIRE_STATS, 0, false},
  {"register-file-stats", MCA_VIEW_REGISTER_FILE_STATS, 0, false},
  {"bounds", MCA_VIEW_BOUNDS, 0, false},
  {"bottleneck-analysis", MCA_VIEW_BOTTLENECK, 0, false},
  {"hazards", MCA_VIEW_HAZARDS, 0, false},
  {"all-stats", 0, 0, false},
  {"all-views", 0, 0, false},
  {"noalias", 0, 0, true},
  {"print-imm-hex", 0, 0, false},
  {"json", 0, 0, false},
  {"show-encoding", 0, 0, false},
  {"show-barriers", 0, 0, false},
  {"disable-cb", 0, 0, false},
  {"disable-im", 0, 0, false},
};

static struct flag *
find_flag (const char *name)
{
  for (size_t i = 0; i < sizeof flags / sizeof flags[0]; i++)
    if (strcmp (flags[i].name, name) == 0)
      return &flags[i];
  return NULL;
}

static int
error (const char *fmt, const char *arg)
{
  fprintf (stderr, "%s: error: ", progname);
  fprintf (stderr, fmt, arg);
  fputc ('\n', stderr);
  return 1;
}

static bool
parse_bool (const char *s, bool *out)
{
  if (!strcmp (s, "true") || !strcmp (s, "1") || !strcmp (s, "TRUE"))
    *out = true;
  else if (!strcmp (s, "false") || !strcmp (s, "0") || !strcmp (s, "FALSE"))
    *out = false;
  else
    return false;
  return true;
}

static bool
parse_unsigned (const char *s, unsigned *out)
{
  char *end;
  errno = 0;
  unsigned long v = strtoul (s, &end, 0);
  if (!*s || *end || errno || v > UINT_MAX || *s == '-')
    return false;
  *out = (unsigned) v;
  return true;
}

static char *
read_all (FILE *f, size_t *len)
{
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc (cap);
  size_t got;
  while (buf && (got = fread (buf + n, 1, cap - n, f)) > 0)
    {
      n += got;
      if (n == cap)
	{
	  char *nb = realloc (buf, cap *= 2);
	  if (!nb)
	    {
	      free (buf);
	      return NULL;
	    }
	  buf = nb;
	}
    }
  if (buf && ferror (f))
    {
      free (buf);
      return NULL;
    }
  *len = n;
  return buf;
}

static char *
read_file (const char *path, size_t *len)
{
  if (!strcmp (path, "-"))
    return read_all (stdin, len);
  FILE *f = fopen (path, "rb");
  if (!f)
    return NULL;
  char *text = read_all (f, len);
  fclose (f);
  return text;
}

static void
list_cpus (void)
{
  printf ("Available CPUs for this target:\n\n");
  for (size_t i = 0; i < mca_cpu_count (); i++)
    printf ("  %-20s - %s\n", mca_cpu_name (i), mca_cpu_desc (i));
  printf ("\n");
}

/* Options that take a value.  */
static const char *const valued[] = {
  "mcpu", "march", "mtriple", "iterations", "trip-count", "dispatch",
  "register-file-size", "lqueue", "squeue", "call-latency",
  "output-asm-variant",
  "timeline-max-iterations", "timeline-max-cycles", "o", "model-file",
  "skip-unsupported-instructions", "instruction-tables", "mattr", NULL
};

static bool
takes_value (const char *name)
{
  for (const char *const *v = valued; *v; v++)
    if (!strcmp (*v, name))
      return true;
  return false;
}

/* Progress on a long simulation, on a terminal: one line on stderr,
   rewritten in place, and cleared at the end.  */
struct progress_line
{
  double start, delay;		/* seconds */
  int width;			/* of the line shown; 0: none */
};

static double
seconds_now (void)
{
  struct timespec t;
  clock_gettime (CLOCK_MONOTONIC, &t);
  return t.tv_sec + t.tv_nsec / 1e9;
}

static void
show_progress (void *data, unsigned region, const char *name, double done)
{
  struct progress_line *pl = data;
  if (seconds_now () - pl->start < pl->delay)
    return;
  int width = fprintf (stderr, "\r%s: simulating region %u%s%s: %3.0f%%",
		       progname, region, name && *name ? " " : "",
		       name ? name : "", 100 * done);
  /* A shorter line than the last: blank the rest.  */
  if (width < pl->width)
    fprintf (stderr, "%*s", pl->width - width, "");
  if (width > pl->width)
    pl->width = width;
  fflush (stderr);
}

static void
clear_progress (struct progress_line *pl)
{
  if (pl->width)
    fprintf (stderr, "\r%*s\r", pl->width, "");
}

int
main (int argc, char **argv)
{
  struct mca_options o;
  mca_options_init (&o);
  const char *input = NULL, *output = NULL, *model_file = NULL;
  const char *mattr = NULL;
  char *model_text = NULL;
  bool cpu_help = false;

  for (int i = 1; i < argc; i++)
    {
      const char *arg = argv[i];
      if (arg[0] != '-' || !strcmp (arg, "-"))
	{
	  if (input)
	    return error ("more than one input file (`%s')", arg);
	  input = arg;
	  continue;
	}
      arg += arg[1] == '-' ? 2 : 1;
      char name[64];
      const char *eq = strchr (arg, '=');
      size_t nlen = eq ? (size_t) (eq - arg) : strlen (arg);
      if (nlen >= sizeof name)
	return error ("unknown option `%s'", argv[i]);
      memcpy (name, arg, nlen);
      name[nlen] = 0;
      const char *value = eq ? eq + 1 : NULL;

      if (!strcmp (name, "help") || !strcmp (name, "h"))
	{
	  usage (stdout);
	  return 0;
	}
      if (!strcmp (name, "version"))
	{
	  printf ("gcc-mca %s\n", PACKAGE_VERSION);
	  return 0;
	}
      struct flag *fl = find_flag (name);
      if (fl)
	{
	  bool b = true;
	  if (value && !parse_bool (value, &b))
	    return error ("option `%s' takes true or false", argv[i]);
	  fl->value = b;
	  fl->position = i;
	  continue;
	}
      if (!takes_value (name))
	return error ("unknown option `%s' (see -help)", argv[i]);
      if (!value && !strcmp (name, "skip-unsupported-instructions"))
	value = "any";
      if (!value && !strcmp (name, "instruction-tables"))
	value = "normal";
      if (!value)
	{
	  if (i + 1 >= argc)
	    return error ("option `%s' needs a value", argv[i]);
	  value = argv[++i];
	}

      unsigned *num = NULL;
      if (!strcmp (name, "mcpu"))
	{
	  if (!strcmp (value, "help"))
	    cpu_help = true;
	  else
	    o.cpu = value;
	}
      else if (!strcmp (name, "march"))
	{
	  if (strcmp (value, "x86-64") && strcmp (value, "x86_64"))
	    return error ("unsupported architecture `%s' (gcc-mca handles "
			  "x86-64)", value);
	}
      else if (!strcmp (name, "mtriple"))
	{
	  if (strncmp (value, "x86_64", 6) && strncmp (value, "x86-64", 6))
	    return error ("unsupported target triple `%s' (gcc-mca handles "
			  "x86_64)", value);
	  o.triple = value;
	}
      else if (!strcmp (name, "mattr"))
	mattr = value;
      else if (!strcmp (name, "o"))
	output = value;
      else if (!strcmp (name, "model-file"))
	model_file = value;
      else if (!strcmp (name, "output-asm-variant"))
	{
	  unsigned v;
	  if (!parse_unsigned (value, &v) || v > 1)
	    return error ("-output-asm-variant takes 0 (AT&T) or 1 (Intel), "
			  "not `%s'", value);
	  o.output_asm_variant = (int) v;
	}
      else if (!strcmp (name, "skip-unsupported-instructions"))
	{
	  if (!strcmp (value, "none"))
	    o.skip_kinds = 0;
	  else if (!strcmp (value, "lack-sched"))
	    o.skip_kinds = MCA_SKIP_LACK_SCHED;
	  else if (!strcmp (value, "parse-failure"))
	    o.skip_kinds = MCA_SKIP_PARSE_FAILURE;
	  else if (!strcmp (value, "any"))
	    o.skip_kinds = MCA_SKIP_ANY;
	  else
	    return error ("-skip-unsupported-instructions takes none, "
			  "lack-sched, parse-failure or any, not `%s'", value);
	}
      else if (!strcmp (name, "instruction-tables"))
	{
	  /* llvm-mca 19's option is a boolean; LLVM 20 made it none,
	     normal or full, where full adds columns llvm-mca 19 lacks.  */
	  bool b;
	  if (!strcmp (value, "none"))
	    o.instruction_tables = false;
	  else if (!strcmp (value, "normal"))
	    o.instruction_tables = true;
	  else if (parse_bool (value, &b))
	    o.instruction_tables = b;
	  else if (!strcmp (value, "full"))
	    return error ("-instruction-tables=%s is not supported: gcc-mca "
			  "prints llvm-mca 19's tables, whose option is a "
			  "boolean (LLVM 20's `full' columns, bypass latency, "
			  "resources and opcode name, are not implemented); "
			  "use -instruction-tables", value);
	  else
	    return error ("-instruction-tables takes true, false, none or "
			  "normal, not `%s'", value);
	}
      else if (!strcmp (name, "iterations"))
	num = &o.iterations;
      else if (!strcmp (name, "trip-count"))
	num = &o.trip_count;
      else if (!strcmp (name, "dispatch"))
	num = &o.dispatch_width;
      else if (!strcmp (name, "register-file-size"))
	num = &o.register_file_size;
      else if (!strcmp (name, "lqueue"))
	num = &o.load_queue;
      else if (!strcmp (name, "squeue"))
	num = &o.store_queue;
      else if (!strcmp (name, "call-latency"))
	num = &o.call_latency;
      else if (!strcmp (name, "timeline-max-iterations"))
	num = &o.timeline_max_iterations;
      else if (!strcmp (name, "timeline-max-cycles"))
	num = &o.timeline_max_cycles;
      if (num && !parse_unsigned (value, num))
	return error ("option `%s' needs a number", argv[i]);
    }

  if (cpu_help)
    {
      list_cpus ();
      return 0;
    }

  /* -all-views and -all-stats set the views not given after them.  */
  struct flag *all_views = find_flag ("all-views");
  struct flag *all_stats = find_flag ("all-stats");
  o.views = 0;
  for (size_t k = 0; k < sizeof flags / sizeof flags[0]; k++)
    {
      struct flag *fl = &flags[k];
      if (!fl->view)
	continue;
      bool value = fl->value;
      bool is_stat = (fl->view & MCA_VIEW_ALL_STATS) != 0;
      struct flag *dflt = NULL;
      if (all_views->position && !is_stat)
	dflt = all_views;
      else if (is_stat && (all_views->position || all_stats->position))
	dflt = all_views->position > all_stats->position ? all_views
							 : all_stats;
      if (dflt && (!fl->position || fl->position < dflt->position))
	value = dflt->value;
      if (value)
	o.views |= fl->view;
    }
  o.no_alias = find_flag ("noalias")->value;
  o.print_imm_hex = find_flag ("print-imm-hex")->value;
  o.json = find_flag ("json")->value;
  o.show_barriers = find_flag ("show-barriers")->value;
  /* -disable-im has nothing to turn off: llvm-mca's instrument regions
     (LLVM-MCA-RISCV-LMUL) are RISC-V's.  */
  o.disable_cb = find_flag ("disable-cb")->value;
  o.show_encoding = find_flag ("show-encoding")->value;
  if (mattr)
    fprintf (stderr, "%s: warning: -mattr=%s has no effect: gcc-mca's "
	     "instruction table holds every x86-64 instruction and its "
	     "models do not change with CPU features\n", progname, mattr);

  /* No -mcpu: this host's model, as llvm-mca defaults to the host
     (-mcpu=native); btver2 where cpuid does not identify the host.  */
  if (!o.cpu && !model_file)
    {
      o.cpu = "native";
      if (!mca_cpu_resolve (o.cpu, NULL))
	{
	  o.cpu = "btver2";
	  fprintf (stderr, "%s: note: this host's CPU is not identified: "
		   "using btver2 (-mcpu= names another)\n", progname);
	}
    }
  if (model_file)
    {
      model_text = read_file (model_file, &o.model_len);
      if (!model_text)
	return error ("cannot read model file `%s'", model_file);
      o.model_text = model_text;
    }
  if (!input)
    input = "-";
  size_t len;
  char *text = read_file (input, &len);
  if (!text)
    {
      fprintf (stderr, "%s: error: %s: %s\n", progname, input,
	       strerror (errno ? errno : EIO));
      free (model_text);
      return 1;
    }

  struct progress_line progress = {0};
  if (isatty (STDERR_FILENO))
    {
      /* GCC_MCA_PROGRESS_DELAY: the seconds before the line shows (1).  */
      const char *delay = getenv ("GCC_MCA_PROGRESS_DELAY");
      progress.delay = delay && *delay ? strtod (delay, NULL) : 1;
      progress.start = seconds_now ();
      o.progress = show_progress;
      o.progress_data = &progress;
    }
  struct mca_result r;
  int status = mca_analyze (text, len, &o, &r);
  clear_progress (&progress);
  const char *shown = strcmp (input, "-") ? input : "<stdin>";
  for (size_t k = 0; k < r.ndiags; k++)
    {
      const struct mca_diagnostic *d = &r.diags[k];
      const char *sev = d->severity == MCA_ERROR ? "error"
	: d->severity == MCA_WARNING ? "warning" : "note";
      if (d->line)
	fprintf (stderr, "%s:%u: %s: %s\n", shown, d->line, sev, d->message);
      else
	fprintf (stderr, "%s: %s: %s\n", progname, sev, d->message);
    }
  if (status == 0)
    {
      FILE *out = stdout;
      if (output && strcmp (output, "-"))
	{
	  out = fopen (output, "w");
	  if (!out)
	    {
	      fprintf (stderr, "%s: error: %s: %s\n", progname, output,
		       strerror (errno));
	      status = 1;
	    }
	}
      if (out)
	{
	  fputs (r.report, out);
	  if (out != stdout && fclose (out) != 0)
	    status = error ("cannot write `%s'", output);
	}
    }
  mca_result_free (&r);
  free (text);
  free (model_text);
  return status;
}
