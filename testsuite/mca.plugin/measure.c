/* measure: the loop's body also runs on this machine under
   gcc-mca-measure (found in PATH: plugin.exp puts the build's first),
   and the remark gives its cycles per iteration beside the model's.
   The figure depends on the machine; its presence and form do not (on
   a busy machine the tool's warning may follow it).
   The code is the same as without the plugin (the tool runs in a child
   process on a copy of the body).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=znver4 -fplugin-arg-mca-measure -fplugin-arg-mca-json=plugin-tests/measure.json" } */

long
sum (const int *a, long n)
{
  long s = 0;
  for (long i = 0; i < n; i++)	/* { dg-message "mca: loop: \[0-9.\]+ cycles/iter.*\\\[znver4\\\].*; measured on this machine: \[0-9\]+\\.\[0-9\]\[0-9\] cycles/iter( \\(\[^()\]*(\\(\[^()\]*\\)\[^()\]*)*\\))?$" } */
    s += a[i] * 3;
  return s;
}
/* { dg-final { mca-scan-file plugin-tests/measure.json "\"measured_cycles_per_iteration\": \[0-9\]+\\.\[0-9\]+\}" } } */
/* { dg-final { mca-same-code measure "-O2" } } */
