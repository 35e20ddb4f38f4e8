/* measure= names a program that does not exist: the remark says why the
   loop was not measured, the JSON record too, and the build goes on.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=znver4 -fplugin-arg-mca-measure=/nonexistent/gcc-mca-measure -fplugin-arg-mca-json=plugin-tests/measure-missing.json" } */

long
sum (const int *a, long n)
{
  long s = 0;
  for (long i = 0; i < n; i++)	/* { dg-message "mca: loop: .*; not measured: cannot run /nonexistent/gcc-mca-measure: No such file or directory$" } */
    s += a[i] * 3;
  return s;
}
/* { dg-final { mca-scan-file plugin-tests/measure-missing.json "\"measure_error\": \"cannot run /nonexistent/gcc-mca-measure: No such file or directory\"" } } */
/* { dg-final { mca-scan-file plugin-tests/measure-missing.s "\\.cfi_startproc" } } */
