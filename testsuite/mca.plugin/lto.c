/* With -flto (no fat objects) code is generated at link time: the plugin
   says so instead of staying silent.  */
/* { dg-do compile } */
/* { dg-options "-O2 -flto -fplugin-arg-mca-cpu=btver2" } */
/* { dg-message "mca: with .-flto. loops are analysed at link time: pass .-fplugin=mca. to the link as well" "" { target *-*-* } 0 } */

int
sum (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)
    s += a[i];
  return s;
}
