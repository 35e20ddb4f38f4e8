/* resource_words.c - a model's resources in plain words, for remarks:
   their labels (the model's `label' lines, models/gen/labels.py), and
   several units as one phrase, the units of one noun together with
   their numbers listed: "ports 0 and 6", "port 1 and load ports 2 and
   3".  The same merge as labels.py's, which labels the groups.  */

#include "resource_words.h"

#include <stdlib.h>
#include <string.h>

#include <libiberty/libiberty.h>

#include "strbuf.h"

const char *
mca_resource_words (const struct mca_model *m, unsigned res)
{
  if (!res || res >= m->nres)
    return "";
  return m->res[res].label ? m->res[res].label : m->res[res].name;
}

/* A label "NOUN NUMBER": the length of NOUN and the number; false for
   other labels.  */
static bool
numbered (const char *label, size_t *noun_len, unsigned long *number)
{
  const char *sp = strrchr (label, ' ');
  if (!sp || sp == label || !sp[1])
    return false;
  char *end;
  unsigned long n = strtoul (sp + 1, &end, 10);
  if (*end || sp[1] < '0' || sp[1] > '9')
    return false;
  *noun_len = sp - label;
  *number = n;
  return true;
}

static int
cmp_ulong (const void *a, const void *b)
{
  unsigned long x = *(const unsigned long *) a, y = *(const unsigned long *) b;
  return x < y ? -1 : x > y;
}

/* The separator before the K-th of N items: ", ", " and " or none.  */
static const char *
separator (unsigned k, unsigned n)
{
  return k == 0 ? "" : k + 1 == n ? " and " : ", ";
}

char *
mca_units_words (const struct mca_model *m, const unsigned *res, unsigned n)
{
  unsigned cap = n ? n : 1;
  const char **labels = XNEWVEC (const char *, cap);
  for (unsigned i = 0; i < n; i++)
    labels[i] = mca_resource_words (m, res[i]);

  /* The phrases, in order of first appearance: a noun with its numbers,
     or a label without a number, each once.  */
  char **parts = XNEWVEC (char *, cap);
  unsigned nparts = 0;
  bool *done = XCNEWVEC (bool, cap);
  unsigned long *numbers = XNEWVEC (unsigned long, cap);
  for (unsigned i = 0; i < n; i++)
    {
      if (done[i])
	continue;
      size_t noun_len;
      unsigned long number;
      if (!numbered (labels[i], &noun_len, &number))
	{
	  for (unsigned j = i; j < n; j++)
	    done[j] |= strcmp (labels[j], labels[i]) == 0;
	  parts[nparts++] = xstrdup (labels[i]);
	  continue;
	}
      unsigned count = 0;
      for (unsigned j = i; j < n; j++)
	{
	  size_t l;
	  unsigned long x;
	  if (done[j] || !numbered (labels[j], &l, &x) || l != noun_len
	      || strncmp (labels[j], labels[i], l) != 0)
	    continue;
	  done[j] = true;
	  bool seen = false;
	  for (unsigned k = 0; k < count; k++)
	    seen |= numbers[k] == x;
	  if (!seen)
	    numbers[count++] = x;
	}
      qsort (numbers, count, sizeof *numbers, cmp_ulong);
      struct mca_strbuf part;
      mca_sb_init (&part);
      mca_sb_write (&part, labels[i], noun_len);
      mca_sb_puts (&part, count > 1 ? "s " : " ");
      for (unsigned k = 0; k < count; k++)
	mca_sb_printf (&part, "%s%lu", separator (k, count), numbers[k]);
      parts[nparts++] = mca_sb_take (&part);
    }
  struct mca_strbuf out;
  mca_sb_init (&out);
  for (unsigned k = 0; k < nparts; k++)
    {
      mca_sb_printf (&out, "%s%s", separator (k, nparts), parts[k]);
      free (parts[k]);
    }
  free (parts);
  free (done);
  free (numbers);
  free (labels);
  return mca_sb_take (&out);
}
