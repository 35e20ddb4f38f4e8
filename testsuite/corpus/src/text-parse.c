/* text-parse.c - tokenizing and parsing text.  */
#include <stddef.h>
#include <stdint.h>

int
count_lines (const char *s, size_t n)
{
  int c = 0;
  for (size_t i = 0; i < n; i++)
    c += s[i] == '\n';
  return c;
}

int
find_delim (const char *s, int n, char d)
{
  int i = 0;
  while (i < n && s[i] != d)
    i++;
  return i;
}

long
parse_long_signed (const char *s)
{
  int neg = *s == '-';
  s += neg;
  long v = 0;
  for (; (unsigned) (*s - '0') < 10; s++)
    v = v * 10 + (*s - '0');
  return neg ? -v : v;
}

int
split_csv (const char *s, int n, int *starts)
{
  int k = 0;
  starts[k++] = 0;
  for (int i = 0; i < n; i++)
    if (s[i] == ',')
      starts[k++] = i + 1;
  return k;
}

int
is_identifier (const char *s, int n)
{
  for (int i = 0; i < n; i++)
    {
      char c = s[i];
      if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'
	    || (i > 0 && c >= '0' && c <= '9')))
	return 0;
    }
  return 1;
}

int
trim_right (const char *s, int n)
{
  while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\n'))
    n--;
  return n;
}

int
naive_strstr (const char *h, int hn, const char *nd, int nn)
{
  for (int i = 0; i + nn <= hn; i++)
    {
      int j = 0;
      while (j < nn && h[i + j] == nd[j])
	j++;
      if (j == nn)
	return i;
    }
  return -1;
}

void
char_class_table (uint8_t *restrict cls, const uint8_t *restrict s,
		  const uint8_t *restrict table, int n)
{
  for (int i = 0; i < n; i++)
    cls[i] = table[s[i]] & 3;
}

double
parse_fraction (const char *s)
{
  double v = 0, scale = 0.1;
  while (*s >= '0' && *s <= '9')
    {
      v += (*s - '0') * scale;
      scale *= 0.1;
      s++;
    }
  return v;
}

int
unescape (char *restrict out, const char *restrict in, int n)
{
  int k = 0;
  for (int i = 0; i < n; i++)
    {
      if (in[i] == '\\' && i + 1 < n)
	{
	  i++;
	  out[k++] = in[i] == 'n' ? '\n' : in[i];
	}
      else
	out[k++] = in[i];
    }
  return k;
}

int
bracket_depth (const char *s, int n)
{
  int d = 0, m = 0;
  for (int i = 0; i < n; i++)
    {
      d += (s[i] == '(') - (s[i] == ')');
      m = d > m ? d : m;
    }
  return m;
}
