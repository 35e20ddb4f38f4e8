/* strbuf.c - growable output buffer with column tracking.  */

#include "strbuf.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libiberty/libiberty.h>

void
mca_sb_init (struct mca_strbuf *sb)
{
  sb->data = NULL;
  sb->len = sb->cap = 0;
  sb->column = 0;
}

void
mca_sb_free (struct mca_strbuf *sb)
{
  free (sb->data);
  mca_sb_init (sb);
}

static void
reserve (struct mca_strbuf *sb, size_t extra)
{
  if (sb->len + extra + 1 <= sb->cap)
    return;
  size_t cap = sb->cap ? sb->cap : 256;
  while (cap < sb->len + extra + 1)
    cap *= 2;
  sb->data = xrealloc (sb->data, cap);
  sb->cap = cap;
}

static void
track (struct mca_strbuf *sb, const char *s, size_t n)
{
  for (size_t i = 0; i < n; i++)
    {
      if (s[i] == '\n' || s[i] == '\r')
	sb->column = 0;
      else if (s[i] == '\t')
	/* As llvm-mca's formatted output counts it: up to the next
	   multiple of eight, and not at all from one.  */
	sb->column = (sb->column + 7) & ~7u;
      else if (((unsigned char) s[i] & 0xc0) != 0x80)
	sb->column++;
    }
}

void
mca_sb_write (struct mca_strbuf *sb, const char *s, size_t n)
{
  reserve (sb, n);
  memcpy (sb->data + sb->len, s, n);
  sb->len += n;
  sb->data[sb->len] = 0;
  track (sb, s, n);
}

void
mca_sb_putc (struct mca_strbuf *sb, char c)
{
  mca_sb_write (sb, &c, 1);
}

void
mca_sb_puts (struct mca_strbuf *sb, const char *s)
{
  mca_sb_write (sb, s, strlen (s));
}

void
mca_sb_vprintf (struct mca_strbuf *sb, const char *fmt, va_list ap)
{
  /* Most pieces are short: format into the room there is, and a second
     time only when that was too little.  */
  reserve (sb, 64);
  size_t room = sb->cap - sb->len;
  va_list ap2;
  va_copy (ap2, ap);
  int n = vsnprintf (sb->data + sb->len, room, fmt, ap2);
  va_end (ap2);
  if (n <= 0)
    {
      sb->data[sb->len] = 0;
      return;
    }
  if ((size_t) n >= room)
    {
      reserve (sb, (size_t) n);
      vsnprintf (sb->data + sb->len, (size_t) n + 1, fmt, ap);
    }
  track (sb, sb->data + sb->len, (size_t) n);
  sb->len += (size_t) n;
}

void
mca_sb_printf (struct mca_strbuf *sb, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  mca_sb_vprintf (sb, fmt, ap);
  va_end (ap);
}

/* The decimal digits of V, at most 20, into OUT; their number.  */
static size_t
decimal_digits (char out[20], unsigned long long v)
{
  char reversed[20];
  size_t n = 0;
  do
    {
      reversed[n++] = (char) ('0' + v % 10);
      v /= 10;
    }
  while (v && n < sizeof reversed);
  for (size_t k = 0; k < n; k++)
    out[k] = reversed[n - 1 - k];
  return n;
}

void
mca_sb_put_uint (struct mca_strbuf *sb, unsigned v)
{
  char buf[20];
  mca_sb_write (sb, buf, decimal_digits (buf, v));
}

void
mca_sb_put_hundredths (struct mca_strbuf *sb, double x)
{
  /* X is the double nearest to a whole number of hundredths, which
     "%.2f" prints exactly; beyond what the count holds, printf does.  */
  if (!(x >= 0 && x < 1e15))
    {
      mca_sb_printf (sb, "%.2f", x);
      return;
    }
  unsigned long long h = (unsigned long long) llround (x * 100);
  char buf[23];
  size_t n = decimal_digits (buf, h / 100);
  buf[n++] = '.';
  buf[n++] = (char) ('0' + h / 10 % 10);
  buf[n++] = (char) ('0' + h % 10);
  mca_sb_write (sb, buf, n);
}

void
mca_sb_pad_to (struct mca_strbuf *sb, unsigned column)
{
  unsigned n = column > sb->column ? column - sb->column : 1;
  reserve (sb, n);
  memset (sb->data + sb->len, ' ', n);
  sb->len += n;
  sb->data[sb->len] = 0;
  sb->column += n;
}

void
mca_sb_json_string (struct mca_strbuf *sb, const char *s)
{
  mca_sb_putc (sb, '"');
  for (; *s; s++)
    {
      unsigned char c = *s;
      if (c == '"' || c == '\\')
	{
	  mca_sb_putc (sb, '\\');
	  mca_sb_putc (sb, c);
	}
      else if (c == '\n')
	mca_sb_puts (sb, "\\n");
      else if (c == '\t')
	mca_sb_puts (sb, "\\t");
      else if (c < 32)
	mca_sb_printf (sb, "\\u%04x", c);
      else
	mca_sb_putc (sb, c);
    }
  mca_sb_putc (sb, '"');
}

char *
mca_sb_take (struct mca_strbuf *sb)
{
  if (!sb->data)
    return xstrdup ("");
  char *d = sb->data;
  mca_sb_init (sb);
  return d;
}
