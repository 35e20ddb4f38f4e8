/* asm-corpus.c - run the assembly parser (and optionally the matcher) over
   real compiler output: every .s file named, or found in a directory named,
   must parse without errors.

   usage: asm-corpus [-isa FILE.isa] [-dump] [-q] FILE.s|DIR...

   -isa   also match every instruction against FILE.isa; report misses
   -dump  print "OPCODE<TAB>att|intel<TAB>TEXT" per instruction (OPCODE `?'
          when unmatched), for measure-match.sh
   -q     print only the summary

   Exit status: 1 if any file had parse errors (or could not be read).  */

#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm.h"
#include "isa.h"

/* The matcher library refers to the built-in table; this program only
   uses -isa tables.  */
__attribute__ ((weak)) const char mca_builtin_isa[] = "";
__attribute__ ((weak)) const size_t mca_builtin_isa_len = 0;

static const struct mca_isa *isa;
static bool dump, quiet;
static size_t nfiles, ninsts, nerrors, nmatched, nunmatched;

static char *
slurp (const char *path, size_t *len)
{
  FILE *f = fopen (path, "rb");
  if (!f)
    return NULL;
  size_t cap = 1 << 16, n = 0, got;
  char *buf = malloc (cap);
  while (buf && (got = fread (buf + n, 1, cap - n, f)) > 0)
    if ((n += got) == cap)
      {
	char *nb = realloc (buf, cap *= 2);
	if (!nb)
	  free (buf);
	buf = nb;
      }
  fclose (f);
  *len = n;
  return buf;
}

static void
run_file (const char *path)
{
  size_t len;
  char *text = slurp (path, &len);
  if (!text)
    {
      fprintf (stderr, "%s: cannot read\n", path);
      nerrors++;
      return;
    }
  struct mca_asm_unit u;
  nerrors += mca_asm_parse (text, len, &u);
  nfiles++;
  ninsts += u.ninsts;
  for (size_t i = 0; i < u.ndiags; i++)
    if (u.diags[i].level == MCA_DIAG_ERROR)
      fprintf (stderr, "%s:%u: error: %s\n", path, u.diags[i].line,
	       u.diags[i].message);
  for (size_t i = 0; isa && i < u.ninsts; i++)
    {
      char why[256];
      const struct mca_asm_inst *in = &u.insts[i];
      const struct mca_isa_form *f = mca_isa_match (isa, in, why, sizeof why);
      if (f)
	nmatched++;
      else
	{
	  nunmatched++;
	  if (!quiet && !dump)
	    fprintf (stderr, "%s:%u: no match: %s: `%s'\n", path, in->line,
		     why, in->text);
	}
      if (dump)
	printf ("%s\t%s\t%s\n", f ? f->opcode : "?",
		in->intel ? "intel" : "att", in->text);
    }
  mca_asm_free (&u);
  free (text);
}

static void
run_path (const char *path)
{
  DIR *d = opendir (path);
  if (!d)
    {
      run_file (path);
      return;
    }
  struct dirent *e;
  while ((e = readdir (d)))
    {
      size_t n = strlen (e->d_name);
      if (n > 2 && strcmp (e->d_name + n - 2, ".s") == 0)
	{
	  char *p = malloc (strlen (path) + n + 2);
	  sprintf (p, "%s/%s", path, e->d_name);
	  run_file (p);
	  free (p);
	}
    }
  closedir (d);
}

int
main (int argc, char **argv)
{
  struct mca_isa *loaded = NULL;
  int i = 1;
  for (; i < argc && argv[i][0] == '-'; i++)
    if (strcmp (argv[i], "-dump") == 0)
      dump = true;
    else if (strcmp (argv[i], "-q") == 0)
      quiet = true;
    else if (strcmp (argv[i], "-isa") == 0 && i + 1 < argc)
      {
	size_t len;
	char *err = NULL, *text = slurp (argv[++i], &len);
	if (!text || !(loaded = mca_isa_load (text, len, &err)))
	  {
	    fprintf (stderr, "%s: %s\n", argv[i], err ? err : "cannot read");
	    return 2;
	  }
	free (text);
	isa = loaded;
      }
    else
      {
	fprintf (stderr, "usage: asm-corpus [-isa FILE] [-dump] [-q] "
		 "FILE.s|DIR...\n");
	return 2;
      }
  for (; i < argc; i++)
    run_path (argv[i]);
  fprintf (stderr, "asm-corpus: %zu files, %zu instructions, %zu parse "
	   "errors", nfiles, ninsts, nerrors);
  if (isa)
    fprintf (stderr, ", %zu matched, %zu unmatched", nmatched, nunmatched);
  fprintf (stderr, "\n");
  mca_isa_free (loaded);
  return nerrors ? 1 : 0;
}
