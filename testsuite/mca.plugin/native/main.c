/* The other unit of the -flto test.  */
void saxpy (float *restrict y, const float *restrict x, float a, int n);
float x[1024], y[1024];

int
main (void)
{
  saxpy (y, x, 3.0f, 1024);
  return y[1] != 0;
}
