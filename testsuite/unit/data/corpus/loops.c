/* loops.c - integer loops, a switch (jump table), TLS, bit tricks, division; compiled to assembly by ../../run-corpus.sh.  */
#include <stddef.h>
#include <string.h>
int sum(const int *a, int n) { int s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
void saxpy(float *y, const float *x, float a, size_t n) { for (size_t i = 0; i < n; i++) y[i] += a * x[i]; }
double dot(const double *a, const double *b, int n) { double s = 0; for (int i = 0; i < n; i++) s += a[i]*b[i]; return s; }
int sw(int x) { switch (x) { case 0: return 3; case 1: return 7; case 2: return 11; case 3: return 19; case 4: return 23; case 5: return 1; case 6: return 99; default: return -1; } }
long fib(long n) { return n < 2 ? n : fib(n-1) + fib(n-2); }
unsigned char bytes[256];
void fill(char *p, size_t n) { memset(p, 0, n); }
void cpy(char *d, const char *s, size_t n) { memcpy(d, s, n); }
size_t slen(const char *s) { size_t n = 0; while (*s++) n++; return n; }
int cmpstr(const char *a, const char *b) { return strcmp(a, b); }
static __thread int tls_var;
int get_tls(void) { return ++tls_var; }
unsigned rot(unsigned x, int n) { return (x << n) | (x >> (32 - n)); }
int sel(int a, int b, int c) { return a < b ? c : a; }
int bits(unsigned long x) { return __builtin_popcountl(x) + __builtin_clzl(x|1) + __builtin_ctz(x|1); }
long mulh(long a, long b) { return (long)(((__int128)a * b) >> 64); }
unsigned udiv(unsigned a, unsigned b) { return a / b + a % b; }
short sh(short a, short b) { return a * b; }
signed char sc(signed char a) { return a >> 1; }
long long shl1(long long a) { return a << 1; }
int sar1(int a) { return a >> 1; }
void rev(int *a, int n) { for (int i = 0; i < n/2; i++) { int t = a[i]; a[i] = a[n-1-i]; a[n-1-i] = t; } }
int matmul(int n, float (*a)[64], float (*b)[64], float (*c)[64]) { for (int i=0;i<n;i++) for(int j=0;j<64;j++){float s=0; for(int k=0;k<64;k++) s+=a[i][k]*b[k][j]; c[i][j]=s;} return 0; }
