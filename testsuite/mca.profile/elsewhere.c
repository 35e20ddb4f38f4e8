/* elsewhere.c - a program whose time goes to three places: a loop of
   its own, the C library (memset, called through a pointer so that the
   compiler keeps the call) and the kernel (write system calls).  */

#include <fcntl.h>
#include <string.h>
#include <unistd.h>

static char buf[1 << 16];
static void *(*volatile fill) (void *, int, size_t) = memset;

int
main (void)
{
  int fd = open ("/dev/null", O_WRONLY);
  unsigned h = 0;
  if (fd < 0)
    return 1;
  for (int r = 0; r < 2000; r++)
    {
      fill (buf, r, sizeof buf);
      for (int i = 0; i < 20; i++)
	if (write (fd, buf, 16) != 16)
	  return 1;
      for (unsigned i = 0; i < 20000; i++)
	h = h * 31 + buf[i & 1023];
    }
  close (fd);
  return h == 42;
}
