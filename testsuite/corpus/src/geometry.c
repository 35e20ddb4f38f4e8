/* geometry.c - computational geometry kernels.  */
#include <stddef.h>

double
polygon_area (const double *x, const double *y, int n)
{
  double a = 0;
  for (int i = 0, j = n - 1; i < n; j = i++)
    a += (x[j] + x[i]) * (y[j] - y[i]);
  return 0.5 * a;
}

int
point_in_polygon (const float *x, const float *y, int n, float px, float py)
{
  int c = 0;
  for (int i = 0, j = n - 1; i < n; j = i++)
    if (((y[i] > py) != (y[j] > py))
	&& (px < (x[j] - x[i]) * (py - y[i]) / (y[j] - y[i]) + x[i]))
      c = !c;
  return c;
}

void
bounding_box (const float *x, const float *y, int n, float box[4])
{
  float x0 = x[0], x1 = x[0], y0 = y[0], y1 = y[0];
  for (int i = 1; i < n; i++)
    {
      x0 = x[i] < x0 ? x[i] : x0;
      x1 = x[i] > x1 ? x[i] : x1;
      y0 = y[i] < y0 ? y[i] : y0;
      y1 = y[i] > y1 ? y[i] : y1;
    }
  box[0] = x0;
  box[1] = y0;
  box[2] = x1;
  box[3] = y1;
}

void
transform2d (float *restrict ox, float *restrict oy, const float *restrict x,
	     const float *restrict y, const float m[6], int n)
{
  for (int i = 0; i < n; i++)
    {
      ox[i] = m[0] * x[i] + m[1] * y[i] + m[2];
      oy[i] = m[3] * x[i] + m[4] * y[i] + m[5];
    }
}

double
path_length2 (const double *x, const double *y, int n)
{
  double s = 0;
  for (int i = 1; i < n; i++)
    {
      double dx = x[i] - x[i - 1], dy = y[i] - y[i - 1];
      s += dx * dx + dy * dy;
    }
  return s;
}

void
normalize_vectors (float *restrict v, int n)
{
  for (int i = 0; i < n; i++)
    {
      float x = v[3 * i], y = v[3 * i + 1], z = v[3 * i + 2];
      float inv = 1.0f / (x * x + y * y + z * z);
      v[3 * i] = x * inv;
      v[3 * i + 1] = y * inv;
      v[3 * i + 2] = z * inv;
    }
}

int
count_in_circle (const double *x, const double *y, int n, double r2)
{
  int c = 0;
  for (int i = 0; i < n; i++)
    c += x[i] * x[i] + y[i] * y[i] < r2;
  return c;
}

void
barycentric (float *restrict u, float *restrict v, const float *restrict px,
	     const float *restrict py, float ax, float ay, float bx,
	     float by, float cx, float cy, int n)
{
  float d = (by - cy) * (ax - cx) + (cx - bx) * (ay - cy);
  float inv = 1.0f / d;
  for (int i = 0; i < n; i++)
    {
      u[i] = ((by - cy) * (px[i] - cx) + (cx - bx) * (py[i] - cy)) * inv;
      v[i] = ((cy - ay) * (px[i] - cx) + (ax - cx) * (py[i] - cy)) * inv;
    }
}

double
closest_pair_brute (const double *x, const double *y, int n)
{
  double best = 1e300;
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      {
	double dx = x[i] - x[j], dy = y[i] - y[j];
	double d = dx * dx + dy * dy;
	if (d < best)
	  best = d;
      }
  return best;
}

int
convex_turns (const long *x, const long *y, int n)
{
  int left = 0;
  for (int i = 2; i < n; i++)
    {
      long cr = (x[i - 1] - x[i - 2]) * (y[i] - y[i - 2])
		- (y[i - 1] - y[i - 2]) * (x[i] - x[i - 2]);
      left += cr > 0;
    }
  return left;
}
