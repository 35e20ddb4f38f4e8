/* records.exp: a compile that fails after the record file is opened
   (the LLVM-MCA-BEGIN warning is an error with -Werror): no record file
   and no temporary file is left.  */

void
lost (int *p, int n)
{
  for (int i = 0; i < n; i++)
    p[i] = i;
  __asm volatile ("# LLVM-MCA-BEGIN lost");
  *p = 1;
}
