/* atom.c - atomics: lock-prefixed read-modify-write, cmpxchg16b, fences, pause; compiled to assembly by ../../run-corpus.sh.  */
#include <stdatomic.h>
_Atomic long cnt; _Atomic int flag;
long inc(void) { return atomic_fetch_add(&cnt, 1) + 1; }
void add(long v) { atomic_fetch_add(&cnt, v); }
int cas(_Atomic int *p, int e, int d) { return atomic_compare_exchange_strong(p, &e, d); }
int xchg(int v) { return atomic_exchange(&flag, v); }
void st(int v) { atomic_store(&flag, v); }
void fence(void) { atomic_thread_fence(memory_order_seq_cst); }
long orf(long v) { return atomic_fetch_or(&cnt, v); }
int testbit(_Atomic unsigned *p) { return (atomic_fetch_or(p, 4u) & 4u) != 0; }
__int128 cas16(__int128 *p, __int128 e, __int128 d) { __atomic_compare_exchange_n(p, &e, d, 0, 5, 5); return e; }
void spin(void) { while (atomic_load_explicit(&flag, memory_order_acquire)) __builtin_ia32_pause(); }
unsigned long rdtsc(void) { return __builtin_ia32_rdtsc(); }
