/* measure=PROG with a program that answers 1.2345 cycles per iteration
   and a warning (gcc-mca-measure-fake, in PATH from plugin.exp): the
   remark gives the figure to two decimals and the warning after it, with
   the source line of an instruction the warning names by its line in the
   body measured; the JSON record both.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=znver4 -fplugin-arg-mca-measure=gcc-mca-measure-fake -fplugin-arg-mca-json=plugin-tests/measure-fake.json" } */

long
total (const long *a, long n)
{
  long s = 0;
  for (long i = 0; i < n; i++)	/* { dg-message "mca: loop: .*; measured on this machine: 1\\.23 cycles/iter \\(every run timed the probe slow \\(the core was shared\\): the figure may be high, \"idivq %rsi\" A\\\\\\; line 14: `addq' adds; no such line\\)$" } */
    s += a[i];
  return s;
}
/* { dg-final { mca-scan-file plugin-tests/measure-fake.json "\"measured_cycles_per_iteration\": 1\\.2345, \"measure_warning\": \"every run timed the probe slow" } } */
