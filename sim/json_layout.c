/* json_layout.c - llvm-mca's layout of a JSON report (see
   json_layout.h).  The text is parsed into a tree whose scalars keep
   their text as written (numbers and string escapes are the views'),
   then printed: an object's members sorted by key, bytewise as
   llvm::json::OStream sorts them; empty arrays and objects as `[]' and
   `{}'; each member or element on a line of its own, indented by two
   spaces a level.

       {"b": [1, 2], "a": {}}   ->   {
                                       "a": {},
                                       "b": [
                                         1,
                                         2
                                       ]
                                     }  */

#include "json_layout.h"

#include <stdlib.h>
#include <string.h>

#include <libiberty/libiberty.h>

enum jkind { J_SCALAR, J_ARRAY, J_OBJECT };

struct jnode
{
  enum jkind kind;
  const char *text;		/* a scalar's token; an object member's key
				   (with its quotes) in struct jmember */
  size_t len;
  struct jmember *kids;
  size_t nkids, cap;
};

struct jmember
{
  const char *key;		/* NULL in an array */
  size_t keylen;
  struct jnode value;
};

struct jparser
{
  const char *s, *end;
  unsigned depth;
};

static void
skip_space (struct jparser *p)
{
  while (p->s < p->end && (*p->s == ' ' || *p->s == '\n' || *p->s == '\t'
			   || *p->s == '\r'))
    p->s++;
}

/* A string token at P->s: its length with the quotes, or 0.  */
static size_t
string_len (const struct jparser *p)
{
  const char *c = p->s;
  if (c >= p->end || *c != '"')
    return 0;
  for (c++; c < p->end; c++)
    if (*c == '\\')
      c++;
    else if (*c == '"')
      return (size_t) (c + 1 - p->s);
  return 0;
}

static void free_node (struct jnode *n);

static bool
parse_value (struct jparser *p, struct jnode *n)
{
  memset (n, 0, sizeof *n);
  skip_space (p);
  if (p->s >= p->end || ++p->depth > 256)
    return false;
  bool ok = true;
  if (*p->s == '[' || *p->s == '{')
    {
      bool object = *p->s == '{';
      char close = object ? '}' : ']';
      n->kind = object ? J_OBJECT : J_ARRAY;
      p->s++;
      skip_space (p);
      if (p->s < p->end && *p->s == close)
	p->s++;
      else
	for (;;)
	  {
	    if (n->nkids == n->cap)
	      {
		n->cap = n->cap ? 2 * n->cap : 8;
		n->kids = XRESIZEVEC (struct jmember, n->kids, n->cap);
	      }
	    struct jmember *m = &n->kids[n->nkids];
	    m->key = NULL;
	    m->keylen = 0;
	    if (object)
	      {
		skip_space (p);
		m->keylen = string_len (p);
		m->key = p->s;
		p->s += m->keylen;
		skip_space (p);
		if (!m->keylen || p->s >= p->end || *p->s != ':')
		  {
		    ok = false;
		    break;
		  }
		p->s++;
	      }
	    if (!parse_value (p, &m->value))
	      {
		free_node (&m->value);
		ok = false;
		break;
	      }
	    n->nkids++;
	    skip_space (p);
	    if (p->s < p->end && *p->s == ',')
	      {
		p->s++;
		continue;
	      }
	    if (p->s < p->end && *p->s == close)
	      {
		p->s++;
		break;
	      }
	    ok = false;
	    break;
	  }
    }
  else
    {
      n->kind = J_SCALAR;
      n->text = p->s;
      if (*p->s == '"')
	n->len = string_len (p);
      else
	while (p->s + n->len < p->end
	       && !strchr (" \t\r\n,]}:", p->s[n->len]))
	  n->len++;
      p->s += n->len;
      ok = n->len > 0;
    }
  p->depth--;
  return ok;
}

static void
free_node (struct jnode *n)
{
  for (size_t k = 0; k < n->nkids; k++)
    free_node (&n->kids[k].value);
  free (n->kids);
  n->kids = NULL;
  n->nkids = 0;
}

static int
member_cmp (const void *a, const void *b)
{
  const struct jmember *x = a, *y = b;
  /* The contents between the quotes, bytewise, a prefix first (as
     llvm's StringRef compares).  */
  size_t cx = x->keylen - 2, cy = y->keylen - 2;
  size_t n = cx < cy ? cx : cy;
  int c = memcmp (x->key + 1, y->key + 1, n);
  if (c)
    return c;
  return cx < cy ? -1 : cx > cy;
}

static void
indent (struct mca_strbuf *out, unsigned level)
{
  for (unsigned k = 0; k < level; k++)
    mca_sb_puts (out, "  ");
}

static void
print_node (struct mca_strbuf *out, struct jnode *n, unsigned level)
{
  if (n->kind == J_SCALAR)
    {
      mca_sb_write (out, n->text, n->len);
      return;
    }
  bool object = n->kind == J_OBJECT;
  if (!n->nkids)
    {
      mca_sb_puts (out, object ? "{}" : "[]");
      return;
    }
  if (object)
    qsort (n->kids, n->nkids, sizeof *n->kids, member_cmp);
  mca_sb_puts (out, object ? "{\n" : "[\n");
  for (size_t k = 0; k < n->nkids; k++)
    {
      indent (out, level + 1);
      if (object)
	{
	  mca_sb_write (out, n->kids[k].key, n->kids[k].keylen);
	  mca_sb_puts (out, ": ");
	}
      print_node (out, &n->kids[k].value, level + 1);
      mca_sb_puts (out, k + 1 < n->nkids ? ",\n" : "\n");
    }
  indent (out, level);
  mca_sb_putc (out, object ? '}' : ']');
}

bool
mca_json_layout (const char *text, size_t len, struct mca_strbuf *out)
{
  struct jparser p = { text, text + len, 0 };
  struct jnode root;
  bool ok = parse_value (&p, &root);
  skip_space (&p);
  if (ok && p.s == p.end)
    {
      print_node (out, &root, 0);
      mca_sb_putc (out, '\n');
    }
  else
    ok = false;
  free_node (&root);
  return ok;
}
