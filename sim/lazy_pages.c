/* lazy_pages.c - a table of elements kept in pages made on first use
   (see lazy_pages.h).  */

#include "lazy_pages.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <libiberty/libiberty.h>

/* A page: the marks of its elements, then the elements, aligned as
   malloc aligns.  */
#define MARKS_BYTES 16

void
mca_lazy_pages_init (struct mca_lazy_pages *p, size_t elem_size,
		     size_t nelems)
{
  p->elem_size = elem_size;
  p->npages = (unsigned) (nelems / MCA_LAZY_PAGE + 1);
  p->pages = XCNEWVEC (unsigned char *, p->npages);
}

void
mca_lazy_pages_fini (struct mca_lazy_pages *p)
{
  for (unsigned k = 0; k < p->npages; k++)
    free (p->pages[k]);
  free (p->pages);
  p->pages = NULL;
  p->npages = 0;
}

static unsigned char *
page_of (struct mca_lazy_pages *p, unsigned id)
{
  unsigned k = id / MCA_LAZY_PAGE;
  if (k >= p->npages)
    {
      unsigned n = 2 * p->npages;
      while (n <= k)
	n *= 2;
      p->pages = XRESIZEVEC (unsigned char *, p->pages, n);
      memset (p->pages + p->npages, 0,
	      (n - p->npages) * sizeof *p->pages);
      p->npages = n;
    }
  if (!p->pages[k])
    p->pages[k] = XCNEWVEC (unsigned char,
			    MARKS_BYTES + MCA_LAZY_PAGE * p->elem_size);
  return p->pages[k];
}

void *
mca_lazy_pages_at (struct mca_lazy_pages *p, unsigned id)
{
  return page_of (p, id) + MARKS_BYTES + id % MCA_LAZY_PAGE * p->elem_size;
}

void *
mca_lazy_pages_find (const struct mca_lazy_pages *p, unsigned id)
{
  unsigned k = id / MCA_LAZY_PAGE;
  if (k >= p->npages || !p->pages[k])
    return NULL;
  return p->pages[k] + MARKS_BYTES + id % MCA_LAZY_PAGE * p->elem_size;
}

bool
mca_lazy_pages_claim (struct mca_lazy_pages *p, unsigned id)
{
  uint16_t marks;
  unsigned char *page = page_of (p, id);
  memcpy (&marks, page, sizeof marks);
  uint16_t bit = (uint16_t) (1u << id % MCA_LAZY_PAGE);
  if (marks & bit)
    return false;
  marks |= bit;
  memcpy (page, &marks, sizeof marks);
  return true;
}
