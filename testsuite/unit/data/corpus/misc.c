/* misc.c - calls through pointers, VLAs, setjmp, computed goto, bswap; compiled to assembly by ../../run-corpus.sh.  */
#include <stdio.h>
#include <stdlib.h>
#include <setjmp.h>
struct S { int a; long b; double c; char d[3]; };
int cb(const void *a, const void *b) { return *(const int*)a - *(const int*)b; }
void srt(int *a, size_t n) { qsort(a, n, sizeof *a, cb); }
int (*fp)(int);
int callfp(int x) { return fp(x) + 1; }
int vla(int n) { int a[n]; for (int i = 0; i < n; i++) a[i] = i; return a[n/2]; }
int big_frame(void) { volatile char buf[5000]; buf[0] = 1; return buf[0]; }
void pr(int x) { printf("%d %s\n", x, "hello"); }
jmp_buf jb; int sj(void) { if (setjmp(jb)) return 1; longjmp(jb, 1); }
struct S mk(int a) { struct S s = { a, a * 2L, a * 0.5, {1,2,3} }; return s; }
unsigned long long bswap(unsigned long long x) { return __builtin_bswap64(x); }
int ovf(int a, int b) { int r; return __builtin_add_overflow(a, b, &r) ? -1 : r; }
void trap(void) { __builtin_trap(); }
void *alloca_use(int n) { char *p = __builtin_alloca(n); p[0] = 0; return (void*)(long)p[1]; }
int computed(int i) { static void *t[] = { &&a, &&b, &&c }; goto *t[i & 1]; a: return 1; b: return 2; c: return 3; }
long bitfield(struct { unsigned a:3, b:7, c:13; } *p) { return p->a + p->b * p->c; }
