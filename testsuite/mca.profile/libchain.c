/* libchain.c - a shared library with a loop, for gcc-mca-profile's
   tests: two dependent imulq a trip (6 cycles an iteration on every
   Intel core since Nehalem and every Zen).  uselib.c calls it.  */

long
lib_chain (long x, long n)
{
  for (long i = 0; i < n; i++)
    __asm__ volatile ("imulq %0, %0\n\timulq %0, %0" : "+r" (x));
  return x;
}
