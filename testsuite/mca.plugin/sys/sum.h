/* A library header: its loops are the library's (system-headers.c).  */
#pragma GCC system_header

static inline long
lib_sum (const long *a, int n)
{
  long s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * 3;
  return s;
}

static inline double
lib_dot (const double *a, const double *b, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}
