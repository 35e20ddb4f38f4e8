/* A rotated loop whose path takes its inner branch: GCC lays out the
   latch (i++, the exit test) before the header (the compare), and the
   header jumps to the latch.  The path's labels tell the simulation
   that the compare's jne is the taken branch and the exit's je falls
   through; knl's taken branch ends its dispatch group.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=knl -fplugin-arg-mca-report=plugin-tests/path-labels.report -fplugin-arg-mca-views=hazards -fplugin-arg-mca-json=plugin-tests/path-labels.json" } */

int
find_int (const int *a, int n, int v)
{
  for (int i = 0; i < n; i++)	/* { dg-message "mca: loop" } */
    if (a[i] == v)
      return i;
  return -1;
}
/* { dg-final { mca-scan-file plugin-tests/path-labels.json "\"simulated\": \\\[\"\\.L\[0-9\]+:\", \"\\\\tcmpl\\\\t%edx, \\(%rdi,%rax,4\\)\", \"\\\\tjne\\\\t(\\.L\[0-9\]+)\", \"\\1:\"" } } */
/* { dg-final { mca-scan-file plugin-tests/path-labels.report "taken branch \\\[1\\\] ends the group" } } */
