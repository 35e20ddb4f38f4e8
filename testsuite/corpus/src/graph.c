/* graph.c - graph algorithm inner loops over adjacency arrays.  */
#include <stddef.h>
#include <stdint.h>

int
bfs_frontier (const int *rowptr, const int *adj, int *dist,
	      const int *frontier, int nf, int *next, int level)
{
  int nn = 0;
  for (int f = 0; f < nf; f++)
    {
      int u = frontier[f];
      for (int k = rowptr[u]; k < rowptr[u + 1]; k++)
	{
	  int v = adj[k];
	  if (dist[v] < 0)
	    {
	      dist[v] = level;
	      next[nn++] = v;
	    }
	}
    }
  return nn;
}

void
degree_count (int *restrict deg, const int *restrict src, int m)
{
  for (int e = 0; e < m; e++)
    deg[src[e]]++;
}

void
pagerank_pull (int n, double *restrict pr_new, const double *restrict contrib,
	       const int *restrict rowptr, const int *restrict adj, double d)
{
  for (int u = 0; u < n; u++)
    {
      double s = 0;
      for (int k = rowptr[u]; k < rowptr[u + 1]; k++)
	s += contrib[adj[k]];
      pr_new[u] = (1 - d) / n + d * s;
    }
}

void
label_propagate (int m, int *label, const int *src, const int *dst)
{
  for (int e = 0; e < m; e++)
    {
      int a = label[src[e]], b = label[dst[e]];
      if (a < b)
	label[dst[e]] = a;
    }
}

int
triangle_intersect (const int *a, int na, const int *b, int nb)
{
  int i = 0, j = 0, c = 0;
  while (i < na && j < nb)
    {
      if (a[i] < b[j])
	i++;
      else if (a[i] > b[j])
	j++;
      else
	{
	  c++;
	  i++;
	  j++;
	}
    }
  return c;
}

int
dijkstra_min (const int *dist, const uint8_t *done, int n)
{
  int best = -1, bd = 0x7fffffff;
  for (int i = 0; i < n; i++)
    if (!done[i] && dist[i] < bd)
      {
	bd = dist[i];
	best = i;
      }
  return best;
}

void
relax_row (int n, int *restrict dist, const int *restrict w, int du)
{
  for (int v = 0; v < n; v++)
    if (w[v] && du + w[v] < dist[v])
      dist[v] = du + w[v];
}

long
edge_weight_sum (const int *rowptr, const float *w, int n)
{
  long c = 0;
  for (int u = 0; u < n; u++)
    for (int k = rowptr[u]; k < rowptr[u + 1]; k++)
      c += w[k] > 0.5f;
  return c;
}
