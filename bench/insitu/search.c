/* search.c - string searches in a 4 KB text: strlen-style scans of its
   lines, a naive substring search (an inner compare loop that usually
   stops after one or two characters), and a last-occurrence search.  */

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 4096

static char text[N + 1];

__attribute__ ((noipa)) int
line_length (const char *s)
{
  int n = 0;
  while (s[n] != '\n' && s[n] != 0)
    n++;
  return n;
}

__attribute__ ((noipa)) int
find (const char *hay, int n, const char *needle, int m)
{
  int count = 0;
  for (int i = 0; i + m <= n; i++)
    {
      int j = 0;
      while (j < m && hay[i + j] == needle[j])
	j++;
      if (j == m)
	count++;
    }
  return count;
}

__attribute__ ((noipa)) int
last_of (const char *s, int n, char c)
{
  int at = -1;
  for (int i = 0; i < n; i++)
    if (s[i] == c)
      at = i;
  return at;
}

int
main (int argc, char **argv)
{
  long reps = argc > 1 ? atol (argv[1]) : 14000;
  static const char words[][8] = { "the", "loop", "cycle", "of", "and",
    "port", "a", "chain", "cache", "to" };
  unsigned u = 1;
  int k = 0;
  while (k < N - 10)
    {
      u = u * 1103515245 + 12345;
      const char *w = words[(u >> 16) % 10];
      while (*w && k < N - 10)
	text[k++] = *w++;
      text[k++] = ((u >> 8) & 7) == 0 ? '\n' : ' ';
    }
  text[k] = 0;
  long s = 0;
  for (long r = 0; r < reps; r++)
    {
      for (const char *p = text; *p;)
	{
	  int n = line_length (p);
	  s += n;
	  p += n + (p[n] != 0);
	}
      s += find (text, k, "cache", 5);
      s += last_of (text, k, 'a' + (r & 15));
    }
  printf ("%ld\n", s);
  return 0;
}
