/* records.exp: a/same.c and b/same.c, one loop each, compiled into one
   record directory.  A rotated loop: its header is not its first line.  */

int
same_a (const int *a, int n)
{
  int c = 0, i = 0;
  while (i < n)
    {
      if (a[i] & 1)
	c += a[i] * 3;
      else
	c -= a[i];
      i++;
    }
  return c;
}
