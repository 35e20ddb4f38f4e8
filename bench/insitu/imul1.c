/* imul1.c - a known answer: one loop of four dependent imulq a trip,
   12 core cycles an iteration on every Intel core since Nehalem and
   every AMD Zen (3 cycles each, the loop's own add and branch hidden
   under the chain).  Nearly all of the run is in it.  */

#include <stdio.h>
#include <stdlib.h>

__attribute__ ((noipa)) long
chain (long x, long n)
{
  for (long i = 0; i < n; i++)
    __asm__ volatile ("imulq %0, %0\n\timulq %0, %0\n\t"
		      "imulq %0, %0\n\timulq %0, %0" : "+r" (x));
  return x;
}

int
main (int argc, char **argv)
{
  long n = argc > 1 ? atol (argv[1]) : 60000000;
  printf ("%ld\n", chain (3, n));
  return 0;
}
