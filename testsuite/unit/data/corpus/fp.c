/* fp.c - floating point: x87 long double, SSE scalar, conversions, complex; compiled to assembly by ../../run-corpus.sh.  */
#include <math.h>
long double ld_add(long double a, long double b) { return a + b * 3.0L; }
long double ld_div(long double a, long double b) { return a / b - b; }
long ld_toi(long double a) { return (long)a; }
long double ld_fromi(long long a) { return a; }
int ld_cmp(long double a, long double b) { return a < b; }
long double ld_sqrt(long double a) { return __builtin_sqrtl(a); }
double d_ops(double a, double b) { return sqrt(a) * b + fabs(a) - (double)(int)b; }
float f_ops(float a, float b) { return fmaf(a, b, 1.0f) / fminf(a, b); }
double cvt(long x, unsigned u, float f) { return (double)x + u + f; }
int fcmp(double a, double b) { return a == b ? 1 : a < b ? 2 : 3; }
unsigned long d2u(double d) { return (unsigned long)d; }
long double ldsum(const long double *a, int n) { long double s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
_Complex double cmul(_Complex double a, _Complex double b) { return a * b; }
double rnd(double x) { return __builtin_floor(x) + __builtin_round(x) + __builtin_trunc(x); }
