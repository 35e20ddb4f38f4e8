/* fir.c - a 16-tap float FIR filter over 1024 samples (the tap loop runs
   16 times an entry) and a 3-tap integer smoother.  */

#include <stdio.h>
#include <stdlib.h>

#define N 1024
#define TAPS 16

static float in[N + TAPS], out[N], h[TAPS];
static short si[N + 2], so[N];

__attribute__ ((noipa)) void
fir (float *restrict y, const float *restrict x, const float *restrict c,
     int n, int taps)
{
  for (int i = 0; i < n; i++)
    {
      float s = 0;
      for (int k = 0; k < taps; k++)
	s += c[k] * x[i + k];
      y[i] = s;
    }
}

__attribute__ ((noipa)) void
smooth3 (short *restrict y, const short *restrict x, int n)
{
  for (int i = 0; i < n; i++)
    y[i] = (x[i] + 2 * x[i + 1] + x[i + 2]) >> 2;
}

int
main (int argc, char **argv)
{
  long reps = argc > 1 ? atol (argv[1]) : 12000;
  unsigned u = 99;
  for (int i = 0; i < N + TAPS; i++)
    {
      u = u * 1103515245 + 12345;
      in[i] = ((u >> 16) & 1023) / 1024.0f - 0.5f;
    }
  for (int k = 0; k < TAPS; k++)
    h[k] = 1.0f / (k + 1);
  for (int i = 0; i < N + 2; i++)
    si[i] = (i * 37) & 0x3ff;
  double s = 0;
  for (long r = 0; r < reps; r++)
    {
      fir (out, in, h, N, TAPS);
      s += out[r & (N - 1)];
      for (int k = 0; k < 8; k++)
	{
	  smooth3 (so, si, N);
	  si[(r + k) % N] = so[(r * 3 + k) % N];
	}
    }
  printf ("%g %d\n", s, so[5]);
  return 0;
}
