/* A loop whose simulated figure lies above every bound on a model
   without bind rules: complex.c:80 of the accuracy corpus (a complex
   rotation) on sapphirerapids, whose accumulator chain (mulss then
   addss, 4 + 3 cycles) binds while the simulation, where the chain's
   operations wait for ports the other multiplies hold, takes 10
   (gcc-mca-measure on the Emerald Rapids host: 10.50).  The remark
   gives the simulated figure beside the binding bound.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fplugin-arg-mca-cpu=sapphirerapids" } */

void
twiddle_rotate (float *restrict re, float *restrict im, float c, float s,
		int n)
{
  float wr = 1, wi = 0;
  for (int i = 0; i < n; i++)	/* { dg-message "bottleneck: loop-carried dependency through %xmm\[0-9\]+ \\(\[a-z\]+, line \[0-9\]+\\), 7\\.00 cycles/iter \\(simulated (\[8-9\]|1\[0-2\])\\.\[0-9\]+: contention between operations adds to it\\)" } */
    {
      float r = re[i] * wr - im[i] * wi;
      float m = re[i] * wi + im[i] * wr;
      re[i] = r;
      im[i] = m;
      float t = wr * c - wi * s;
      wi = wr * s + wi * c;
      wr = t;
    }
}
