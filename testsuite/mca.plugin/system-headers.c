/* Loops in system headers (here sys/sum.h, marked as one with #pragma GCC
   system_header) are a library's, inlined into the user's functions: no
   remark, as GCC gives no warning there (system-headers-on.c asks for
   them).  The user's loop still gets its remark, and a chain instruction
   that comes from another file is named by that file and line.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=znver5" } */

#include "sys/sum.h"
#include "sys/step.h"

long
f (const long *a, int n)
{
  return lib_sum (a, n);	/* { dg-bogus "mca:" } */
}

unsigned long
hash (unsigned long x, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "critical chain: imulq \\(step\\.h:6\\)" } */
    x = step (x);
  return x;
}
