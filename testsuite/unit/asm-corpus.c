/* asm-corpus.c - run the assembly parser (and optionally the matcher) over
   real compiler output: every .s file named, or found in a directory named,
   must parse without errors.

   usage: asm-corpus [-isa FILE.isa] [-dump | -print att|intel] [-q]
                     FILE.s|DIR...

   -isa   also match every instruction against FILE.isa; report misses
   -dump  print "OPCODE<TAB>att|intel<TAB>TEXT" per instruction (OPCODE `?'
          when unmatched), for measure-match.sh
   -print print "att|intel<TAB>PRINTED<TAB>TEXT" per instruction: the
          instruction as llvm-mca prints it in the syntax given (matched
          form's mnemonic, normalized operands, Intel memory sizes from
          the form), for measure-match.sh
   -q     print only the summary

   Without files, checks the fixtures in $srcdir/testsuite/unit/data (as
   `make check' runs it) and prints a `N passed, N failed' line.

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
static int print_syntax = -1;	/* -print: 0 AT&T, 1 Intel */
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

/* The instruction as llvm-mca prints it.  */
static void
print_inst (const struct mca_asm_inst *in, const struct mca_isa_form *f,
	    const struct mca_asm_inst *norm, bool intel)
{
  printf ("%s\t%s", in->intel ? "intel" : "att",
	  mca_isa_print_mnemonic (f, norm, intel));
  for (unsigned k = 0; k < norm->nops; k++)
    {
      unsigned idx = intel ? norm->nops - 1 - k : k;
      struct mca_operand op = norm->ops[idx];
      char buf[256];
      if (op.kind == MCA_OPND_MEM && intel)
	op.mem.size_bits = (uint16_t) mca_isa_mem_bits (f, idx);
      mca_asm_format_operand (buf, sizeof buf, &op, intel, false);
      printf ("%s%s", k ? ", " : " ", buf);
    }
  printf ("\t%s\n", in->text);
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
      struct mca_asm_inst norm;
      const struct mca_isa_form *f = mca_isa_match_norm (isa, in, &norm, why,
							 sizeof why);
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
      if (print_syntax >= 0 && f)
	print_inst (in, f, &norm, print_syntax == 1);
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
    else if (strcmp (argv[i], "-print") == 0 && i + 1 < argc)
      print_syntax = strcmp (argv[++i], "intel") == 0;
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
	fprintf (stderr, "usage: asm-corpus [-isa FILE] [-dump | -print "
		 "att|intel] [-q] FILE.s|DIR...\n");
	return 2;
      }
  bool fixtures = i == argc;
  if (fixtures)
    {
      const char *srcdir = getenv ("srcdir");
      char dir[512];
      snprintf (dir, sizeof dir, "%s%stestsuite/unit/data",
		srcdir ? srcdir : "", srcdir ? "/" : "");
      run_path (dir);
    }
  for (; i < argc; i++)
    run_path (argv[i]);
  fprintf (stderr, "asm-corpus: %zu files, %zu instructions, %zu parse "
	   "errors", nfiles, ninsts, nerrors);
  if (isa)
    fprintf (stderr, ", %zu matched, %zu unmatched", nmatched, nunmatched);
  fprintf (stderr, "\n");
  if (fixtures)
    printf ("%d passed, %d failed\n", nfiles && !nerrors,
	    !nfiles || nerrors);
  mca_isa_free (loaded);
  return nerrors || !nfiles ? 1 : 0;
}
