/* records.exp: the other same.c.  The call to a cold function goes to a
   block apart from the rest of the loop (in .text.unlikely).  */

extern void same_b_rare (int) __attribute__ ((cold));

long
same_b (const long *a, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    {
      if (a[i] < 0)
	same_b_rare (i);
      s += a[i];
    }
  return s;
}
