/* text_fields.h - line and field splitting for the line-oriented data
   files (models/FORMAT): a line iterator over a buffer that need not be
   NUL terminated, and an in-place splitter on one separator.  */

#ifndef MCA_TEXT_FIELDS_H
#define MCA_TEXT_FIELDS_H

#include <stddef.h>

struct mca_lines
{
  const char *p, *end;
  unsigned lineno;
  /* The current line and its fields, reused from line to line: the
     tables are tens of thousands of lines, read in every compiler
     process that loads them.  */
  char *buf;
  size_t cap;
  char **fields;
  size_t cap_fields;
};

void mca_lines_init (struct mca_lines *l, const char *text, size_t len);
void mca_lines_fini (struct mca_lines *l);

/* The next line without its newline (and without a trailing CR), in a
   buffer of L valid until the next call, or NULL at end of input.  */
char *mca_lines_next (struct mca_lines *l);

/* The line that starts at AT (inside L's text), as mca_lines_next
   returns it: for the indexes built into the library, which know where
   each line they need starts.  The line count is not kept.  */
char *mca_lines_at (struct mca_lines *l, const char *at);

/* Split S (the current line) in place at every SEP; *FIELDS gets an
   array of L, valid until the next call.  Returns the field count.  */
size_t mca_lines_split (struct mca_lines *l, char *s, char sep,
			char ***fields);

/* Split S in place at every SEP; *FIELDS gets a malloc'ed array of
   pointers into S (free it, not the strings).  Returns the field count;
   an empty S has one empty field.  */
size_t mca_split (char *s, char sep, char ***fields);

#endif /* MCA_TEXT_FIELDS_H */
