/* Vectorized at -O3 -march=native with 512-bit vectors on a host with
   AVX-512: zmm loads, multiply-adds and stores.  */
void
saxpy (float *restrict y, const float *restrict x, float a, int n)
{
  for (int i = 0; i < n; i++)
    y[i] += a * x[i];
}
