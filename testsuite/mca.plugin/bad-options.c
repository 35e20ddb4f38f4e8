/* Bad plugin arguments: a diagnostic naming the key and what it
   accepts, and the build goes on (the .s is still written).  */
/* { dg-do compile } */
/* { dg-options "-O2 -mtune=broadwell -fplugin-arg-mca-frobnicate=1 -fplugin-arg-mca-cpu=pentium9000 -fplugin-arg-mca-iterations=many -fplugin-arg-mca-remarks=loud -fplugin-arg-mca-views=summary,nonsense -fplugin-arg-mca-min-cycles=-3 -fplugin-arg-mca-measure= -fplugin-arg-mca-measure-timeout=0" } */
/* { dg-warning "unknown option .-fplugin-arg-mca-frobnicate.: accepted keys are cpu, iterations, remarks, report, views, json, min-cycles, measure, measure-timeout, system-headers, help" "" { target *-*-* } 0 } */
/* { dg-warning "bad value .pentium9000. for .-fplugin-arg-mca-cpu.: accepted values are a model or GCC CPU name, or native" "" { target *-*-* } 0 } */
/* { dg-warning "bad value .many. for .-fplugin-arg-mca-iterations.: accepted values are a number from 1 to 1000000" "" { target *-*-* } 0 } */
/* { dg-warning "bad value .loud. for .-fplugin-arg-mca-remarks.: accepted values are all, notes, opt-info, none" "" { target *-*-* } 0 } */
/* { dg-warning "bad value .nonsense. for .-fplugin-arg-mca-views." "" { target *-*-* } 0 } */
/* { dg-warning "bad value .-3. for .-fplugin-arg-mca-min-cycles." "" { target *-*-* } 0 } */
/* { dg-warning "bad value .. for .-fplugin-arg-mca-measure.: accepted values are nothing, or the gcc-mca-measure program" "" { target *-*-* } 0 } */
/* { dg-warning "bad value .0. for .-fplugin-arg-mca-measure-timeout.: accepted values are a number of seconds from 1 to 3600" "" { target *-*-* } 0 } */
/* { dg-message "no model of CPU .broadwell.: using the nearest, .haswell." "" { target *-*-* } 0 } */

int
sum (const int *a, int n)
{
  int s = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "mca: loop: " } */
    s += a[i];
  return s;
}
/* { dg-final { mca-scan-file plugin-tests/bad-options.s "\\.cfi_startproc" } } */
