/* stencil.c - 1-D and 2-D stencils.  */
#include <stddef.h>

void
jacobi1d (double *restrict out, const double *restrict in, int n)
{
  for (int i = 1; i < n - 1; i++)
    out[i] = (in[i - 1] + in[i] + in[i + 1]) * (1.0 / 3.0);
}

void
jacobi1d_float (float *out, const float *in, int n)
{
  for (int i = 1; i < n - 1; i++)
    out[i] = 0.25f * in[i - 1] + 0.5f * in[i] + 0.25f * in[i + 1];
}

void
five_point (double *restrict out, const double *restrict in, int n)
{
  for (int i = 2; i < n - 2; i++)
    out[i] = 0.1 * in[i - 2] + 0.2 * in[i - 1] + 0.4 * in[i]
	     + 0.2 * in[i + 1] + 0.1 * in[i + 2];
}

void
jacobi2d (int n, int m, double out[restrict][m], const double in[restrict][m])
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      out[i][j] = 0.2 * (in[i][j] + in[i - 1][j] + in[i + 1][j]
			 + in[i][j - 1] + in[i][j + 1]);
}

void
laplace2d_float (int n, int m, float *out, const float *in)
{
  for (int i = 1; i < n - 1; i++)
    for (int j = 1; j < m - 1; j++)
      out[i * m + j] = in[(i - 1) * m + j] + in[(i + 1) * m + j]
		       + in[i * m + j - 1] + in[i * m + j + 1]
		       - 4.0f * in[i * m + j];
}

void
seidel1d (double *a, int n)
{
  for (int i = 1; i < n - 1; i++)
    a[i] = (a[i - 1] + a[i] + a[i + 1]) / 3.0;
}

void
blur3_u8 (unsigned char *restrict out, const unsigned char *restrict in,
	  int n)
{
  for (int i = 1; i < n - 1; i++)
    out[i] = (in[i - 1] + 2 * in[i] + in[i + 1]) >> 2;
}

void
sobel_x (int w, int h, short *restrict out, const unsigned char *restrict in)
{
  for (int y = 1; y < h - 1; y++)
    for (int x = 1; x < w - 1; x++)
      {
	int gx = -in[(y - 1) * w + x - 1] + in[(y - 1) * w + x + 1]
		 - 2 * in[y * w + x - 1] + 2 * in[y * w + x + 1]
		 - in[(y + 1) * w + x - 1] + in[(y + 1) * w + x + 1];
	out[y * w + x] = gx;
      }
}

void
heat_step (float *restrict next, const float *restrict cur, float k, int n)
{
  for (int i = 1; i < n - 1; i++)
    next[i] = cur[i] + k * (cur[i - 1] - 2.0f * cur[i] + cur[i + 1]);
}

void
wave_step (double *restrict u2, const double *restrict u1,
	   const double *restrict u0, double c2, int n)
{
  for (int i = 1; i < n - 1; i++)
    u2[i] = 2.0 * u1[i] - u0[i] + c2 * (u1[i + 1] - 2.0 * u1[i] + u1[i - 1]);
}

void
box3x3_int (int w, int h, int *restrict out, const int *restrict in)
{
  for (int y = 1; y < h - 1; y++)
    for (int x = 1; x < w - 1; x++)
      {
	int s = 0;
	for (int dy = -1; dy <= 1; dy++)
	  for (int dx = -1; dx <= 1; dx++)
	    s += in[(y + dy) * w + x + dx];
	out[y * w + x] = s / 9;
      }
}
