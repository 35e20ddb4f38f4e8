/* records.cc - the JSON record file of a translation unit (json=FILE, or
   json=DIR/ for a file per unit in DIR): its header, a record per loop
   and marker region that analyse.cc gives, and its end, the file written
   beside and renamed into place so that no reader sees it half
   written.  */

#include "gcc-common.h"
#include "plugin.h"
#include "version.h"
#include "diagnostic.h"

static FILE *json_out;
static unsigned json_records;
/* The record file, and the temporary file in its directory the records
   go to until mca_record_finish renames it into place (NULL: written in
   place, for json= naming a device or a symbolic link).  */
static char *json_path, *json_tmp;

static void
json_string (FILE *f, const char *s)
{
  fputc ('"', f);
  for (; s && *s; s++)
    {
      unsigned char ch = *s;
      if (ch == '"' || ch == '\\')
	fprintf (f, "\\%c", ch);
      else if (ch == '\n')
	fputs ("\\n", f);
      else if (ch == '\t')
	fputs ("\\t", f);
      else if (ch < 0x20)
	fprintf (f, "\\u%04x", ch);
      else
	fputc (ch, f);
    }
  fputc ('"', f);
}

/* Each line of S (its lines end in a newline, the last one may not) as
   a JSON string, after ", " unless *FIRST, which it clears.  */
static void
json_lines (FILE *f, const char *s, bool *first)
{
  while (*s)
    {
      const char *nl = strchr (s, '\n');
      size_t n = nl ? (size_t) (nl - s) : strlen (s);
      char *line = xstrndup (s, n);
      fputs (*first ? "" : ", ", f);
      json_string (f, line);
      free (line);
      *first = false;
      s += n + (nl ? 1 : 0);
    }
}

/* mkdir -p DIR: true when DIR is a directory at the end, else false
   with errno set.  A directory another compile creates meanwhile is
   fine (EEXIST).  */
static bool
make_directory (const char *dir)
{
  char *p = xstrdup (dir);
  for (char *s = p + 1; ; s++)
    if (*s == '/' || !*s)
      {
	char c = *s;
	*s = 0;
	if (mkdir (p, 0777) != 0 && errno != EEXIST)
	  {
	    int err = errno;
	    free (p);
	    errno = err;
	    return false;
	  }
	*s = c;
	if (!c)
	  break;
      }
  free (p);
  struct stat st;
  if (stat (dir, &st) != 0)
    return false;
  if (!S_ISDIR (st.st_mode))
    {
      errno = ENOTDIR;
      return false;
    }
  return true;
}

/* 64-bit FNV-1a of S and a terminating NUL (of just the NUL when S is
   NULL), continuing from H.  */
static uint64_t
fnv1a (uint64_t h, const char *s)
{
  for (; s && *s; s++)
    h = (h ^ (unsigned char) *s) * 0x100000001b3ull;
  return h * 0x100000001b3ull;
}

/* What GCC writes this unit's outputs as: the dump directory and base
   the driver gives cc1 or lto1 (-dumpdir obj/ -dumpbase foo.c for
   gcc -c src/foo.c -o obj/foo.o).  */
static char *
unit_output (void)
{
  const char *base = dump_base_name ? dump_base_name : "";
  if (dump_dir_name && !dump_base_name_prefixed)
    return concat (dump_dir_name, base, NULL);
  return xstrdup (base);
}

/* The record file of this unit in directory DIR: DIR/STEM.HASH.json.
   STEM is the source file's base name without its extension (in an LTO
   partition, whose source is a temporary file, the dump base's:
   prog.ltrans0), characters outside [A-Za-z0-9_.-] made `_', and a
   leading dot too (the temporary files start with one).  HASH is the
   FNV-1a of the working directory, the dump directory and the dump
   base, which tell apart the objects of one build (two same.c in
   different directories, the partitions of an LTO link) and stay the
   same when an object is rebuilt.  */
static char *
unit_record_name (const char *dir)
{
  const char *src = in_lto_p && dump_base_name ? dump_base_name
		    : main_input_filename;
  if (!src || !*src || strcmp (src, "-") == 0)
    src = "stdin";
  const char *base = lbasename (src);
  const char *dot = strrchr (base, '.');
  size_t n = dot && dot != base ? (size_t) (dot - base) : strlen (base);
  char *stem = xstrndup (base, n);
  for (char *c = stem; *c; c++)
    if (!ISALNUM (*c) && *c != '_' && *c != '.' && *c != '-')
      *c = '_';
  if (stem[0] == '.' || !stem[0])
    {
      char *s = concat ("_", stem, NULL);
      free (stem);
      stem = s;
    }
  uint64_t h = 0xcbf29ce484222325ull;
  h = fnv1a (h, getpwd ());
  h = fnv1a (h, dump_dir_name);
  h = fnv1a (h, dump_base_name);
  size_t len = strlen (dir);
  char *name = xasprintf ("%s%s%s.%016" PRIx64 ".json", dir,
			  len && dir[len - 1] == '/' ? "" : "/", stem, h);
  free (stem);
  return name;
}

/* Remove the temporary record file when the compiler exits without
   reaching mca_plugin_finish (a fatal error, an internal one).  */
static void
json_remove_tmp (void)
{
  if (json_tmp)
    unlink (json_tmp);
}

static void
json_open (void)
{
  /* No code, no record file: not for -E, -M or -fsyntax-only, nor the
     whole-program analysis of an LTO link (its partitions have the
     records).  */
  if (json_out || !mca_plugin_opts.json_file || flag_wpa
      || flag_preprocess_only || flag_syntax_only)
    return;
  const char *arg = mca_plugin_opts.json_file;
  size_t len = strlen (arg);
  struct stat st;
  bool is_dir = arg[len - 1] == '/';
  bool exists = stat (arg, &st) == 0;
  if (is_dir && !make_directory (arg))
    {
      warning_at (UNKNOWN_LOCATION, 0, "mca: cannot create the JSON record "
		  "directory %qs: %m", arg);
      mca_plugin_opts.json_file = NULL;
      return;
    }
  is_dir |= exists && S_ISDIR (st.st_mode);
  free (json_path);
  json_path = is_dir ? unit_record_name (arg) : xstrdup (arg);
  /* A new file, or a regular file, is written beside and renamed into
     place: a reader, or another compile, never sees it half written.
     Devices and symbolic links are written in place.  */
  free (json_tmp);
  json_tmp = NULL;
  if (lstat (json_path, &st) != 0 ? errno == ENOENT : S_ISREG (st.st_mode))
    {
      const char *base = lbasename (json_path);
      json_tmp = xasprintf ("%.*s.%s.%ld.tmp", (int) (base - json_path),
			    json_path, base, (long) getpid ());
    }
  const char *path = json_tmp ? json_tmp : json_path;
  json_out = fopen (path, "w");
  if (!json_out)
    {
      warning_at (UNKNOWN_LOCATION, 0, "mca: cannot write %qs: %m", path);
      mca_plugin_opts.json_file = NULL;
      free (json_tmp);
      json_tmp = NULL;
      return;
    }
  static bool registered;
  if (json_tmp && !registered)
    registered = atexit (json_remove_tmp) == 0;

  const char *model = mca_plugin_model ();
  char *output = unit_output ();
  fputs ("{\"version\": 2, \"translation_unit\": {\"source\": ", json_out);
  json_string (json_out, main_input_filename);
  fputs (", \"directory\": ", json_out);
  json_string (json_out, getpwd ());
  fputs (", \"output\": ", json_out);
  json_string (json_out, output);
  fputs (", \"compiler\": ", json_out);
  char *compiler = concat ("GCC ", version_string, NULL);
  json_string (json_out, compiler);
  fputs (", \"target_cpu\": ", json_out);
  json_string (json_out, model);
  fputs ("},\n\"units\": [", json_out);
  free (compiler);
  free (output);
}

/* End the record file: rename it into place when KEEP, else (a compile
   with errors) remove the temporary file.  */
static void
json_close (bool keep)
{
  fputs ("\n]}\n", json_out);
  bool ok = !ferror (json_out);
  int err = ok ? 0 : errno ? errno : EIO;
  if (fclose (json_out) != 0 && ok)
    ok = false, err = errno;
  json_out = NULL;
  json_records = 0;
  const char *path = json_tmp ? json_tmp : json_path;
  if (keep && !ok)
    {
      errno = err;
      warning_at (UNKNOWN_LOCATION, 0, "mca: cannot write %qs: %m", path);
      keep = false;
    }
  if (json_tmp)
    {
      bool renamed = keep && rename (json_tmp, json_path) == 0;
      if (keep && !renamed)
	warning_at (UNKNOWN_LOCATION, 0, "mca: cannot rename %qs to %qs: %m",
		    json_tmp, json_path);
      if (!renamed)
	unlink (json_tmp);
      free (json_tmp);
      json_tmp = NULL;
    }
}

/* The figures of R, "iterations" to "loop_carried", CHAIN naming the
   links of its critical chain: a record's, and each model's of a record
   of several.  */
static void
json_figures (FILE *f, const mca_region_result *r,
	      const mca_record_link *chain)
{
  fprintf (f, ", \"iterations\": %u, \"instructions\": %u, "
	   "\"total_cycles\": %u, \"total_uops\": %u, "
	   "\"cycles_per_iteration\": %.4f, \"block_rthroughput\": %.4f, "
	   "\"ipc\": %.4f, \"uops_per_cycle\": %.4f",
	   r->iterations, r->ninstructions, r->total_cycles,
	   r->total_uops, r->cycles_per_iteration, r->block_rthroughput,
	   r->ipc, r->uops_per_cycle);
  fputs (", \"bounds\": [", f);
  for (size_t k = 0; k < r->nbounds; k++)
    {
      fprintf (f, "%s{\"kind\": \"%s\", \"cycles_per_iteration\": %.4f, "
	       "\"what\": ", k ? ", " : "",
	       mca_bound_kind_name (r->bounds[k].kind),
	       r->bounds[k].cycles_per_iteration);
      json_string (f, r->bounds[k].what);
      if (r->bounds[k].words)
	{
	  fputs (", \"words\": ", f);
	  json_string (f, r->bounds[k].words);
	}
      fputc ('}', f);
    }
  fprintf (f, "], \"whatif_cycles\": %.4f", r->whatif_cycles);
  if (r->with_fill)
    fputs (", \"pipeline_fill\": true", f);
  if (r->free_issue_cycles > 0)
    fprintf (f, ", \"free_issue_cycles\": %.4f", r->free_issue_cycles);
  if (r->back_to_back_free_cycles > 0)
    fprintf (f, ", \"back_to_back_free_cycles\": %.4f",
	     r->back_to_back_free_cycles);
  fputs (", \"chain\": [", f);
  for (size_t k = 0; k < r->nchain; k++)
    {
      const mca_record_link &link = chain[k];
      fprintf (f, "%s{\"instruction\": %u, \"mnemonic\": ", k ? ", " : "",
	       link.inst);
      json_string (f, link.mnemonic);
      fprintf (f, ", \"line\": %d", link.line);
      if (link.file)
	{
	  fputs (", \"file\": ", f);
	  json_string (f, link.file);
	}
      if (link.reg)
	{
	  fputs (", \"register\": ", f);
	  json_string (f, link.reg);
	}
      fputc ('}', f);
    }
  fprintf (f, "], \"chain_cycles\": %.4f, \"loop_carried\": %s",
	   r->chain_cycles, r->chain_loop_carried ? "true" : "false");
}

/* "path_list", for a loop of several paths: each path kept, most
   probable first, with GCC's guess of its probability, its cycles per
   iteration when it was simulated, its lines (indices into "layout", in
   the path's order) and the text simulated for it.  gcc-mca-profile
   weighs them by the branches as the run took them.  */
static void
json_paths (FILE *f, const mca_loop_job *job, const double *cycles)
{
  auto_vec<unsigned> first_line (job->layout.length ());
  unsigned nlines = 0;
  for (const mca_unit_insn &ui : job->layout)
    {
      first_line.quick_push (nlines);
      nlines += mca_text_lines (ui.text);
    }
  fputs (", \"path_list\": [", f);
  for (unsigned k = 0; k < job->paths.length (); k++)
    {
      const mca_unit *u = job->paths[k];
      fprintf (f, "%s{\"probability\": %.4f", k ? ", " : "", u->probability);
      if (k < mca_max_kept_paths && cycles[k] >= 0)
	fprintf (f, ", \"cycles_per_iteration\": %.4f", cycles[k]);
      fputs (", \"lines\": [", f);
      bool first = true;
      for (const mca_unit_insn &ui : u->insns)
	for (unsigned e = 0; ui.insn && e < job->layout.length (); e++)
	  if (job->layout[e].text == ui.text)
	    {
	      unsigned n = mca_text_lines (ui.text);
	      for (unsigned j = 0; j < n; j++)
		fprintf (f, "%s%u", first ? "" : ", ", first_line[e] + j);
	      first = false;
	      break;
	    }
      fputs ("], \"text\": [", f);
      first = true;
      if (ix86_asm_dialect == ASM_INTEL)
	json_lines (f, "\t.intel_syntax noprefix", &first);
      for (const mca_unit_insn &ui : u->insns)
	json_lines (f, ui.text, &first);
      fputs ("]}", f);
    }
  fputc (']', f);
}

/* "models": each model's figures, or why it has none, for a record of
   several models.  */
static void
json_models (FILE *f, const mca_record &rec)
{
  fputs (", \"models\": [", f);
  for (unsigned k = 0; k < rec.nmodels; k++)
    {
      const mca_record_model &m = rec.models[k];
      fputs (k ? ", {\"model\": " : "{\"model\": ", f);
      json_string (f, m.model);
      if (!m.result)
	{
	  fputs (", \"status\": \"unsupported\", \"message\": ", f);
	  json_string (f, m.message);
	  fputc ('}', f);
	  continue;
	}
      fprintf (f, ", \"status\": \"analysed\", \"paths_weighted\": %u, "
	       "\"weighted_probability\": %.4f", m.paths_weighted,
	       m.weighted_probability);
      json_figures (f, m.result, m.chain);
      if (rec.vector)
	fprintf (f, ", \"cycles_per_element\": %.4f",
		 m.result->cycles_per_iteration / rec.vector->lanes);
      fputs (", \"bottleneck\": ", f);
      json_string (f, m.bottleneck);
      fputc ('}', f);
    }
  fputc (']', f);
}

/* One record, after the file's header at the first.  */
void
mca_record_unit (const mca_record &rec)
{
  json_open ();
  if (!json_out)
    return;
  FILE *f = json_out;
  const mca_loop_job *job = rec.job;
  const mca_region_result *r = rec.result;
  const mca_measurement *measured = rec.measured;
  fputs (json_records++ ? ",\n" : "\n", f);
  expanded_location xl = expand_location (rec.loc);
  fprintf (f, "{\"kind\": \"%s\", \"file\": ", rec.kind);
  json_string (f, xl.file);
  fprintf (f, ", \"line\": %d, \"column\": %d, \"function\": ", xl.line,
	   xl.column);
  json_string (f, current_function_name ());
  /* The function's name in the symbol table, as final prints it.  */
  tree decl = current_function_decl;
  if (decl && DECL_ASSEMBLER_NAME_SET_P (decl))
    {
      const char *sym = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (decl));
      char *full = concat (*sym == '*' ? "" : user_label_prefix,
			   targetm.strip_name_encoding (sym), NULL);
      fputs (", \"symbol\": ", f);
      json_string (f, full);
      free (full);
    }
  if (rec.name)
    {
      fputs (", \"name\": ", f);
      json_string (f, rec.name);
    }
  if (rec.system_header)
    fputs (", \"system_header\": true", f);
  fprintf (f, ", \"status\": \"%s\"", rec.status);
  if (rec.message)
    {
      fputs (", \"message\": ", f);
      json_string (f, rec.message);
    }
  mca_gcc_options gcc_options;
  if (job && mca_gcc_options_of_function (&gcc_options))
    /* What GCC was allowed to do with the loop, for the advice of the
       build report: vectorize it, reassociate its FP arithmetic.  */
    fprintf (f, ", \"vectorizer\": %s, \"vect_cost_model\": \"%s\", "
	     "\"associative_math\": %s",
	     gcc_options.vectorizer ? "true" : "false",
	     gcc_options.vect_cost_model,
	     gcc_options.associative_math ? "true" : "false");
  if (job)
    {
      fprintf (f, ", \"paths\": %u", job->npaths);
      if (job->count.initialized_p ())
	fprintf (f, ", \"count\": %" PRId64, job->count.to_gcov_type ());
      if (rec.trips_per_entry > 0)
	fprintf (f, ", \"entry_count\": %" PRId64 ", \"trips_per_entry\": "
		 "%.4f", job->entry_count.to_gcov_type (),
		 rec.trips_per_entry);
      fputs (", \"layout\": [", f);
      bool first = true;
      for (const mca_unit_insn &ui : job->layout)
	json_lines (f, ui.text, &first);
      fprintf (f, "], \"header\": %d, \"blocks\": [", job->header_line);
      for (unsigned k = 0; k < job->runs.length (); k++)
	fprintf (f, "%s[%u, %u]", k ? ", " : "", job->runs[k].first,
		 job->runs[k].end);
      fputc (']', f);
    }
  if (r)
    {
      fputs (", \"model\": ", f);
      json_string (f, rec.model);
      fprintf (f, ", \"probability\": %.4f, \"paths_weighted\": %u, "
	       "\"weighted_probability\": %.4f", rec.probability,
	       rec.paths_weighted, rec.weighted_probability);
      json_figures (f, r, rec.chain);
      if (rec.cycles_at_trips > 0)
	fprintf (f, ", \"cycles_per_iteration_at_trips\": %.4f",
		 rec.cycles_at_trips);
      if (rec.vector)
	fprintf (f, ", \"vector_lanes\": %u, \"vector_bits\": %u, "
		 "\"vector_element\": \"%s\", \"cycles_per_element\": %.4f",
		 rec.vector->lanes, rec.vector->bits, rec.vector->element,
		 r->cycles_per_iteration / rec.vector->lanes);
      const mca_callees *c = rec.callees;
      if (c && c->ncalls)
	{
	  /* The functions called, which no figure includes.  */
	  fputs (", \"calls\": [", f);
	  for (unsigned k = 0; k < c->names.length (); k++)
	    {
	      if (k)
		fputs (", ", f);
	      json_string (f, c->names[k]);
	    }
	  fprintf (f, "], \"indirect_calls\": %u", c->indirect);
	}
      fputs (", \"simulated\": [", f);
      bool first = true;
      json_lines (f, rec.text, &first);
      fputc (']', f);
      if (job && job->paths.length () > 1 && rec.path_cycles)
	json_paths (f, job, rec.path_cycles);
    }
  if (rec.nmodels)
    json_models (f, rec);
  if (measured && measured->ok)
    {
      fprintf (f, ", \"measured_cycles_per_iteration\": %.4f",
	       measured->cycles);
      if (measured->warning[0])
	{
	  fputs (", \"measure_warning\": ", f);
	  json_string (f, measured->warning);
	}
    }
  else if (measured && measured->asked)
    {
      fputs (", \"measure_error\": ", f);
      json_string (f, measured->why);
    }
  fputc ('}', f);
}

/* The end of the translation unit.  */
void
mca_record_finish (void)
{
  /* A unit without loops still gets its (empty) file, which replaces
     the records of an earlier compile of the unit.  A compile that
     fails, with errors or warnings made errors by -Werror, gets none:
     the records of the object it did not replace stay.  */
  bool failed = seen_error () || werrorcount;
  if (!json_out && !failed)
    json_open ();
  if (json_out)
    json_close (!failed);
  free (json_path);
  json_path = NULL;
}
