/* test-blocks.c - unit tests of the blocks kept between runs
   (sim/run_blocks.c).  */

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "run_blocks.h"
#include "unit.h"

/* A block given back comes back for the next request of its size, with
   its contents (the pages already in), even after the program's own
   small allocations in between (which, had it gone back to malloc,
   would have been carved out of it), and only for that size.  */
static void
test_reuse (void)
{
  unsigned char *a = mca_block_alloc (5000);
  memset (a, 0xab, 5000);
  mca_block_free (a, 5000);
  void *small[200];
  for (unsigned k = 0; k < 200; k++)
    small[k] = malloc (40);
  unsigned char *other = mca_block_alloc (6000);
  CHECK (other != a);
  unsigned char *b = mca_block_alloc (5000);
  CHECK (b == a);
  CHECK (b[4999] == 0xab);
  mca_block_free (b, 5000);
  mca_block_free (other, 6000);
  for (unsigned k = 0; k < 200; k++)
    free (small[k]);
}

/* calloc zeroes a kept block.  */
static void
test_calloc (void)
{
  unsigned char *a = mca_block_alloc (3000);
  memset (a, 0xff, 3000);
  mca_block_free (a, 3000);
  unsigned char *b = mca_block_calloc (3000);
  CHECK (b == a);
  unsigned nonzero = 0;
  for (unsigned k = 0; k < 3000; k++)
    nonzero += b[k] != 0;
  CHECK (nonzero == 0);
  mca_block_free (b, 3000);
}

/* Two blocks of a size are kept at once (a run and the run without bind
   rules made from it); a third given back is freed, and every request
   is served, kept or not.  */
static void
test_two_kept (void)
{
  void *p[3];
  for (unsigned k = 0; k < 3; k++)
    p[k] = mca_block_alloc (7000);
  CHECK (p[0] != p[1] && p[1] != p[2] && p[0] != p[2]);
  for (unsigned k = 0; k < 3; k++)
    mca_block_free (p[k], 7000);
  void *q0 = mca_block_alloc (7000), *q1 = mca_block_alloc (7000);
  CHECK ((q0 == p[0] || q0 == p[1]) && (q1 == p[0] || q1 == p[1]));
  CHECK (q0 != q1);
  mca_block_free (q0, 7000);
  mca_block_free (q1, 7000);
  mca_block_free (NULL, 7000);	/* nothing to give back */
}

int
main (void)
{
  test_reuse ();
  test_calloc ();
  test_two_kept ();
  return DONE ();
}
