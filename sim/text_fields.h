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
};

void mca_lines_init (struct mca_lines *l, const char *text, size_t len);

/* The next line without its newline (and without a trailing CR), as a
   malloc'ed string, or NULL at end of input.  */
char *mca_lines_next (struct mca_lines *l);

/* Split S in place at every SEP; *FIELDS gets a malloc'ed array of
   pointers into S (free it, not the strings).  Returns the field count;
   an empty S has one empty field.  */
size_t mca_split (char *s, char sep, char ***fields);

#endif /* MCA_TEXT_FIELDS_H */
