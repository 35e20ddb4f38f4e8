/* firsttouch.c - a loop whose time is mostly the kernel's: it writes one
   byte of each page of memory just mapped, so every iteration takes a
   page fault (the kernel finds and zeroes a page), and a loop of the
   same shape over the same pages once they are there, which takes none.  */

#include <stddef.h>
#include <sys/mman.h>

#define PAGES 16384
#define PAGE 4096

__attribute__ ((noipa)) static void
touch_fresh (volatile char *p, size_t n)
{
  for (size_t i = 0; i < n; i++)
    p[i * PAGE] = 1;
}

__attribute__ ((noipa)) static void
touch_again (volatile char *p, size_t n)
{
  for (size_t i = 0; i < n; i++)
    p[i * PAGE] = 2;
}

int
main (void)
{
  for (int r = 0; r < 4; r++)
    {
      char *p = mmap (NULL, (size_t) PAGES * PAGE, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
      if (p == MAP_FAILED)
	return 1;
      touch_fresh (p, PAGES);
      for (int k = 0; k < 64; k++)
	touch_again (p, PAGES);
      munmap (p, (size_t) PAGES * PAGE);
    }
  return 0;
}
