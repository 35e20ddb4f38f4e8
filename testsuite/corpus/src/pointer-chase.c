/* pointer-chase.c - linked structures.  */
#include <stddef.h>

struct node
{
  struct node *next;
  int value;
};

int
list_sum (const struct node *p)
{
  int s = 0;
  for (; p; p = p->next)
    s += p->value;
  return s;
}

int
list_length (const struct node *p)
{
  int n = 0;
  while (p)
    {
      n++;
      p = p->next;
    }
  return n;
}

const struct node *
list_find (const struct node *p, int v)
{
  while (p && p->value != v)
    p = p->next;
  return p;
}

struct node *
list_reverse (struct node *p)
{
  struct node *r = 0;
  while (p)
    {
      struct node *n = p->next;
      p->next = r;
      r = p;
      p = n;
    }
  return r;
}

void
list_increment (struct node *p)
{
  for (; p; p = p->next)
    p->value++;
}

size_t
index_chase (const size_t *next, size_t start, int steps)
{
  size_t i = start;
  for (int k = 0; k < steps; k++)
    i = next[i];
  return i;
}

int
index_chase_int (const int *next, int start)
{
  int i = start, n = 0;
  while (i >= 0)
    {
      i = next[i];
      n++;
    }
  return n;
}

struct tree
{
  struct tree *left, *right;
  long key;
};

const struct tree *
bst_find (const struct tree *t, long key)
{
  while (t && t->key != key)
    t = key < t->key ? t->left : t->right;
  return t;
}

long
tree_leftmost (const struct tree *t)
{
  while (t->left)
    t = t->left;
  return t->key;
}

struct dnode
{
  struct dnode *next, *prev;
  double w;
};

double
dlist_weight (const struct dnode *head)
{
  double s = 0;
  for (const struct dnode *p = head->next; p != head; p = p->next)
    s += p->w;
  return s;
}

int
union_find_root (const int *parent, int x)
{
  while (parent[x] != x)
    x = parent[x];
  return x;
}

void
path_halving (int *parent, int x)
{
  while (parent[x] != x)
    {
      parent[x] = parent[parent[x]];
      x = parent[x];
    }
}

int
list_max (const struct node *p)
{
  int m = p->value;
  for (p = p->next; p; p = p->next)
    if (p->value > m)
      m = p->value;
  return m;
}
