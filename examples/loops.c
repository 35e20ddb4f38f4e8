/* loops.c - a few loops to try the plugin on:
     gcc -O2 -iplugindir=plugin/.libs -fplugin=mca -c examples/loops.c  */

double
dot (const double *a, const double *b, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i] * b[i];
  return s;
}

void
saxpy (float *restrict y, const float *restrict x, float a, int n)
{
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

int
count_above (const int *a, int n, int limit)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    if (a[i] > limit)
      c++;
  return c;
}
