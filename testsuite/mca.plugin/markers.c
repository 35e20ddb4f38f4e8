/* LLVM-MCA-BEGIN/END markers in C: the region is analysed at its BEGIN
   line, besides the loop inside it.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=btver2" } */

void
scale (float *x, int n)
{
  __asm volatile ("# LLVM-MCA-BEGIN scale");	/* { dg-message "mca: region scale: \[0-9.\]+ cycles/iter, Block RThroughput \[0-9.\]+, IPC \[0-9.\]+ \\\[btver2\\\]" } */
  for (int i = 0; i < n; i++)	/* { dg-message "mca: loop: " } */
    x[i] *= 3.0f;
  __asm volatile ("# LLVM-MCA-END");
}

int
anonymous (int a, int b)
{
  __asm volatile ("# LLVM-MCA-BEGIN");	/* { dg-message "mca: region: " } */
  a = a * b + 7;
  __asm volatile ("# LLVM-MCA-END");
  return a;
}

void
unbalanced (int *p)
{
  __asm volatile ("# LLVM-MCA-BEGIN lost");	/* { dg-warning "has no .LLVM-MCA-END. on any path after it; region .lost. not analysed" } */
  *p = 1;
}

void
orphan_end (int *p)
{
  *p = 2;
  __asm volatile ("# LLVM-MCA-END");	/* { dg-warning "is not reached from any .LLVM-MCA-BEGIN." } */
}
