/* report= and json= files, and min-cycles= silencing cheap loops.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=btver2 -fplugin-arg-mca-report=plugin-tests/report-json.report -fplugin-arg-mca-views=all -fplugin-arg-mca-json=plugin-tests/report-json.json -fplugin-arg-mca-min-cycles=1000 -fplugin-arg-mca-iterations=50" } */

long
sum (const long *a, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)	/* { dg-bogus "mca: loop" } */
    s += a[i];
  return s;
}
/* { dg-final { mca-scan-file plugin-tests/report-json.report "=== \[^\n\]*report-json.c:9:\[0-9\]+: loop in sum\n\nIterations:        50\n" } } */
/* { dg-final { mca-scan-file plugin-tests/report-json.report "Timeline view:" } } */
/* { dg-final { mca-scan-file plugin-tests/report-json.json "\"kind\": \"loop\", \"file\": \"\[^\"\]*report-json.c\", \"line\": 9, \"column\": \[0-9\]+, \"function\": \"sum\", \"symbol\": \"sum\", \"status\": \"analysed\"" } } */
/* { dg-final { mca-scan-file plugin-tests/report-json.json "\"model\": \"btver2\"" } } */
/* { dg-final { mca-scan-file plugin-tests/report-json.json "\"iterations\": 50, \"instructions\": 4," } } */
/* { dg-final { mca-scan-file plugin-tests/report-json.json "^\{\"version\": 2, \"translation_unit\": \{\"source\": \"\[^\"\]*report-json.c\", \"directory\": \"/\[^\"\]*\", \"output\": \"\[^\"\]*plugin-tests/report-json.c\", \"compiler\": \"GCC \[0-9.\]+\[^\"\]*\", \"target_cpu\": \"btver2\"\},\n\"units\": \\\[" } } */
/* { dg-final { mca-scan-file plugin-tests/report-json.json "\"layout\": \\\[\[^\]\]*\\\], \"header\": 0, \"blocks\": \\\[\\\[0, 4\\\]\\\]," } } */
