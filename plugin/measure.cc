/* measure.cc - the measured figure beside the model's: with
   -fplugin-arg-mca-measure, each analysed unit's body runs on this
   machine under gcc-mca-measure, and the remark and the JSON record give
   its cycles per iteration.  The tool runs as a child process, so a body
   that faults or hangs ends there and the compilation goes on; its
   message becomes the reason the unit was not measured.  */

#include "gcc-common.h"
#include "plugin.h"

/* The file at PATH, NUL-terminated (a body's JSON echo may be long).  */
static char *
slurp (const char *path)
{
  FILE *f = fopen (path, "r");
  if (!f)
    return NULL;
  size_t size = 4096, n = 0;
  char *buf = XNEWVEC (char, size);
  size_t got;
  while ((got = fread (buf + n, 1, size - n - 1, f)) > 0)
    {
      n += got;
      if (n + 1 == size)
	{
	  size *= 2;
	  buf = XRESIZEVEC (char, buf, size);
	}
    }
  fclose (f);
  buf[n] = '\0';
  return buf;
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
      /* Up to the closing quote; an escaped character is taken as is.  */
      size_t k = 0;
      for (w += sizeof wkey - 1; *w && *w != '"' && k + 1 < sizeof m->warning;
	   w++)
	{
	  if (*w == '\\' && w[1])
	    w++;
	  m->warning[k++] = *w;
	}
      m->warning[k] = '\0';
    }
  free (json);
  return ok;
}

/* Run TOOL with ARGV, its standard output into the file OUT and its
   errors into ERR, and wait for it: NULL and its wait status in STATUS,
   or why it could not be started.  A bare name is looked up in PATH.  */
static const char *
run_tool (const char *tool, char *const *argv, const char *out,
	  const char *err, int *status)
{
  pid_t pid = fork ();
  if (pid < 0)
    return xstrerror (errno);
  if (pid == 0)
    {
      int o = open (out, O_WRONLY | O_TRUNC);
      int e = open (err, O_WRONLY | O_TRUNC);
      if (o < 0 || e < 0 || dup2 (o, 1) < 0 || dup2 (e, 2) < 0)
	_exit (126);
      execvp (tool, argv);
      fprintf (stderr, "cannot run %s: %s\n", tool, xstrerror (errno));
      _exit (127);
    }
  while (waitpid (pid, status, 0) < 0)
    if (errno != EINTR)
      return xstrerror (errno);
  return NULL;
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
      int status = 0;
      const char *failed = run_tool (tool, argv, out, err, &status);
      char line[160];
      if (failed)
	snprintf (m->why, sizeof m->why, "cannot run %s: %s", tool, failed);
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
