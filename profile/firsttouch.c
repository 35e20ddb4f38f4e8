/* firsttouch.c - pages touched for the first time, or touched again,
   for gcc-mca-profile to sample: what a page fault costs a loop's own
   time is the user time of the first run over the second's.

   A loop that writes fresh memory takes a page fault at each new page.
   The kernel's time is not the loop's cycles, but some user time comes
   with each fault too (the store is done again, with an empty TLB
   entry).  The profiler measures that the way it measures the loop:
   this program runs twice under the same sampling, once writing one
   byte of each page of memory just mapped, once of memory whose pages
   were written already, and the samples that fall in this program's
   own code in the first run beyond those in the second, over the pages
   it touched, are the user time a first touch adds.

   Pages already there are pages written once before, by the C
   library's memset, whose time is not this program's own code.  Pages
   the kernel maps ahead (MAP_POPULATE) are not the same thing: on the
   project's Zen 5 virtual machine the first store to each of them
   still took some 12,500 cycles of user time, against 21,000 for a
   page just mapped and 52 for a page written before, so a baseline of
   them hid most of the cost.

   Usage: firsttouch fresh|again.  Exit status 0, or 1 with a message.  */

#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

/* 16,384 pages a mapping (64 MB), 32 mappings: 524,288 page faults,
   about a second of CPU time and some 180 samples of a first touch's
   user time at gcc-mca-profile's period of 500 us on the Emerald
   Rapids virtual machine (+-15%; the runs of a loop over fresh pages
   scatter more than that, 74 to 116 samples in three runs of the same
   program).  The program prints the pages it touched.  */
enum { pages_per_map = 16384, maps = 32 };

/* One byte of each page.  Not inlined, so that its loop is this
   program's only code of any length.  */
__attribute__ ((noipa)) static void
touch (volatile char *p, size_t pages, size_t page)
{
  for (size_t i = 0; i < pages; i++)
    p[i * page] = 1;
}

/* memset through a pointer the compiler cannot see through, so that
   the writing stays a call into the C library.  */
static void *(*volatile write_all) (void *, int, size_t) = memset;

int
main (int argc, char **argv)
{
  if (argc != 2 || (strcmp (argv[1], "fresh") && strcmp (argv[1], "again")))
    {
      fputs ("usage: firsttouch fresh|again\n", stderr);
      return 1;
    }
  int again = !strcmp (argv[1], "again");
  long page = sysconf (_SC_PAGESIZE);
  if (page <= 0)
    {
      perror ("firsttouch: the page size");
      return 1;
    }
  size_t bytes = (size_t) pages_per_map * page;
  for (int m = 0; m < maps; m++)
    {
      char *p = mmap (NULL, bytes, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (p == MAP_FAILED)
	{
	  perror ("firsttouch: mmap");
	  return 1;
	}
      if (again)
	write_all (p, 0, bytes);
      touch (p, pages_per_map, (size_t) page);
      munmap (p, bytes);
    }
  printf ("%d\n", pages_per_map * maps);
  return 0;
}
