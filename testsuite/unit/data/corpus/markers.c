/* markers.c - region markers in inline asm: LLVM-MCA comments and IACA bytes; compiled to assembly by ../../run-corpus.sh.  */
int f(int *a, int n) {
  int s = 0;
  __asm__ volatile("# LLVM-MCA-BEGIN loop");
  for (int i = 0; i < n; i++) s += a[i] * 3;
  __asm__ volatile("# LLVM-MCA-END loop");
  __asm__ volatile("movl $111, %%ebx\n\t.byte 0x64, 0x67, 0x90" ::: "ebx", "memory");
  s ^= n;
  __asm__ volatile("movl $222, %%ebx\n\t.byte 0x64, 0x67, 0x90" ::: "ebx", "memory");
  __asm__ volatile("lock; incl %0" : "+m"(a[0]));
  return s;
}
