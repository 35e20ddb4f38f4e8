/* physics.c - n-body, particles and integrators.  */
#include <stddef.h>

void
nbody_accel (int n, const double *restrict x, const double *restrict y,
	     const double *restrict m, double *restrict ax,
	     double *restrict ay)
{
  for (int i = 0; i < n; i++)
    {
      double sx = 0, sy = 0;
      for (int j = 0; j < n; j++)
	{
	  double dx = x[j] - x[i], dy = y[j] - y[i];
	  double r2 = dx * dx + dy * dy + 1e-9;
	  double inv = m[j] / (r2 * r2);
	  sx += dx * inv;
	  sy += dy * inv;
	}
      ax[i] = sx;
      ay[i] = sy;
    }
}

void
euler_step (float *restrict x, float *restrict v, const float *restrict a,
	    float dt, int n)
{
  for (int i = 0; i < n; i++)
    {
      v[i] += a[i] * dt;
      x[i] += v[i] * dt;
    }
}

void
verlet (double *restrict x, double *restrict xprev,
	const double *restrict a, double dt2, int n)
{
  for (int i = 0; i < n; i++)
    {
      double t = x[i];
      x[i] = 2 * x[i] - xprev[i] + a[i] * dt2;
      xprev[i] = t;
    }
}

void
spring_forces (double *restrict f, const double *restrict x, double k,
	       double rest, int n)
{
  for (int i = 0; i < n - 1; i++)
    {
      double d = x[i + 1] - x[i] - rest;
      f[i] += k * d;
      f[i + 1] -= k * d;
    }
}

void
bounce (float *restrict y, float *restrict vy, int n)
{
  for (int i = 0; i < n; i++)
    if (y[i] < 0)
      {
	y[i] = -y[i];
	vy[i] = -0.9f * vy[i];
      }
}

double
harmonic_oscillator (double x, double v, double w2, double dt, int steps)
{
  for (int s = 0; s < steps; s++)
    {
      v -= w2 * x * dt;
      x += v * dt;
    }
  return x + v;
}

void
damping (float *v, int n, float d)
{
  for (int i = 0; i < n; i++)
    v[i] *= d;
}

double
potential_energy (int n, const double *x, const double *y)
{
  double e = 0;
  for (int i = 0; i < n; i++)
    for (int j = i + 1; j < n; j++)
      {
	double dx = x[i] - x[j], dy = y[i] - y[j];
	e += 1.0 / (dx * dx + dy * dy + 1.0);
      }
  return e;
}

void
gravity_wells (float *restrict ax, const float *restrict px, int n,
	       float cx, float g)
{
  for (int i = 0; i < n; i++)
    {
      float d = cx - px[i];
      ax[i] = g * d / (d * d + 0.01f);
    }
}

void
rk2_decay (double *restrict y, const double *restrict k, double h, int n)
{
  for (int i = 0; i < n; i++)
    {
      double k1 = -k[i] * y[i];
      double k2 = -k[i] * (y[i] + h * k1);
      y[i] += 0.5 * h * (k1 + k2);
    }
}
