/* measure.cc - the measured figure beside the model's: with
   -fplugin-arg-mca-measure, each analysed unit's body runs on this
   machine under gcc-mca-measure, and the remark and the JSON record give
   its cycles per iteration.  The tool runs as a child process, so a body
   that faults or hangs ends there and the compilation goes on; its
   message becomes the reason the unit was not measured.  */

#include "gcc-common.h"
#include "plugin.h"
#include "strbuf.h"

/* The file at PATH, NUL-terminated (a body's JSON echo may be long).  */
static char *
slurp (const char *path)
{
  FILE *f = fopen (path, "r");
  if (!f)
    return NULL;
  struct mca_strbuf sb;
  mca_sb_init (&sb);
  char chunk[4096];
  size_t got;
  while ((got = fread (chunk, 1, sizeof chunk, f)) > 0)
    mca_sb_write (&sb, chunk, got);
  fclose (f);
  return mca_sb_take (&sb);
}

/* The first line of the file at PATH into BUF, or false.  */
static bool
first_line (const char *path, char *buf, size_t size)
{
  char *text = slurp (path);
  if (!text)
    return false;
  snprintf (buf, size, "%.*s", (int) strcspn (text, "\n"), text);
  free (text);
  return *buf != '\0';
}

/* The figure gcc-mca-measure -json printed into the file at PATH, and
   its warning (the runs it kept on a shared core, say) into M.  */
static bool
read_result (const char *path, mca_measurement *m)
{
  char *json = slurp (path);
  if (!json)
    return false;
  static const char key[] = "\"CyclesPerIteration\":";
  const char *p = strstr (json, key);
  char *end = NULL;
  double x = p ? strtod (p + sizeof key - 1, &end) : 0;
  bool ok = p && end != p + sizeof key - 1 && x > 0;
  if (ok)
    m->cycles = x;
  static const char wkey[] = "\"Warnings\": \"";
  const char *w = ok ? strstr (json, wkey) : NULL;
  if (w)
    {
      /* Up to the closing quote, JSON's escapes decoded: \" \\ \/ as
	 the character, \t \n \r \b \f and \uXXXX of a control
	 character as a space (the warning goes into a one-line remark:
	 `idivq\t%rsi' is `idivq %rsi'), other \uXXXX as `?'.  */
      size_t k = 0;
      for (w += sizeof wkey - 1; *w && *w != '"' && k + 1 < sizeof m->warning;
	   w++)
	{
	  char c = *w;
	  if (c == '\\' && w[1])
	    {
	      c = *++w;
	      if (strchr ("tnrbf", c))
		c = ' ';
	      else if (c == 'u')
		{
		  unsigned long u = 0;
		  int n = 0;
		  while (n < 4 && ISXDIGIT (w[1]))
		    {
		      u = u * 16 + hex_value (*++w);
		      n++;
		    }
		  c = u < 0x20 ? ' ' : u < 0x7f ? (char) u : '?';
		}
	    }
	  else if ((unsigned char) c < 0x20)
	    c = ' ';
	  m->warning[k++] = c;
	}
      m->warning[k] = '\0';
    }
  free (json);
  return ok;
}

void
mca_measure_unit (const char *text, mca_measurement *m)
{
  m->asked = true;
  m->ok = false;
  m->why[0] = '\0';
  m->warning[0] = '\0';
  const char *tool = mca_plugin_opts.measure_tool;
  char *in = make_temp_file (".s");
  char *out = make_temp_file (".json");
  char *err = make_temp_file (".txt");
  FILE *f = fopen (in, "w");
  bool written = f && fputs (text, f) >= 0;
  if (f && fclose (f) != 0)
    written = false;
  if (!written)
    snprintf (m->why, sizeof m->why, "cannot write %s: %s", in,
	      xstrerror (errno));
  else
    {
      char timeout[32];
      snprintf (timeout, sizeof timeout, "-timeout=%u",
		mca_plugin_opts.measure_timeout);
      char *argv[] = { CONST_CAST (char *, tool), CONST_CAST (char *, "-json"),
		       timeout, in, NULL };
      /* Its output into OUT, its errors into ERR; a bare name is looked
	 up in PATH.  PEX_SAVE_TEMPS: without it pex_free removes OUT.  */
      int status = 0, error = 0;
      struct pex_obj *pex = pex_init (PEX_SAVE_TEMPS, tool, NULL);
      const char *failed = pex_run (pex, PEX_LAST | PEX_SEARCH, tool, argv,
				    out, err, &error);
      if (!failed && !pex_get_status (pex, 1, &status))
	failed = "no exit status";
      pex_free (pex);
      char line[160];
      if (failed)
	snprintf (m->why, sizeof m->why, "cannot run %s: %s", tool,
		  error ? xstrerror (error) : failed);
      else if (WIFEXITED (status) && WEXITSTATUS (status) == 0)
	{
	  m->ok = read_result (out, m);
	  if (!m->ok)
	    snprintf (m->why, sizeof m->why, "no cycles per iteration in "
		      "the output of %s", tool);
	}
      else if (first_line (err, line, sizeof line))
	snprintf (m->why, sizeof m->why, "%s", line);
      else if (WIFSIGNALED (status))
	snprintf (m->why, sizeof m->why, "%s ended by signal %d", tool,
		  WTERMSIG (status));
      else
	snprintf (m->why, sizeof m->why, "%s exited with status %d", tool,
		  WIFEXITED (status) ? WEXITSTATUS (status) : -1);
    }
  unlink (in);
  unlink (out);
  unlink (err);
  free (in);
  free (out);
  free (err);
}
