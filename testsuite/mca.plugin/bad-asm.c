/* Invalid extended asm: printing it outside final would be an internal
   compiler error, so the plugin checks operands first and says it could
   not analyse the loop; GCC's own error follows, and nothing crashes.
   After an error, later functions are left alone.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=btver2" } */

int
f (int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "mca: loop not analysed: it contains an inline asm operand the plugin cannot check" } */
    {
      int x;
      __asm__ ("movl %5, %0" : "=r" (x) : "r" (a[i]));	/* { dg-error "operand number out of range" } */
      s += x;
    }
  return s;
}

int
g (int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)	/* { dg-bogus "mca: " } */
    s += a[i];
  return s;
}
