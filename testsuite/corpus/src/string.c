/* string.c - string operations written out by hand.  */
#include <stddef.h>

size_t
my_strlen (const char *s)
{
  const char *p = s;
  while (*p)
    p++;
  return p - s;
}

const void *
my_memchr (const void *s, int c, size_t n)
{
  const unsigned char *p = s;
  for (size_t i = 0; i < n; i++)
    if (p[i] == (unsigned char) c)
      return p + i;
  return 0;
}

void
byte_copy (char *restrict d, const char *restrict s, size_t n)
{
  for (size_t i = 0; i < n; i++)
    d[i] = s[i];
}

void
byte_copy_alias (char *d, const char *s, int n)
{
  while (n-- > 0)
    *d++ = *s++;
}

char *
my_strcpy (char *d, const char *s)
{
  char *r = d;
  while ((*d++ = *s++))
    ;
  return r;
}

int
my_strcmp (const char *a, const char *b)
{
  while (*a && *a == *b)
    {
      a++;
      b++;
    }
  return (unsigned char) *a - (unsigned char) *b;
}

int
my_memcmp (const unsigned char *a, const unsigned char *b, size_t n)
{
  for (size_t i = 0; i < n; i++)
    if (a[i] != b[i])
      return a[i] - b[i];
  return 0;
}

void
to_upper (char *s, int n)
{
  for (int i = 0; i < n; i++)
    if (s[i] >= 'a' && s[i] <= 'z')
      s[i] -= 32;
}

void
to_lower_branchless (unsigned char *restrict d,
		     const unsigned char *restrict s, int n)
{
  for (int i = 0; i < n; i++)
    d[i] = s[i] + ((unsigned char) (s[i] - 'A') < 26) * 32;
}

int
count_char (const char *s, char c)
{
  int k = 0;
  for (; *s; s++)
    k += *s == c;
  return k;
}

void
my_memset (unsigned char *d, unsigned char v, size_t n)
{
  for (size_t i = 0; i < n; i++)
    d[i] = v;
}

const char *
my_strrchr (const char *s, int c)
{
  const char *last = 0;
  for (; *s; s++)
    if (*s == c)
      last = s;
  return last;
}

size_t
my_strspn_digits (const char *s)
{
  size_t n = 0;
  while (s[n] >= '0' && s[n] <= '9')
    n++;
  return n;
}

int
parse_int (const char *s)
{
  int v = 0;
  while (*s >= '0' && *s <= '9')
    v = v * 10 + (*s++ - '0');
  return v;
}

void
reverse_bytes (unsigned char *s, int n)
{
  for (int i = 0, j = n - 1; i < j; i++, j--)
    {
      unsigned char t = s[i];
      s[i] = s[j];
      s[j] = t;
    }
}

unsigned
hash_string (const char *s)
{
  unsigned h = 5381;
  while (*s)
    h = h * 33 + (unsigned char) *s++;
  return h;
}

int
count_words (const char *s, int n)
{
  int w = 0, in = 0;
  for (int i = 0; i < n; i++)
    {
      int sp = s[i] == ' ' || s[i] == '\n' || s[i] == '\t';
      w += !sp && !in;
      in = !sp;
    }
  return w;
}
