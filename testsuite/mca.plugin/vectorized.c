/* A vectorized loop: its figures are per machine iteration, which does
   the work of several source iterations.  The remark says how many
   elements an iteration handles (the lanes of the vectorizer's widest
   access, or of its vector arithmetic when it gathers elements one by
   one) and the cycles per element; a scalar loop says nothing of the
   kind, nor does a loop that copies a structure with vector moves.  */
/* { dg-do compile } */
/* { dg-options "-O3 -mavx2 -mfma -fplugin-arg-mca-cpu=znver5" } */

void
saxpy (float *restrict y, const float *restrict x, float a, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "vectorized: 8 floats an iteration \\(256-bit vectors\\), \[0-9.\]+ cycles per element" } */
    y[i] += a * x[i];
}

double
dot (const double *a, const double *b, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "vectorized: 4 doubles an iteration \\(256-bit vectors\\), 2\\.00 cycles per element" } */
    s += a[i] * b[i];
  return s;
}

long
gather (long *const *p, long n)
{
  long s = 0;
  for (long i = 0; i < n; i++)	/* { dg-message "vectorized: 4 64-bit integers an iteration \\(256-bit vectors\\)" } */
    s += *p[i];
  return s;
}

struct node
{
  struct node *next;
  long v;
};

long
walk (const struct node *p)
{
  long s = 0;
  for (; p; p = p->next)	/* { dg-message "critical chain: \[^;\n\]*\\\](?!; vectorized)" } */
    s += p->v;
  return s;
}

struct pair
{
  double x, y;
};

void
copy_pairs (struct pair *restrict d, struct pair *const *restrict s, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "critical chain: \[^;\n\]*\\\](?!; vectorized)" } */
    d[i] = *s[i];
}
