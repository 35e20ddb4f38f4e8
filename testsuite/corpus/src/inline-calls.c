/* inline-calls.c - loops calling small static functions that get
   inlined.  */
#include <stddef.h>
#include <stdint.h>

static inline int
clampi (int v, int lo, int hi)
{
  return v < lo ? lo : v > hi ? hi : v;
}

static float
lerp (float a, float b, float t)
{
  return a + t * (b - a);
}

static double
sq (double x)
{
  return x * x;
}

static unsigned
mix (unsigned h, unsigned v)
{
  h ^= v;
  h *= 0x01000193u;
  return h;
}

static int
is_space (int c)
{
  return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static uint8_t
sat_add_u8 (uint8_t a, uint8_t b)
{
  unsigned s = a + b;
  return s > 255 ? 255 : s;
}

static double
dist2 (double x0, double y0, double x1, double y1)
{
  return sq (x1 - x0) + sq (y1 - y0);
}

void
clamp_all (int *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = clampi (a[i], -1000, 1000);
}

void
lerp_all (float *restrict out, const float *restrict a,
	  const float *restrict b, float t, int n)
{
  for (int i = 0; i < n; i++)
    out[i] = lerp (a[i], b[i], t);
}

double
sum_sq (const double *a, int n)
{
  double s = 0;
  for (int i = 0; i < n; i++)
    s += sq (a[i]);
  return s;
}

unsigned
fnv1a (const unsigned char *p, int n)
{
  unsigned h = 0x811c9dc5u;
  for (int i = 0; i < n; i++)
    h = mix (h, p[i]);
  return h;
}

int
skip_space (const char *s)
{
  int i = 0;
  while (is_space (s[i]))
    i++;
  return i;
}

void
sat_add_all (uint8_t *restrict c, const uint8_t *restrict a,
	     const uint8_t *restrict b, int n)
{
  for (int i = 0; i < n; i++)
    c[i] = sat_add_u8 (a[i], b[i]);
}

int
nearest (const double *xs, const double *ys, int n, double x, double y)
{
  int best = 0;
  double bd = dist2 (x, y, xs[0], ys[0]);
  for (int i = 1; i < n; i++)
    {
      double d = dist2 (x, y, xs[i], ys[i]);
      if (d < bd)
	{
	  bd = d;
	  best = i;
	}
    }
  return best;
}

static int
hex_val (int c)
{
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'f')
    return c - 'a' + 10;
  return c - 'A' + 10;
}

uint64_t
parse_hex (const char *s, int n)
{
  uint64_t v = 0;
  for (int i = 0; i < n; i++)
    v = v << 4 | hex_val (s[i]);
  return v;
}

static inline float
smoothstep (float x)
{
  x = x < 0 ? 0 : x > 1 ? 1 : x;
  return x * x * (3 - 2 * x);
}

void
smooth_all (float *a, int n)
{
  for (int i = 0; i < n; i++)
    a[i] = smoothstep (a[i]);
}

static inline uint32_t
rotl32 (uint32_t x, int r)
{
  return (x << r) | (x >> (32 - r));
}

uint32_t
murmur_body (const uint32_t *blocks, int nblocks, uint32_t h)
{
  for (int i = 0; i < nblocks; i++)
    {
      uint32_t k = blocks[i];
      k *= 0xcc9e2d51;
      k = rotl32 (k, 15);
      k *= 0x1b873593;
      h ^= k;
      h = rotl32 (h, 13);
      h = h * 5 + 0xe6546b64;
    }
  return h;
}
