/* What to try, in the remark's closing clause: one loop for each kind
   of advice, and loops that get none (a lookahead in their pattern).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=znver5" } */

struct node { struct node *next; long value; };

/* A floating-point sum GCC keeps in source order.  */
double
sum (const double *a, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "through %xmm\[0-9\]+ \\(addsd.*; to try: -fassociative-math \\(in -ffast-math\\) or several accumulators, if another rounding order is acceptable \\(without the chain: \[0-9.\]+ cycles/iter\\)" } */
    s += a[i];
  return s;
}

/* The same, reassociation allowed: only accumulators are left to try.  */
__attribute__ ((optimize ("associative-math", "no-signed-zeros",
			  "no-trapping-math", "no-tree-vectorize")))
double
sum_squares (const double *a, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "addsd.*; to try: several independent accumulators, combined after the loop \\(without the chain: \[0-9.\]+ cycles/iter\\)" } */
    s += a[i] * a[i];
  return s;
}

/* A chain through a loaded pointer.  */
long
walk (const struct node *p)
{
  long s = 0;
  for (; p; p = p->next)	/* { dg-message "critical chain: movq .*; to try: independent chains interleaved \\(unrolling with separate accumulators\\) \\(without the chain: \[0-9.\]+ cycles/iter\\)" } */
    s += p->value;
  return s;
}

void
scale (double *a, const double *b, double d, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "bottleneck: FP divider \\(divsd.*; to try: a multiplication by a reciprocal computed before the loop, if the divisor does not change \\(-freciprocal-math, in -ffast-math, lets GCC do it\\) \\(without the divider: \[0-9.\]+ cycles/iter\\)" } */
    a[i] = b[i] / d;
}

long
quotients (const long *a, long d, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "bottleneck: \[a-z \]*divider \\(idivq.*; to try: a multiplication by a reciprocal computed before the loop, if the divisor does not change \\(as GCC does for a constant divisor\\)" } */
    s += a[i] / d;
  return s;
}

void
count (long *hits, const int *a, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "bottleneck: locked instructions.*; to try: a local result in the loop and one atomic operation after it \\(without them: \[0-9.\]+ cycles/iter\\)" } */
    __atomic_fetch_add (&hits[a[i] & 7], 1, __ATOMIC_RELAXED);
}

/* A scalar loop of one path and one exit, at -O2's cost model.  */
void
add_one (int *restrict a, const int *restrict b, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "; to try: -O3 or -fvect-cost-model=dynamic, to let GCC vectorize the loop \\(-O2's cost model takes only loops that cost nothing extra\\)" } */
    a[i] = b[i] + 1;
}

__attribute__ ((optimize ("no-tree-loop-vectorize")))
void
add_two (int *restrict a, const int *restrict b, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "; to try: -O3 or -ftree-vectorize, to let GCC vectorize the loop \\(its vectorizer was off\\)" } */
    a[i] = b[i] + 2;
}

/* GCC vectorized this one: nothing about vectorizing.  */
__attribute__ ((optimize ("O3")))
void
add_three (int *restrict a, const int *restrict b, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "vectorized: (?!\[^\n\]*to try: -O3)" } */
    a[i] = b[i] + 3;
}

/* The calls' time is in no figure: no advice.  */
void release (void *);

void
release_all (void **p, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "calls release (?!\[^\n\]*to try)" } */
    release (p[i]);
}

/* A pause is there on purpose: no advice.  */
void
spin (volatile int *flag)
{
  while (!*flag)		/* { dg-message "pauses, one at a time (?!\[^\n\]*to try)" } */
    __builtin_ia32_pause ();
}
