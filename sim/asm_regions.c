/* asm_regions.c - code regions delimited by LLVM-MCA-BEGIN/END (and
   OSACA-BEGIN/END) comments, with llvm-mca's rules: a default region covers
   the whole input until the first BEGIN replaces it; regions may overlap
   and nest; anonymous END closes the only active region; the same errors
   and notes for ill-formed markers.  */

#include "asm_int.h"

#include <string.h>

static struct mca_asm_region *
push_region (struct asm_pool *p)
{
  if (p->nregions == p->cap_regions)
    {
      p->cap_regions = p->cap_regions ? 2 * p->cap_regions : 8;
      p->regions = XRESIZEVEC (struct mca_asm_region, p->regions,
			       p->cap_regions);
    }
  struct mca_asm_region *r = &p->regions[p->nregions++];
  memset (r, 0, sizeof *r);
  return r;
}

static void
push_active (struct asm_pool *p, const char *name, size_t region)
{
  if (p->nactive == p->cap_active)
    {
      p->cap_active = p->cap_active ? 2 * p->cap_active : 4;
      p->active = XRESIZEVEC (struct asm_active_region, p->active,
			      p->cap_active);
    }
  p->active[p->nactive].name = name;
  p->active[p->nactive++].region = region;
}

static void
remove_active (struct asm_pool *p, size_t k, unsigned line)
{
  struct mca_asm_region *r = &p->regions[p->active[k].region];
  r->end = p->ninsts;
  r->end_line = line;
  /* Keep the others in order of their BEGIN.  */
  memmove (&p->active[k], &p->active[k + 1],
	   (p->nactive - k - 1) * sizeof *p->active);
  p->nactive--;
}

static bool
only_default_region (const struct asm_pool *p)
{
  return p->nregions == 1 && p->regions[0].begin_line == 0
    && p->regions[0].end == ASM_REGION_OPEN;
}

static long
find_active (const struct asm_pool *p, const char *name, size_t len)
{
  for (size_t k = 0; k < p->nactive; k++)
    if (strlen (p->active[k].name) == len
	&& memcmp (p->active[k].name, name, len) == 0)
      return (long) k;
  return -1;
}

void
asm_regions_init (struct asm_pool *p)
{
  struct mca_asm_region *r = push_region (p);
  r->name = "";
  r->begin = 0;
  r->end = ASM_REGION_OPEN;
}

void
asm_region_begin (struct asm_pool *p, const char *name, size_t len,
		  unsigned line)
{
  if (p->nactive == 0 && only_default_region (p))
    {
      /* The first user region replaces the default one.  */
      struct mca_asm_region *r = &p->regions[0];
      r->name = asm_strdup (p->oa, name, len);
      r->begin = p->ninsts;
      r->begin_line = line;
      push_active (p, r->name, 0);
      return;
    }
  long k = find_active (p, name, len);
  if (k >= 0)
    {
      const struct mca_asm_region *prev = &p->regions[p->active[k].region];
      if (len == 0)
	{
	  asm_diag (p, MCA_DIAG_ERROR, line,
		    "found multiple overlapping anonymous regions");
	  asm_diag (p, MCA_DIAG_NOTE, prev->begin_line,
		    "Previous anonymous region was defined here");
	}
      else
	{
	  asm_diag (p, MCA_DIAG_ERROR, line,
		    "overlapping regions cannot have the same name");
	  asm_diag (p, MCA_DIAG_NOTE, prev->begin_line,
		    "region %.*s was previously defined here", (int) len,
		    name);
	}
      return;
    }
  struct mca_asm_region *r = push_region (p);
  r->name = asm_strdup (p->oa, name, len);
  r->begin = p->ninsts;
  r->end = ASM_REGION_OPEN;
  r->begin_line = line;
  push_active (p, r->name, p->nregions - 1);
}

void
asm_region_end (struct asm_pool *p, const char *name, size_t len,
		unsigned line)
{
  if (len == 0)
    {
      /* An anonymous END closes the only active region, whatever its
	 name, or the default region when nothing else exists.  */
      if (p->nactive == 1)
	{
	  remove_active (p, 0, line);
	  return;
	}
      if (p->nactive == 0 && only_default_region (p))
	{
	  p->regions[0].end = p->ninsts;
	  p->regions[0].end_line = line;
	  return;
	}
    }
  long k = find_active (p, name, len);
  if (k >= 0)
    {
      remove_active (p, (size_t) k, line);
      return;
    }
  asm_diag (p, MCA_DIAG_ERROR, line, "found an invalid region end directive");
  if (len)
    asm_diag (p, MCA_DIAG_NOTE, line,
	      "unable to find an active region named %.*s", (int) len, name);
  else
    asm_diag (p, MCA_DIAG_NOTE, line,
	      "unable to find an active anonymous region");
}

void
asm_regions_finish (struct asm_pool *p)
{
  for (size_t k = 0; k < p->nregions; k++)
    if (p->regions[k].end == ASM_REGION_OPEN)
      {
	p->regions[k].end = p->ninsts;
	p->regions[k].end_line = 0;
      }
  p->nactive = 0;
}

/* If TEXT starts with KEYWORD, point *REST past it with blanks skipped as
   llvm-mca does: only when something other than blanks follows.  */
static bool
marker (const char *text, size_t len, const char *keyword,
	const char **rest, size_t *rest_len)
{
  size_t kl = strlen (keyword);
  if (len < kl || memcmp (text, keyword, kl) != 0)
    return false;
  const char *r = text + kl;
  size_t n = len - kl, i = 0;
  while (i < n && (r[i] == ' ' || r[i] == '\t'))
    i++;
  if (i < n)
    r += i, n -= i;
  *rest = r;
  *rest_len = n;
  return true;
}

void
asm_region_comment (struct asm_pool *p, const char *text, size_t len,
		    unsigned line)
{
  size_t i = 0;
  while (i < len && (text[i] == ' ' || text[i] == '\t'))
    i++;
  if (i >= len)
    return;
  text += i;
  len -= i;
  const char *rest;
  size_t n;
  if (marker (text, len, "LLVM-MCA-END", &rest, &n)
      || marker (text, len, "OSACA-END", &rest, &n))
    asm_region_end (p, rest, n, line);
  else if (marker (text, len, "LLVM-MCA-BEGIN", &rest, &n)
	   || marker (text, len, "OSACA-BEGIN", &rest, &n))
    asm_region_begin (p, rest, n, line);
}
