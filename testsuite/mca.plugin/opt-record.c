/* -fsave-optimization-record records the remark with the loop's profile
   count.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=btver2 -fplugin-arg-mca-remarks=opt-info -fsave-optimization-record -dumpbase plugin-tests/opt-record.c" } */

int
sum (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
/* { dg-final { mca-scan-gzip-file plugin-tests/opt-record.c.opt-record.json.gz "\"kind\": \"note\", \"count\": \{\"quality\": \"guessed_local\", \"value\": \[0-9\]+\}, \"location\": \{\"line\": 10, \"file\": \"\[^\"\]*opt-record.c\", \"column\": \[0-9\]+\}, \"pass\": \"\[^\"\]+\", \"message\": \\\[\"mca: loop: \[0-9.\]+ cycles/iter" } } */
