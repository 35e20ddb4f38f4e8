/* dynprog.c - dynamic-programming inner loops.  */
#include <stddef.h>

int
edit_distance_row (int *restrict cur, const int *restrict prev,
		   const char *a, char bc, int n)
{
  cur[0] = prev[0] + 1;
  for (int i = 1; i <= n; i++)
    {
      int sub = prev[i - 1] + (a[i - 1] != bc);
      int del = prev[i] + 1;
      int ins = cur[i - 1] + 1;
      int m = sub < del ? sub : del;
      cur[i] = m < ins ? m : ins;
    }
  return cur[n];
}

void
lcs_row (short *restrict cur, const short *restrict prev, const char *a,
	 char bc, int n)
{
  for (int i = 1; i <= n; i++)
    {
      if (a[i - 1] == bc)
	cur[i] = prev[i - 1] + 1;
      else
	cur[i] = prev[i] > cur[i - 1] ? prev[i] : cur[i - 1];
    }
}

void
knapsack_item (int *dp, int cap, int w, int v)
{
  for (int c = cap; c >= w; c--)
    {
      int t = dp[c - w] + v;
      if (t > dp[c])
	dp[c] = t;
    }
}

long
coin_ways (long *ways, int amount, int coin)
{
  for (int a = coin; a <= amount; a++)
    ways[a] += ways[a - coin];
  return ways[amount];
}

int
max_subarray (const int *a, int n)
{
  int best = a[0], cur = 0;
  for (int i = 0; i < n; i++)
    {
      cur = cur + a[i] > a[i] ? cur + a[i] : a[i];
      best = cur > best ? cur : best;
    }
  return best;
}

double
viterbi_step (double *restrict next, const double *restrict cur,
	      const double *restrict trans, int ns, int j)
{
  double best = -1e300;
  for (int i = 0; i < ns; i++)
    {
      double s = cur[i] + trans[i * ns + j];
      if (s > best)
	best = s;
    }
  next[j] = best;
  return best;
}

long
fib_iter (int n)
{
  long a = 0, b = 1;
  for (int i = 0; i < n; i++)
    {
      long t = a + b;
      a = b;
      b = t;
    }
  return a;
}

int
lis_length (const int *a, int n, int *tail)
{
  int len = 0;
  for (int i = 0; i < n; i++)
    {
      int lo = 0, hi = len;
      while (lo < hi)
	{
	  int mid = (lo + hi) >> 1;
	  if (tail[mid] < a[i])
	    lo = mid + 1;
	  else
	    hi = mid;
	}
      tail[lo] = a[i];
      if (lo == len)
	len++;
    }
  return len;
}

void
floyd_row (int n, int *restrict dik_row, const int *restrict dkj, int dik)
{
  for (int j = 0; j < n; j++)
    {
      int t = dik + dkj[j];
      if (t < dik_row[j])
	dik_row[j] = t;
    }
}

void
bellman_relax (int m, int *dist, const int *from, const int *to,
	       const int *w)
{
  for (int e = 0; e < m; e++)
    {
      int d = dist[from[e]] + w[e];
      if (d < dist[to[e]])
	dist[to[e]] = d;
    }
}

unsigned
catalan_mod (int n, unsigned *c)
{
  c[0] = 1;
  for (int i = 1; i <= n; i++)
    {
      unsigned long s = 0;
      for (int j = 0; j < i; j++)
	s += (unsigned long) c[j] * c[i - 1 - j];
      c[i] = s % 1000000007u;
    }
  return c[n];
}
