/* Loops over long double keep their values in the x87 register stack.
   The plugin's remark names the chain through it: the sum's faddp adds
   into st(1) each iteration, six cycles a step on the Zen 4 model
   (measured on a Zen 4 host: 6.55 cycles per iteration); Horner's rule
   carries r through fmul and faddp (13 cycles, 13.03 measured).  The
   code is the same as without the plugin.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=znver4" } */

long double
sum (const long double *a, int n)
{
  long double s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "mca: loop: 6\\.\[0-9\]+ cycles/iter.*loop-carried dependency through %st\\(1\\) \\(faddp" } */
    s += a[i];
  return s;
}

long double
horner (const long double *c, int n, long double x)
{
  long double r = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "mca: loop: 13\\.\[0-9\]+ cycles/iter" } */
    r = r * x + c[i];
  return r;
}
/* { dg-final { mca-same-code long-double "-O2" } } */
