/* Loops that call functions: the remark names what each loop calls and
   says that no figure includes the time spent there, the call
   instruction alone being simulated.  A function called twice is named
   once; a call through a pointer is counted, not named.  A call on the
   loop's cold path (abort) is outside the loop's code and not named.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=znver5" } */

#include <stdlib.h>

void
free_all (void **v, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "mca: loop: \[0-9.\]+ cycles/iter, .*; calls free \\(not simulated: these figures count the call instruction, not the time spent in the function\\)" } */
    free (v[i]);
}

double f (double);
double g (double);

double
sum_fg (const double *a, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "; calls f and g \\(not simulated: these figures count the call instructions, not the time spent in the functions\\)" } */
    s += f (a[i]) + g (a[i]) + f (a[i] + 1);
  return s;
}

void
apply (void (**fn) (int), int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "; calls a function through a pointer \\(not simulated: these figures count the call instruction, not the time spent in the function\\)" } */
    fn[i] (i);
}

void
mixed (void (*fn) (void *), void **v, int n)
{
  for (int i = 0; i < n; i++)	/* { dg-message "; calls free, f, and a function through a pointer \\(not simulated: these figures count the call instructions, not the time spent in the functions\\)" } */
    {
      fn (v[i]);
      free (v[i]);
      f (i);
      if (!v[i + 1])
	abort ();
    }
}

int
no_calls (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "critical chain: addq \\(line \[0-9\]+\\) \\\[1 cycle, loop-carried\\\](?!; calls)" "no calls named" } */
    s += a[i];
  return s;
}
