/* Integer code for the key check: arithmetic, shifts, flags, calls.  */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

extern int ext (int);
extern long extl (long, long);
__thread int tls_counter;
int global_arr[256];
static volatile int sink;

int add3 (int a, int b, int c) { return a + b * 3 - c; }
long mix (long a, long b) { return (a << 3) ^ (b >> 5) | (a & 0xff00); }
unsigned long rot (unsigned long x, int n) { return (x << n) | (x >> (64 - n)); }
unsigned urot (unsigned x) { return (x << 7) | (x >> 25); }
int sdiv (int a, int b) { return a / b + a % b; }
unsigned udiv (unsigned a, unsigned b) { return a / b + a % b; }
long ldiv7 (long a) { return a / 7; }
unsigned long long mul128 (unsigned long long a, unsigned long long b)
{ return (unsigned long long) (((unsigned __int128) a * b) >> 64); }
int sel (int a, int b, int c) { return a < b ? c : a; }
long lsel (long a, long b) { return a > b ? a : b; }
int isneg (long x) { return x < 0; }
int eqz (int x, int y) { return (x == 0) + (y != 3); }
unsigned char bytes (unsigned char a, unsigned char b) { return a * b + (a >> 1); }
short shorts (short a, short b) { return (short) (a * b - (a >> 2)); }
int bits (unsigned x) { return __builtin_popcount (x) + __builtin_ctz (x | 1) + __builtin_clz (x | 1); }
long lbits (unsigned long x) { return __builtin_popcountl (x) + __builtin_ctzl (x | 1) + __builtin_clzl (x | 1); }
uint32_t bswap32 (uint32_t x) { return __builtin_bswap32 (x); }
uint64_t bswap64 (uint64_t x) { return __builtin_bswap64 (x); }
uint16_t bswap16 (uint16_t x) { return __builtin_bswap16 (x); }
int bt (unsigned x, int n) { return (x >> n) & 1; }
unsigned setbit (unsigned x, int n) { return x | (1u << n); }
unsigned clrbit (unsigned x, int n) { return x & ~(1u << n); }
int shl_var (int x, int n) { return x << n; }
int sar_var (int x, int n) { return x >> n; }
unsigned shr1 (unsigned x) { return x >> 1; }
int sar1 (int x) { return x >> 1; }
long sar1l (long x) { return x >> 1; }
unsigned char shlb (unsigned char x) { return x << 1; }
int tls_inc (void) { return ++tls_counter; }
int arr_sum (int n) { int s = 0; for (int i = 0; i < n; i++) s += global_arr[i]; return s; }
long sum_idx (const long *p, long i, long j) { return p[i] + p[j * 2 + 1] + p[i + j]; }
int call_chain (int x) { return ext (ext (x) + 1) * 2; }
long call_many (long a) { return extl (a, a + 1) + extl (a * 3, 7); }
void fill (char *p, size_t n) { memset (p, 0, n); }
void copy (char *d, const char *s, size_t n) { memcpy (d, s, n); }
size_t len (const char *s) { return strlen (s); }
int cmp (const char *a, const char *b) { return strcmp (a, b); }
void bigcopy (int *d, const int *s) { for (int i = 0; i < 1000; i++) d[i] = s[i]; }
int sw (int x)
{
  switch (x)
    {
    case 0: return 11; case 1: return ext (3); case 2: return 7;
    case 3: return ext (9) + 1; case 4: return 100; case 5: return -4;
    case 6: return ext (x); case 7: return 1; default: return 0;
    }
}
long neg_not (long a) { return -a + ~a; }
int absv (int x) { return x < 0 ? -x : x; }
long labs_ (long x) { return x < 0 ? -x : x; }
int minu (unsigned a, unsigned b) { return a < b ? a : b; }
long sext (int x) { return x; }
unsigned long zext (unsigned x) { return x; }
long sextb (signed char x) { return x; }
int zextw (unsigned short x) { return x; }
long sextw (short x) { return x; }
int zextb (unsigned char x) { return x; }
void store_consts (long *p) { p[0] = 0; p[1] = -1; p[2] = 0x123456789abcLL; p[3] = 1000; ((int *) p)[8] = 5; ((short *) p)[20] = 7; ((char *) p)[50] = 9; }
int atomic_add (int *p) { return __atomic_fetch_add (p, 5, __ATOMIC_SEQ_CST); }
int atomic_cas (int *p, int o, int n) { return __sync_bool_compare_and_swap (p, o, n); }
long atomic_xchg (long *p, long v) { return __atomic_exchange_n (p, v, __ATOMIC_SEQ_CST); }
void atomic_inc (long *p) { __atomic_add_fetch (p, 1, __ATOMIC_RELAXED); }
void fence (void) { __atomic_thread_fence (__ATOMIC_SEQ_CST); }
int overflow_add (int a, int b, int *r) { return __builtin_add_overflow (a, b, r); }
long mulov (long a, long b, long *r) { return __builtin_mul_overflow (a, b, r); }
int loop_while (int *p) { int n = 0; while (*p++) n++; return n; }
void vol (void) { sink = 1; sink += 2; }
int many_args (int a, int b, int c, int d, int e, int f, int g, int h) { return a + b + c + d + e + f + g + h; }
int use_many (void) { return many_args (1, 2, 3, 4, 5, 6, 7, 8); }
unsigned long long div64 (unsigned long long a, unsigned long long b) { return a / b; }
unsigned char cmpb (unsigned char *p, unsigned char v) { return *p == v; }
int testmem (int *p) { return (*p & 0x40) != 0; }
int lea3 (int a, int b) { return a + b * 4 + 12; }
long imul3 (long a) { return a * 37; }
int imulm (int *p) { return *p * 100; }
void *alloca_use (int n) { char *p = __builtin_alloca (n); p[0] = 1; return (void *) (long) p[n - 1]; }
int recursion (int n) { return n <= 1 ? 1 : n * recursion (n - 1); }
long long ll_ops (long long a, int s) { return (a << s) + (a >> s) + ((unsigned long long) a >> s); }
int setcc_mix (int a, int b) { return (a < b) + (a <= b) * 2 + ((unsigned) a > (unsigned) b) * 4 + (a == b) * 8; }
int parity (unsigned x) { return __builtin_parity (x); }
unsigned char xlat (unsigned char x, const unsigned char *t) { return t[x]; }
void prefetch (const char *p) { __builtin_prefetch (p); __builtin_prefetch (p + 64, 1, 3); }
unsigned long rdtsc_ (void) { return __builtin_ia32_rdtsc (); }
void pause_ (void) { __builtin_ia32_pause (); }
void trap (void) { __builtin_trap (); }
