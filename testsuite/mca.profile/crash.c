/* crash.c - a program that runs a loop and then dies of SIGSEGV, for
   gcc-mca-profile's tests of a failing program.  */

#include <stdio.h>
#include <stdlib.h>

__attribute__ ((noinline)) long
spin (long x, long n)
{
  for (long i = 0; i < n; i++)
    __asm__ volatile ("imulq %0, %0" : "+r" (x));
  return x;
}

int
main (int argc, char **argv)
{
  volatile int *nowhere = (int *) (argc > 5 ? argv : NULL);
  printf ("%ld\n", spin (3, 1000000));
  return *nowhere;
}
