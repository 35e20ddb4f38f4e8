/* calls.c - loops that keep calls to external functions (the extractor
   skips these), mixed with call-free loops in the same functions.  */
#include <stddef.h>

extern void consume (int);
extern double ext_f (double);
extern int ext_pred (const void *);

void
call_each (const int *a, int n)
{
  for (int i = 0; i < n; i++)
    consume (a[i]);
}

double
map_ext (double *a, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    a[i] = ext_f (a[i]);
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}

int
filter_ext (const int *a, int n, int *out)
{
  int k = 0;
  for (int i = 0; i < n; i++)
    if (a[i] > 0 && ext_pred (a + i))
      out[k++] = a[i];
  for (int i = 0; i < k; i++)
    out[i] *= 2;
  return k;
}

static int __attribute__ ((noinline))
slow_square (int x)
{
  return x * x;
}

int
noinline_call (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += slow_square (a[i]);
  return s;
}
