/* text_fields.c - line and field splitting for the data files.  */

#include "text_fields.h"

#include <string.h>

#include <libiberty/libiberty.h>

void
mca_lines_init (struct mca_lines *l, const char *text, size_t len)
{
  l->p = text;
  l->end = text + len;
  l->lineno = 0;
}

char *
mca_lines_next (struct mca_lines *l)
{
  if (l->p >= l->end)
    return NULL;
  const char *nl = memchr (l->p, '\n', l->end - l->p);
  const char *stop = nl ? nl : l->end;
  size_t n = stop - l->p;
  if (n && l->p[n - 1] == '\r')
    n--;
  char *line = xmalloc (n + 1);
  memcpy (line, l->p, n);
  line[n] = 0;
  l->p = nl ? nl + 1 : l->end;
  l->lineno++;
  return line;
}

size_t
mca_split (char *s, char sep, char ***fields)
{
  /* strchr, not a byte loop: the models are tens of thousands of lines
     and this runs in every compiler process that loads one.  */
  size_t n = 1;
  for (const char *c = strchr (s, sep); c; c = strchr (c + 1, sep))
    n++;
  char **f = xmalloc (n * sizeof *f);
  size_t i = 0;
  f[i++] = s;
  for (char *c = strchr (s, sep); c; c = strchr (c, sep))
    {
      *c++ = 0;
      f[i++] = c;
    }
  *fields = f;
  return n;
}
