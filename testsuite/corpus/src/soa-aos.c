/* soa-aos.c - struct-of-arrays versus array-of-structs.  */
#include <stddef.h>

struct particle
{
  float x, y, z;
  float vx, vy, vz;
};

struct particles_soa
{
  float *x, *y, *z;
  float *vx, *vy, *vz;
};

void
aos_advance (struct particle *p, int n, float dt)
{
  for (int i = 0; i < n; i++)
    {
      p[i].x += dt * p[i].vx;
      p[i].y += dt * p[i].vy;
      p[i].z += dt * p[i].vz;
    }
}

void
soa_advance (struct particles_soa *p, int n, float dt)
{
  float *restrict x = p->x, *restrict y = p->y, *restrict z = p->z;
  const float *restrict vx = p->vx, *restrict vy = p->vy,
    *restrict vz = p->vz;
  for (int i = 0; i < n; i++)
    {
      x[i] += dt * vx[i];
      y[i] += dt * vy[i];
      z[i] += dt * vz[i];
    }
}

float
aos_kinetic (const struct particle *p, int n)
{
  float e = 0;
  for (int i = 0; i < n; i++)
    e += p[i].vx * p[i].vx + p[i].vy * p[i].vy + p[i].vz * p[i].vz;
  return e;
}

float
soa_kinetic (const struct particles_soa *p, int n)
{
  float e = 0;
  for (int i = 0; i < n; i++)
    e += p->vx[i] * p->vx[i] + p->vy[i] * p->vy[i] + p->vz[i] * p->vz[i];
  return e;
}

struct point2d
{
  double x, y;
};

double
aos_centroid_x (const struct point2d *p, int n, double *cy)
{
  double sx = 0, sy = 0;
  for (int i = 0; i < n; i++)
    {
      sx += p[i].x;
      sy += p[i].y;
    }
  *cy = sy / n;
  return sx / n;
}

void
aos_to_soa (double *restrict xs, double *restrict ys,
	    const struct point2d *restrict p, int n)
{
  for (int i = 0; i < n; i++)
    {
      xs[i] = p[i].x;
      ys[i] = p[i].y;
    }
}

void
soa_to_aos (struct point2d *restrict p, const double *restrict xs,
	    const double *restrict ys, int n)
{
  for (int i = 0; i < n; i++)
    {
      p[i].x = xs[i];
      p[i].y = ys[i];
    }
}

struct rec
{
  int key;
  short flags;
  char tag;
  double value;
};

double
aos_filter_sum (const struct rec *r, int n, int key)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    if (r[i].key == key && (r[i].flags & 1))
      s += r[i].value;
  return s;
}

void
aos_scale (struct rec *r, int n, double f)
{
  for (int i = 0; i < n; i++)
    r[i].value *= f;
}

struct rgb
{
  unsigned char r, g, b;
};

void
rgb_to_gray (unsigned char *restrict out, const struct rgb *restrict in,
	     int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (77 * in[i].r + 150 * in[i].g + 29 * in[i].b) >> 8;
}

void
planar_to_gray (unsigned char *restrict out, const unsigned char *restrict r,
		const unsigned char *restrict g,
		const unsigned char *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = (77 * r[i] + 150 * g[i] + 29 * b[i]) >> 8;
}

struct vec3
{
  double x, y, z;
};

void
cross_products (struct vec3 *restrict c, const struct vec3 *restrict a,
		const struct vec3 *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    {
      c[i].x = a[i].y * b[i].z - a[i].z * b[i].y;
      c[i].y = a[i].z * b[i].x - a[i].x * b[i].z;
      c[i].z = a[i].x * b[i].y - a[i].y * b[i].x;
    }
}

double
dot3_sum (const struct vec3 *a, const struct vec3 *b, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += a[i].x * b[i].x + a[i].y * b[i].y + a[i].z * b[i].z;
  return s;
}
