/* encode.c - the machine code of a region's instructions from GNU as:
   the instructions are written one a line to a temporary file, `as --64
   -aln=LISTING' assembles them, and the listing, which gives each source
   line's address and bytes (continued on further lines with the same
   line number), is read back.

       2 0002 C4E275B8     vfmadd231ps ...
       2      94D8

   Symbols stay undefined, so a branch to a label takes its long form
   and an address zeros, as in llvm-mca's -show-encoding (whose encoder
   resolves no fixups).  */

#define _GNU_SOURCE

#include "encode.h"

#include <errno.h>
#include <fcntl.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "asm.h"
#include "view.h"

#include <libiberty/libiberty.h>

extern char **environ;

/* Read the assembler's messages in FILE: mark in BAD the instructions
   (by LINE_OF) that have an error; the first error's text goes to BUF
   and its instruction to *FIRST (N when none).  Returns the number of
   lines with an error.  */
static unsigned
read_errors (const char *file, const unsigned *line_of, unsigned n,
	     bool *bad, char *buf, size_t size, unsigned *first)
{
  buf[0] = 0;
  *first = n;
  unsigned count = 0;
  FILE *f = fopen (file, "r");
  if (!f)
    return 0;
  char line[1024];
  while (fgets (line, sizeof line, f))
    {
      line[strcspn (line, "\n")] = 0;
      /* FILE:LINE: Error: MESSAGE  */
      char *e = strstr (line, ": Error: ");
      if (!e)
	continue;
      char *colon = e;
      while (colon > line && colon[-1] != ':')
	colon--;
      unsigned long at = strtoul (colon, NULL, 10);
      unsigned k = 0;
      while (k < n && line_of[k] != at)
	k++;
      if (k < n && !bad[k])
	{
	  bad[k] = true;
	  count++;
	}
      if (!buf[0])
	{
	  snprintf (buf, size, "%s", e + 9);
	  *first = k;
	}
    }
  fclose (f);
  return count;
}

/* Run AS on IN with the listing LST; its messages go to ERRF.  Returns
   0 when it succeeded, -1 when it is not found, 1 when it failed, with
   a message in ERR for the last two.  */
static int
run_as (const char *as, const char *in, const char *lst, const char *obj,
	const char *errf, char *err, size_t errlen)
{
  char lopt[4300];
  snprintf (lopt, sizeof lopt, "-aln=%s", lst);
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init (&fa);
  posix_spawn_file_actions_addopen (&fa, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen (&fa, 1, errf,
				    O_WRONLY | O_CREAT | O_TRUNC, 0600);
  posix_spawn_file_actions_adddup2 (&fa, 1, 2);
  char *argv[] = { (char *) as, (char *) "--64", lopt, (char *) "-o",
		   (char *) obj, (char *) in, NULL };
  pid_t pid;
  int rc = posix_spawnp (&pid, as, &fa, NULL, argv, environ);
  posix_spawn_file_actions_destroy (&fa);
  int status = 0;
  if (rc == 0 && waitpid (pid, &status, 0) < 0)
    rc = errno;
  if (rc == ENOENT || (rc == 0 && WIFEXITED (status)
		       && WEXITSTATUS (status) == 127))
    {
      snprintf (err, errlen, "-show-encoding needs GNU as (binutils) to "
		"encode the instructions, and `%s' is not found", as);
      return -1;
    }
  if (rc != 0)
    {
      snprintf (err, errlen, "-show-encoding: cannot run `%s': %s", as,
		strerror (rc));
      return -1;
    }
  if (!WIFEXITED (status) || WEXITSTATUS (status) != 0)
    {
      snprintf (err, errlen, "-show-encoding: `%s' failed to encode the "
		"region", as);
      return 1;
    }
  return 0;
}

/* Write the instructions to PATH; LINE_OF[k] gets instruction K's line.
   Returns false on a write error.  */
static bool
write_source (const char *path, const struct mca_sinst *const *src,
	      unsigned n,
	      const bool *printed, unsigned *line_of)
{
  FILE *f = fopen (path, "w");
  if (!f)
    return false;
  unsigned line = 1;
  bool intel = false;
  fputs ("\t.text\n", f);
  line++;
  struct mca_view_ctx ctx = {0};
  for (unsigned k = 0; k < n; k++)
    {
      const struct mca_asm_inst *t = src[k]->text;
      bool want_intel = t->intel && !printed[k];
      if (want_intel != intel)
	{
	  fputs (want_intel ? "\t.intel_syntax noprefix\n"
		 : "\t.att_syntax prefix\n", f);
	  line++;
	  intel = want_intel;
	}
      /* One instruction a line: its text has no newline.  LLVM's AT&T
	 spelling of it where GNU as refused the text as written.  */
      const char *text = t->text;
      struct mca_strbuf sb;
      mca_sb_init (&sb);
      if (printed[k])
	{
	  mca_print_inst (&sb, &ctx, src[k]);
	  text = sb.data ? sb.data : "";
	}
      fputc ('\t', f);
      for (const char *c = text; *c; c++)
	fputc (*c == '\n' || *c == ';' ? ' ' : *c, f);
      fputc ('\n', f);
      mca_sb_free (&sb);
      line_of[k] = line++;
    }
  return fclose (f) == 0;
}

/* Read LISTING into OUT: the bytes of instruction K are those of source
   line LINE_OF[K].  */
static bool
read_listing (const char *path, const unsigned *line_of, unsigned n,
	      struct mca_encoding *out, char *err, size_t errlen)
{
  FILE *f = fopen (path, "r");
  if (!f)
    {
      snprintf (err, errlen, "-show-encoding: cannot read the assembler's "
		"listing: %s", strerror (errno));
      return false;
    }
  char buf[4096];
  unsigned k = 0, prev = 0;
  while (fgets (buf, sizeof buf, f) && k < n)
    {
      char *p = buf, *end;
      unsigned long line = strtoul (p, &end, 10);
      if (end == p)
	continue;
      p = end;
      /* The left-hand side ends at the tab before the source text.  */
      char *tab = strchr (p, '\t');
      if (tab)
	*tab = 0;
      while (k < n && line_of[k] < line)
	k++;
      if (k >= n || line_of[k] != line)
	continue;
      bool first = line != prev;
      prev = line;
      char *tok = strtok (p, " \n");
      if (first && tok)
	tok = strtok (NULL, " \n");	/* the address */
      for (; tok; tok = strtok (NULL, " \n"))
	for (char *h = tok; h[0] && h[1]; h += 2)
	  {
	    char pair[3] = { h[0], h[1], 0 };
	    if (out[k].len < MCA_MAX_ENCODING)
	      out[k].bytes[out[k].len++]
		= (unsigned char) strtoul (pair, NULL, 16);
	  }
    }
  fclose (f);
  return true;
}

bool
mca_encode (const struct mca_sinst *const *src, unsigned n,
	    struct mca_encoding *out, char *err, size_t errlen)
{
  memset (out, 0, n * sizeof *out);
  const char *tmp = getenv ("TMPDIR");
  char dir[4096];
  snprintf (dir, sizeof dir, "%s/gcc-mca-XXXXXX",
	    tmp && *tmp ? tmp : "/tmp");
  if (!mkdtemp (dir))
    {
      snprintf (err, errlen, "-show-encoding: cannot make a temporary "
		"directory: %s", strerror (errno));
      return false;
    }
  char in[4200], lst[4200], obj[4200], errf[4200];
  snprintf (in, sizeof in, "%s/in.s", dir);
  snprintf (lst, sizeof lst, "%s/in.lst", dir);
  snprintf (obj, sizeof obj, "%s/in.o", dir);
  snprintf (errf, sizeof errf, "%s/as.err", dir);
  unsigned *line_of = xcalloc (n ? n : 1, sizeof *line_of);
  bool *printed = xcalloc (n ? n : 1, sizeof *printed);
  const char *as = getenv ("GCC_MCA_AS");
  if (!as || !*as)
    as = "as";
  /* The text as written; where GNU as refuses a line, LLVM's spelling
     of it (`invlpgb %rax, %edx' is `invlpgb'), once.  */
  bool ok = false;
  for (int pass = 0; pass < 2; pass++)
    {
      if (!write_source (in, src, n, printed, line_of))
	{
	  snprintf (err, errlen, "-show-encoding: cannot write the "
		    "assembler's input in %s", dir);
	  break;
	}
      int rc = run_as (as, in, lst, obj, errf, err, errlen);
      if (rc == 0)
	{
	  ok = true;
	  break;
	}
      if (rc < 0)
	break;
      char msg[512];
      unsigned first;
      unsigned bad = read_errors (errf, line_of, n, printed, msg,
				  sizeof msg, &first);
      if (first < n)
	snprintf (err, errlen, "-show-encoding: `%s' cannot encode `%s' "
		  "(line %u): %s", as, src[first]->text->text,
		  src[first]->text->line, msg);
      else if (msg[0])
	snprintf (err, errlen, "-show-encoding: `%s' failed to encode the "
		  "region: %s", as, msg);
      if (!bad || pass == 1)
	break;
    }
  if (ok)
    ok = read_listing (lst, line_of, n, out, err, errlen);
  free (line_of);
  free (printed);
  unlink (in);
  unlink (lst);
  unlink (obj);
  unlink (errf);
  rmdir (dir);
  return ok;
}
