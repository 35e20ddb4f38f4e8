/* known.c - loops whose figures are known, for gcc-mca-profile's tests.
   chain4 runs four dependent imulq a trip (12 cycles an iteration on
   every Intel core since Nehalem and every Zen), twice as many trips as
   chain2; walk takes one of two paths by the data, a known number of
   times.  */

#include <stdio.h>
#include <stdlib.h>

__attribute__ ((noinline)) long
chain4 (long x, long n)
{
  for (long i = 0; i < n; i++)
    __asm__ volatile ("imulq %0, %0\n\timulq %0, %0\n\t"
		      "imulq %0, %0\n\timulq %0, %0" : "+r" (x));
  return x;
}

__attribute__ ((noinline)) long
chain2 (long x, long n)
{
  for (long i = 0; i < n; i++)
    __asm__ volatile ("imulq %0, %0\n\timulq %0, %0\n\t"
		      "imulq %0, %0\n\timulq %0, %0" : "+r" (x));
  return x;
}

int data[1000], marks[1000];

/* Two blocks: odd elements are marked (a store), even ones summed.  */
__attribute__ ((noinline)) long
walk (int n, int round)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    if (data[i] & 1)
      marks[i] = round;
    else
      s += data[i];
  return s;
}

int
main (int argc, char **argv)
{
  long n = argc > 1 ? atol (argv[1]) : 3000000;
  for (int i = 0; i < 1000; i++)
    data[i] = i * 7;
  long s = 0;
  for (int round = 0; round < 100; round++)
    s += walk (1000, round);
  printf ("%ld %ld %ld\n", chain4 (3, 2 * n), chain2 (5, n), s);
  return 0;
}
