/* system-headers: loops in system headers get their remarks too, at
   their line in the header (system-headers.c).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=znver5 -fplugin-arg-mca-system-headers" } */
/* { dg-message "mca: loop: \[0-9.\]+ cycles/iter" "lib_sum's loop" { target *-*-* } 0 } */

#include "sys/sum.h"

long
f (const long *a, int n)
{
  return lib_sum (a, n);
}
