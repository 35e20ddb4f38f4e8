/* measure=PROG with a program that exits 0 but prints no figure
   (gcc-mca-measure-garbage, in PATH from plugin.exp): the loop is not
   measured, the remark says why, and the build goes on.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=znver4 -fplugin-arg-mca-measure=gcc-mca-measure-garbage" } */

long
total (const long *a, long n)
{
  long s = 0;
  for (long i = 0; i < n; i++)	/* { dg-message "mca: loop: .*; not measured: no cycles per iteration in the output of gcc-mca-measure-garbage$" } */
    s += a[i];
  return s;
}
/* { dg-final { mca-scan-file plugin-tests/measure-garbage.s "\\.cfi_startproc" } } */
