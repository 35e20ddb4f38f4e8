/* gcc-mca-measure.c - measure a loop body's cycles per iteration on this
   machine, to check a model against it:

     gcc-mca-measure body.s
     gcc-mca-measure -json -runs=30 - < body.s
     gcc-mca-measure -print-body body.s | gcc-mca -mcpu=native

   See measure.h for the method.  Exit status 0 on success, 1 with a
   message on stderr otherwise.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libiberty/libiberty.h>

#include "measure.h"

/* Makefile.am passes the package's version.  */
#ifndef PACKAGE_VERSION
#define PACKAGE_VERSION "0"
#endif

static const char *progname = "gcc-mca-measure";

static void
usage (FILE *f)
{
  fprintf (f,
"usage: gcc-mca-measure [options] [input.s | -]\n"
"\n"
"Run a loop body (x86-64 assembly; LLVM-MCA-BEGIN/END markers select\n"
"one region) on this machine and report its core cycles per iteration.\n"
"\n"
"  -runs=N          timed runs, the minimum is reported (default 15)\n"
"  -timeout=S       give up after S seconds (default 20)\n"
"  -contention-wait=S  wait up to S seconds (default 5, 0: none) for runs\n"
"                   where the core is not shared: each run also times three\n"
"                   independent add chains and four loads, and runs where\n"
"                   the adds take more than 1.03 cycles a copy or the loads\n"
"                   are slow are dropped\n"
"  -contention-limit=C  drop runs where the three adds take more than C\n"
"                   cycles a copy (a core with fewer than three integer\n"
"                   ALUs needs more than the default 1.03)\n"
"  -contention-ratio=R  drop runs where the four loads take more than R\n"
"                   times their fastest run, against the adds\n"
"                   (default 1.05)\n"
"  -calibration=auto|scalar  the chain that converts TSC ticks to cycles:\n"
"                   one of the body's kind (default) or the imul chain\n"
"  -json            the result as JSON\n"
"  -print-body      print the measured body (branches jump to the next\n"
"                   instruction, the back edge's condition inverted) and exit\n"
"  -print-harness   print the program that runs it (register set-up, the\n"
"                   timed loop of copies, rdtsc reads) and exit\n"
"  -help, -version\n");
}

static char *
read_all (FILE *f, size_t *len)
{
  size_t cap = 8192, n = 0;
  char *buf = xmalloc (cap);
  size_t got;
  while ((got = fread (buf + n, 1, cap - n, f)) > 0)
    {
      n += got;
      if (n == cap)
	buf = xrealloc (buf, cap *= 2);
    }
  *len = n;
  return buf;
}

static void
json_string (const char *s)
{
  putchar ('"');
  for (; s && *s; s++)
    if (*s == '"' || *s == '\\')
      printf ("\\%c", *s);
    else if (*s == '\n')
      fputs ("\\n", stdout);
    else if (*s == '\t')
      fputs ("\\t", stdout);
    else if ((unsigned char) *s < 0x20)
      printf ("\\u%04x", *s);
    else
      putchar (*s);
  putchar ('"');
}

/* The number after NAME in option A, of digits and dots only, or -1
   when A is not NAME with such a number.  */
static double
number_option (const char *a, const char *name)
{
  size_t n = strlen (name);
  if (strncmp (a, name, n) != 0 || !a[n]
      || strspn (a + n, "0123456789.") != strlen (a + n))
    return -1;
  return atof (a + n);
}

int
main (int argc, char **argv)
{
  struct mca_measure_options o = {0};
  bool json = false, print_body = false, print_harness = false;
  const char *input = NULL;
  for (int k = 1; k < argc; k++)
    {
      const char *a = argv[k];
      double v;
      if (a[0] == '-' && a[1] == '-')
	a++;
      if (strcmp (a, "-") == 0 || a[0] != '-')
	{
	  if (input)
	    {
	      fprintf (stderr, "%s: error: more than one input\n", progname);
	      return 1;
	    }
	  input = argv[k];
	}
      else if (strncmp (a, "-runs=", 6) == 0 && atoi (a + 6) > 0)
	o.runs = (unsigned) atoi (a + 6);
      else if (strncmp (a, "-timeout=", 9) == 0 && atoi (a + 9) > 0)
	o.timeout = (unsigned) atoi (a + 9);
      else if ((v = number_option (a, "-contention-wait=")) >= 0)
	o.contention_wait = v > 0 ? v : -1;
      else if ((v = number_option (a, "-contention-limit=")) > 0)
	o.contention_limit = v;
      else if ((v = number_option (a, "-contention-ratio=")) > 0)
	o.contention_ratio = v;
      else if (strcmp (a, "-calibration=scalar") == 0)
	o.calibration = 1;
      else if (strcmp (a, "-calibration=auto") == 0)
	o.calibration = 0;
      else if (strcmp (a, "-json") == 0)
	json = true;
      else if (strcmp (a, "-print-body") == 0)
	print_body = true;
      else if (strcmp (a, "-print-harness") == 0)
	print_harness = true;
      else if (strcmp (a, "-help") == 0 || strcmp (a, "-h") == 0)
	{
	  usage (stdout);
	  return 0;
	}
      else if (strcmp (a, "-version") == 0)
	{
	  printf ("%s %s\n", progname, PACKAGE_VERSION);
	  return 0;
	}
      else
	{
	  fprintf (stderr, "%s: error: unknown or bad option `%s'\n",
		   progname, argv[k]);
	  return 1;
	}
    }
  FILE *f = !input || strcmp (input, "-") == 0 ? stdin : fopen (input, "r");
  if (!f)
    {
      fprintf (stderr, "%s: error: cannot open `%s'\n", progname, input);
      return 1;
    }
  size_t len;
  char *text = read_all (f, &len);
  if (f != stdin)
    fclose (f);

  o.body_only = print_body;
  o.harness_only = print_harness;
  struct mca_measure_result r;
  char *err = NULL;
  if (mca_measure (text, len, &o, &r, &err))
    {
      fprintf (stderr, "%s: error: %s\n", progname, err);
      free (err);
      free (text);
      return 1;
    }
  if (print_body)
    fputs (r.body, stdout);
  else if (print_harness)
    fputs (r.harness, stdout);
  else if (json)
    {
      printf ("{\"CyclesPerIteration\": %.4f, \"Median\": %.4f, "
	      "\"Spread\": %.4f, \"Runs\": %u, \"DroppedRuns\": %u, "
	      "\"TicksPerCycle\": %.4f, \"Calibration\": ", r.cycles,
	      r.median, r.spread, r.runs, r.dropped, r.ticks_per_cycle);
      json_string (r.calibration);
      printf (", \"Instructions\": %u, \"Copies\": %u, \"Body\": ",
	      r.ninsts, r.copies);
      json_string (r.body);
      fputs (", \"Warnings\": ", stdout);
      if (r.warnings)
	json_string (r.warnings);
      else
	fputs ("null", stdout);
      fputs ("}\n", stdout);
    }
  else
    {
      printf ("Cycles per iteration: %.2f (median %.2f, spread %.1f%%, "
	      "%u runs", r.cycles, r.median, 100 * r.spread, r.runs);
      if (r.dropped)
	printf (", %u dropped: the core was shared", r.dropped);
      puts (")");
      printf ("Calibration:          %s (%.3f TSC ticks per cycle)\n",
	      r.calibration, r.ticks_per_cycle);
      printf ("Body:                 %u instructions, %u copies per loop "
	      "iteration\n", r.ninsts, r.copies);
      if (r.warnings)
	printf ("Warning:              %s\n", r.warnings);
    }
  mca_measure_free (&r);
  free (text);
  return 0;
}
