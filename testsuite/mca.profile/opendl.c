/* opendl.c - a program that opens a shared library as it runs (dlopen,
   as interpreters load their extensions) and calls its loop: argv[1]
   names libchain.so, whose lib_chain makes 4,000,000 trips.  */

#include <dlfcn.h>
#include <stdio.h>

int
main (int argc, char **argv)
{
  if (argc < 2)
    return 2;
  void *lib = dlopen (argv[1], RTLD_NOW);
  if (!lib)
    {
      fprintf (stderr, "%s\n", dlerror ());
      return 1;
    }
  long (*chain) (long, long) = (long (*) (long, long)) dlsym (lib,
							       "lib_chain");
  if (!chain)
    return 1;
  printf ("%ld\n", chain (3, 4000000) & 1);
  dlclose (lib);
  return 0;
}
