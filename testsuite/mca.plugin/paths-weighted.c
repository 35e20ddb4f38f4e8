/* Two paths taken equally often: the figures are the average over both,
   weighted by their probabilities.  */
/* { dg-do compile } */
/* { dg-options "-O2 -march=btver2 -fplugin-arg-mca-cpu=btver2" } */

int
clampsum (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "mca: loop: \[0-9.\]+ cycles/iter.*; 2 paths, figures weighted over the 2 most probable \\(100% of iterations\\)" } */
    {
      if (a[i] > 100)
	s += 100;
      else
	s -= a[i];
    }
  return s;
}
