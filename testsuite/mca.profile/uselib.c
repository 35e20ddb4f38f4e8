/* uselib.c - a program whose one hot loop is in a shared library
   (libchain.c): 4,000,000 trips of lib_chain's loop in one call.  */

#include <stdio.h>
#include <stdlib.h>

long lib_chain (long x, long n);

int
main (int argc, char **argv)
{
  long n = argc > 1 ? atol (argv[1]) : 4000000;
  printf ("%ld\n", lib_chain (3, n) & 1);
  return 0;
}
