/* note-order.exp: GCC expands helper before first, and the loop of
   sum_squares twice, inlined into second and third.  Line numbers
   matter: the test expects the loops at lines 9, 18 (twice) and 27.  */
static long helper (const long *a, long n) __attribute__ ((noinline));

long
first (const long *a, long n)
{
  long s = 0; for (long i = 0; i < n; i++) s += a[i] * 3;
  return s + helper (a, n);
}

static inline long
sum_squares (const long *a, long n)
{
  long s = 0;
  /* the loop of both inlined copies */
  for (long i = 0; i < n; i++) s += a[i] * a[i];
  return s;
}

static long
helper (const long *a, long n)
{
  long s = 0;
  /* compiled first */
  for (long i = 0; i < n; i++) s ^= a[i] >> 2;
  return s;
}

long
second (const long *a, long n)
{
  return sum_squares (a, n) + 1;
}

long
third (const long *a, long n)
{
  return sum_squares (a + 1, n - 1) - 1;
}
