/* other.c - a second program of a build whose records share a directory
   with known.c's: both have a main with a loop.  */

#include <stdio.h>

int
main (int argc, char **argv)
{
  unsigned h = 0;
  for (int i = 0; argv[0][i]; i++)
    h = h * 31 + argv[0][i];
  printf ("%u\n", h + argc);
  return 0;
}
