/* Scalar and vector floating point for the key check.  */
#include <math.h>
double dadd (double a, double b) { return a + b * 2.5; }
float fmul (float a, float b) { return a * b / 3.0f; }
double dsqrt (double x) { return __builtin_sqrt (x); }
float fsqrt (float x) { return __builtin_sqrtf (x); }
double i2d (int x) { return x; }
double l2d (long x) { return x; }
float i2f (int x) { return x; }
int d2i (double x) { return (int) x; }
long d2l (double x) { return (long) x; }
int f2i (float x) { return (int) x; }
float d2f (double x) { return (float) x; }
double f2d (float x) { return x; }
double u2d (unsigned long x) { return (double) x; }
unsigned long d2u (double x) { return (unsigned long) x; }
int dcmp (double a, double b) { return a < b; }
int fcmp (float a, float b) { return a >= b; }
double dmax (double a, double b) { return a > b ? a : b; }
float fmin_ (float a, float b) { return a < b ? a : b; }
double dabs (double x) { return __builtin_fabs (x); }
double dneg (double x) { return -x; }
long double ld_ops (long double a, long double b) { return a * b + a / b - 1.0L; }
long double ld_conv (double a, int i) { return (long double) a + i; }
int ld_cmp (long double a, long double b) { return a < b; }
double ld_back (long double x) { return (double) x; }
long ld_int (long double x) { return (long) x; }
void saxpy (int n, float a, const float *x, float *y) { for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i]; }
void daxpy (int n, double a, const double *x, double *y) { for (int i = 0; i < n; i++) y[i] = a * x[i] + y[i]; }
float dot (int n, const float *x, const float *y) { float s = 0; for (int i = 0; i < n; i++) s += x[i] * y[i]; return s; }
void iadd (int n, int *a, const int *b) { for (int i = 0; i < n; i++) a[i] += b[i] * 3; }
void imax (int n, int *a, const int *b) { for (int i = 0; i < n; i++) a[i] = a[i] > b[i] ? a[i] : b[i]; }
void bytemix (int n, unsigned char *a, const unsigned char *b) { for (int i = 0; i < n; i++) a[i] = (a[i] + b[i] + 1) / 2; }
void shortmul (int n, short *a, const short *b) { for (int i = 0; i < n; i++) a[i] = a[i] * b[i]; }
void conv_loop (int n, float *a, const int *b) { for (int i = 0; i < n; i++) a[i] = (float) b[i]; }
void conv_loop2 (int n, int *a, const double *b) { for (int i = 0; i < n; i++) a[i] = (int) b[i]; }
long isum (int n, const int *a) { long s = 0; for (int i = 0; i < n; i++) s += a[i]; return s; }
void cond_store (int n, float *a, const float *b) { for (int i = 0; i < n; i++) if (b[i] > 0) a[i] = b[i]; }
void gather (int n, float *a, const float *b, const int *idx) { for (int i = 0; i < n; i++) a[i] = b[idx[i]]; }
void gatherd (int n, double *a, const double *b, const long *idx) { for (int i = 0; i < n; i++) a[i] = b[idx[i]]; }
void shuffle (int n, float *a, const float *b) { for (int i = 0; i < n; i += 2) { a[i] = b[i + 1]; a[i + 1] = b[i]; } }
void bitops (int n, unsigned *a, const unsigned *b) { for (int i = 0; i < n; i++) a[i] = (a[i] & ~b[i]) | (b[i] >> 3) ^ (a[i] << 2); }
void absloop (int n, int *a) { for (int i = 0; i < n; i++) a[i] = a[i] < 0 ? -a[i] : a[i]; }
double hsum (const double *a) { double s = 0; for (int i = 0; i < 64; i++) s += a[i]; return s; }
float fmaf_ (float a, float b, float c) { return __builtin_fmaf (a, b, c); }
double fma_ (double a, double b, double c) { return __builtin_fma (a, b, c); }
double floor_ (double x) { return __builtin_floor (x); }
float round_ (float x) { return __builtin_roundf (x); }
double copysign_ (double a, double b) { return __builtin_copysign (a, b); }
void zero (int n, double *a) { for (int i = 0; i < n; i++) a[i] = 0; }
void minmaxf (int n, float *a, const float *b) { for (int i = 0; i < n; i++) a[i] = fminf (a[i], b[i]) + fmaxf (a[i], b[i]); }
void llmul (int n, long *a, const long *b) { for (int i = 0; i < n; i++) a[i] *= b[i]; }
void cplx (int n, _Complex double *a, const _Complex double *b) { for (int i = 0; i < n; i++) a[i] *= b[i]; }
int any_nan (int n, const double *a) { for (int i = 0; i < n; i++) if (a[i] != a[i]) return 1; return 0; }
void u8_to_f (int n, float *a, const unsigned char *b) { for (int i = 0; i < n; i++) a[i] = b[i]; }
void f_to_u16 (int n, unsigned short *a, const float *b) { for (int i = 0; i < n; i++) a[i] = (unsigned short) b[i]; }
void shifts (int n, int *a, int s) { for (int i = 0; i < n; i++) a[i] = (a[i] << s) + (a[i] >> 3); }
void mul_hi (int n, unsigned *a, const unsigned *b) { for (int i = 0; i < n; i++) a[i] = ((unsigned long) a[i] * b[i]) >> 32; }
