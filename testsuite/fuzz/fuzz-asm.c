/* fuzz-asm.c - a fuzz target for the whole analysis path: assembly text
   of any shape goes through mca_analyze with several option sets (both
   syntaxes, every view, JSON, bounds, the steady-state cut-off, skipping
   unsupported instructions, three fixed models) and the plugin's (the
   steady state, the bottleneck's reruns, the memo, trip counts) on one
   of eight more models.  It must return a result or a diagnostic, never
   crash, leak or hang.

   Built two ways:
     - with -fsanitize=fuzzer (clang; `make fuzz'), libFuzzer drives
       LLVMFuzzerTestOneInput;
     - without it (MCA_FUZZ_REPLAY), main() replays the files named on the
       command line, so `make check' runs the seed corpus and every input
       that once found a bug.  */

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mca.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

static void
run (const char *text, size_t len, const char *cpu, unsigned views,
     bool json, bool skip, bool steady, unsigned iterations)
{
  struct mca_options o;
  mca_options_init (&o);
  o.cpu = cpu;
  o.views = views;
  o.json = json;
  o.skip_unsupported = skip;
  o.steady_state = steady;
  o.analyze_bottlenecks = true;
  o.iterations = iterations;
  o.timeline_max_iterations = 3;
  struct mca_result r;
  mca_analyze (text, len, &o, &r);
  mca_result_free (&r);
}

/* The models whose rules the fixed runs above do not reach (the issue
   bindings, the slow forwards, store lines, split loads, the fold and
   rename rules), one an input, chosen by its length.  */
static const char *const plugin_models[] = {
  "znver3", "znver5", "sapphirerapids", "alderlake", "icelake-server",
  "skylake-avx512", "haswell", "znver4"
};

/* The plugin's way: no views, the steady state, the bottleneck's
   reruns, with the results kept in a memo (the second run of the same
   text takes its result), and then loop entries of a few iterations.  */
static void
run_as_plugin (const char *text, size_t len)
{
  struct mca_memo *memo = mca_memo_new ();
  struct mca_options o;
  mca_options_init (&o);
  o.cpu = plugin_models[len % (sizeof plugin_models
			       / sizeof plugin_models[0])];
  o.steady_state = true;
  o.analyze_bottlenecks = true;
  o.iterations = 30;
  o.skip_unsupported = true;
  o.memo = memo;
  for (int k = 0; k < 2; k++)
    {
      struct mca_result r;
      mca_analyze (text, len, &o, &r);
      mca_result_free (&r);
    }
  o.memo = NULL;
  mca_memo_free (memo);
  o.trip_count = 3;
  struct mca_result r;
  mca_analyze (text, len, &o, &r);
  mca_result_free (&r);
}

int
LLVMFuzzerTestOneInput (const uint8_t *data, size_t size)
{
  /* Bounded work per input: long inputs are cut, iterations are few.  */
  if (size > 4096)
    size = 4096;
  const char *text = (const char *) data;
  run (text, size, "btver2", MCA_VIEW_DEFAULT, false, false, false, 5);
  run (text, size, "skylake", MCA_VIEW_DEFAULT | MCA_VIEW_ALL_STATS
       | MCA_VIEW_TIMELINE | MCA_VIEW_BOUNDS, true, true, false, 3);
  run (text, size, "znver4", 0, false, true, true, 20);
  run_as_plugin (text, size);
  return 0;
}

#ifdef MCA_FUZZ_REPLAY
#include <dirent.h>

static int
replay_file (const char *path)
{
  FILE *f = fopen (path, "rb");
  if (!f)
    {
      fprintf (stderr, "fuzz-replay: cannot open %s\n", path);
      return 1;
    }
  char *buf = NULL;
  size_t len = 0, cap = 0;
  int c;
  while ((c = getc (f)) != EOF)
    {
      if (len == cap)
	{
	  cap = cap ? 2 * cap : 4096;
	  char *nbuf = realloc (buf, cap);
	  if (!nbuf)
	    {
	      free (buf);
	      fclose (f);
	      return 1;
	    }
	  buf = nbuf;
	}
      buf[len++] = (char) c;
    }
  fclose (f);
  LLVMFuzzerTestOneInput ((const uint8_t *) buf, len);
  free (buf);
  return 0;
}

/* With no arguments, replay $srcdir/testsuite/fuzz/corpus (as make check
   runs it); an empty corpus is a failure, not a pass.  */
int
main (int argc, char **argv)
{
  int status = 0, n = 0;
  if (argc > 1)
    for (int k = 1; k < argc; k++, n++)
      status |= replay_file (argv[k]);
  else
    {
      const char *srcdir = getenv ("srcdir");
      char dir[4096];
      snprintf (dir, sizeof dir, "%s/testsuite/fuzz/corpus",
		srcdir ? srcdir : ".");
      DIR *d = opendir (dir);
      if (!d)
	{
	  fprintf (stderr, "fuzz-replay: no corpus at %s\n", dir);
	  return 1;
	}
      struct dirent *e;
      while ((e = readdir (d)))
	{
	  if (e->d_name[0] == '.')
	    continue;
	  char path[8192];
	  snprintf (path, sizeof path, "%s/%s", dir, e->d_name);
	  status |= replay_file (path);
	  n++;
	}
      closedir (d);
    }
  printf ("fuzz-replay: %d inputs\n", n);
  return n ? status : 1;
}
#endif
