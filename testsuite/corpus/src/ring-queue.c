/* ring-queue.c - ring buffers, queues and bitmaps.  */
#include <stddef.h>
#include <stdint.h>

struct ring
{
  uint32_t head, tail, mask;
  int32_t *buf;
};

int
ring_push_many (struct ring *r, const int32_t *v, int n)
{
  int k = 0;
  for (; k < n; k++)
    {
      if (r->head - r->tail > r->mask)
	break;
      r->buf[r->head++ & r->mask] = v[k];
    }
  return k;
}

int64_t
ring_drain_sum (struct ring *r)
{
  int64_t s = 0;
  while (r->tail != r->head)
    s += r->buf[r->tail++ & r->mask];
  return s;
}

void
delay_line (float *restrict out, const float *restrict in, float *restrict d,
	    int n, int len)
{
  int w = 0;
  for (int i = 0; i < n; i++)
    {
      out[i] = d[w];
      d[w] = in[i];
      w = w + 1 == len ? 0 : w + 1;
    }
}

int
bitmap_find_zero (const uint64_t *bm, int nwords)
{
  for (int i = 0; i < nwords; i++)
    if (~bm[i])
      return i * 64 + __builtin_ctzll (~bm[i]);
  return -1;
}

int
bitmap_count (const uint8_t *bm, int nbits)
{
  int c = 0;
  for (int i = 0; i < nbits; i++)
    c += bm[i >> 3] >> (i & 7) & 1;
  return c;
}

void
bitmap_from_bytes (uint8_t *restrict bm, const uint8_t *restrict v, int n)
{
  for (int i = 0; i < n; i++)
    if (v[i])
      bm[i >> 3] |= 1 << (i & 7);
}

void
comb_filter (float *restrict y, const float *restrict x, int n, int d,
	     float g)
{
  for (int i = d; i < n; i++)
    y[i] = x[i] + g * y[i - d];
}

int
circular_max (const int *buf, int start, int len, int mask)
{
  int m = buf[start & mask];
  for (int i = 1; i < len; i++)
    {
      int v = buf[(start + i) & mask];
      m = v > m ? v : m;
    }
  return m;
}

void
stack_eval (long *stack, const int *ops, const long *vals, int n)
{
  int sp = 0;
  for (int i = 0; i < n; i++)
    {
      if (ops[i] == 0)
	stack[sp++] = vals[i];
      else if (ops[i] == 1)
	{
	  sp--;
	  stack[sp - 1] += stack[sp];
	}
      else
	{
	  sp--;
	  stack[sp - 1] *= stack[sp];
	}
    }
}
