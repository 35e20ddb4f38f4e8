/* imul2.c - a known answer: two loops of four dependent imulq a trip
   (12 core cycles an iteration each), the first run twice as many
   times as the second, so that their time shares are 2/3 and 1/3.  */

#include <stdio.h>
#include <stdlib.h>

__attribute__ ((noipa)) long
chain_a (long x, long n)
{
  for (long i = 0; i < n; i++)
    __asm__ volatile ("imulq %0, %0\n\timulq %0, %0\n\t"
		      "imulq %0, %0\n\timulq %0, %0" : "+r" (x));
  return x;
}

__attribute__ ((noipa)) long
chain_b (long x, long n)
{
  for (long i = 0; i < n; i++)
    __asm__ volatile ("imulq %0, %0\n\timulq %0, %0\n\t"
		      "imulq %0, %0\n\timulq %0, %0" : "+r" (x));
  return x;
}

int
main (int argc, char **argv)
{
  long n = argc > 1 ? atol (argv[1]) : 20000000;
  long s = 0;
  /* Interleaved, so that a slow spell of the machine falls on both.  */
  for (int k = 0; k < 4; k++)
    s += chain_a (3, 2 * n / 4) + chain_b (5, n / 4);
  printf ("%ld\n", s);
  return 0;
}
