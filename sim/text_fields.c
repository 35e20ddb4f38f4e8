/* text_fields.c - line and field splitting for the data files.  */

#include "text_fields.h"

#include <stdlib.h>
#include <string.h>

#include <libiberty/libiberty.h>

void
mca_lines_init (struct mca_lines *l, const char *text, size_t len)
{
  l->p = text;
  l->end = text + len;
  l->lineno = 0;
  l->buf = NULL;
  l->cap = 0;
  l->fields = NULL;
  l->cap_fields = 0;
}

void
mca_lines_fini (struct mca_lines *l)
{
  free (l->buf);
  free (l->fields);
  l->buf = NULL;
  l->fields = NULL;
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
  if (n + 1 > l->cap)
    {
      l->cap = n + 1 > 2 * l->cap ? n + 1 : 2 * l->cap;
      l->buf = xrealloc (l->buf, l->cap);
    }
  memcpy (l->buf, l->p, n);
  l->buf[n] = 0;
  l->p = nl ? nl + 1 : l->end;
  l->lineno++;
  return l->buf;
}

char *
mca_lines_at (struct mca_lines *l, const char *at)
{
  l->p = at;
  return mca_lines_next (l);
}

size_t
mca_lines_split (struct mca_lines *l, char *s, char sep, char ***fields)
{
  size_t n = 0;
  for (char *c = s;; n++)
    {
      if (n == l->cap_fields)
	{
	  l->cap_fields = l->cap_fields ? 2 * l->cap_fields : 16;
	  l->fields = xrealloc (l->fields, l->cap_fields * sizeof *l->fields);
	}
      l->fields[n] = c;
      c = strchr (c, sep);
      if (!c)
	break;
      *c++ = 0;
    }
  *fields = l->fields;
  return n + 1;
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
