/* records.exp: a loop in a clone of a function (count.constprop.0 in the
   symbol table): the record's symbol is the clone's.  */

static int __attribute__ ((noinline))
count (const int *a, int n, int k)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    c += a[i] == k;
  return c;
}

int
count_sevens (const int *a, int n)
{
  return count (a, n, 7);
}

int
count_eights (const int *a, int n)
{
  return count (a + 8, n - 8, 7) + 1;
}
