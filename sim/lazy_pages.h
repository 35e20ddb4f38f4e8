/* lazy_pages.h - a table of fixed-size elements by number, kept in pages
   of MCA_LAZY_PAGE elements made, zeroed, when one of their elements is
   first asked for.  A compiler process asks for a few dozen of the
   instruction table's 16,000 forms and of a model's thousands of
   classes: one zeroed array of them all is megabytes, whose pages each
   element asked for faults in.  Each element also has a mark, set the
   first time it is claimed (what was parsed already).  */

#ifndef MCA_LAZY_PAGES_H
#define MCA_LAZY_PAGES_H

#include <stdbool.h>
#include <stddef.h>

#define MCA_LAZY_PAGE 16

struct mca_lazy_pages
{
  size_t elem_size;
  unsigned npages;
  unsigned char **pages;
};

/* Empty, for NELEMS elements of ELEM_SIZE bytes to begin with (the table
   grows when asked for more).  */
void mca_lazy_pages_init (struct mca_lazy_pages *p, size_t elem_size,
			  size_t nelems);
void mca_lazy_pages_fini (struct mca_lazy_pages *p);

/* Element ID, its page made (zeroed) if it has none yet.  */
void *mca_lazy_pages_at (struct mca_lazy_pages *p, unsigned id);

/* Element ID, or NULL when its page was never made.  */
void *mca_lazy_pages_find (const struct mca_lazy_pages *p, unsigned id);

/* Whether element ID is claimed for the first time (its page made if it
   has none yet): true once, false after.  */
bool mca_lazy_pages_claim (struct mca_lazy_pages *p, unsigned id);

#endif /* MCA_LAZY_PAGES_H */
