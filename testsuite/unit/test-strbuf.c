/* test-strbuf.c - unit tests of the report buffer (sim/strbuf.c): its
   fast number writers print what printf would, and formatted pieces
   longer than the buffer's room arrive whole.  */

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "strbuf.h"
#include "unit.h"

/* X rounded to hundredths, as the views round what they print
   (mca_round_to).  */
static double
hundredths (double x)
{
  return floor (x * 100 + 0.5) / 100;
}

/* Whether mca_sb_put_hundredths writes X as "%.2f" does.  */
static int
same_as_printf (double x)
{
  char want[64];
  snprintf (want, sizeof want, "%.2f", x);
  struct mca_strbuf sb;
  mca_sb_init (&sb);
  mca_sb_put_hundredths (&sb, x);
  int same = strcmp (sb.data, want) == 0 && sb.column == strlen (want);
  if (!same)
    fprintf (stderr, "put_hundredths (%.17g): `%s', printf `%s'\n", x,
	     sb.data, want);
  mca_sb_free (&sb);
  return same;
}

int
main (void)
{
  struct mca_strbuf sb;

  /* Unsigned numbers, the extremes and a carry into a new digit.  */
  const unsigned values[] = { 0, 7, 9, 10, 99, 100, 4096, 4294967295u };
  for (size_t k = 0; k < sizeof values / sizeof values[0]; k++)
    {
      char want[16];
      snprintf (want, sizeof want, "%u", values[k]);
      mca_sb_init (&sb);
      mca_sb_putc (&sb, '[');
      mca_sb_put_uint (&sb, values[k]);
      CHECK (strcmp (sb.data + 1, want) == 0);
      CHECK (sb.column == 1 + strlen (want));
      mca_sb_free (&sb);
    }

  /* Every multiple of a hundredth up to 2000, and rounded values of
     thirds, sevenths and the like, as the views give them.  */
  unsigned bad = 0;
  for (unsigned k = 0; k <= 200000; k++)
    bad += !same_as_printf (hundredths (k / 100.0));
  for (unsigned k = 1; k <= 20000; k++)
    bad += !same_as_printf (hundredths (k / 3.0))
	   + !same_as_printf (hundredths (k / 7.0))
	   + !same_as_printf (hundredths (k * 0.005))
	   + !same_as_printf (hundredths (1e6 + k / 9.0));
  CHECK (bad == 0);
  /* Large and odd values go to printf.  */
  CHECK (same_as_printf (1e15));
  CHECK (same_as_printf (123456789012345678.0));
  CHECK (same_as_printf (-0.25));

  /* A formatted piece longer than the room the buffer has, after a
     short one, and the column past a tab.  */
  mca_sb_init (&sb);
  mca_sb_printf (&sb, "%s", "ab\t");
  CHECK (sb.column == 8);
  char longer[1000];
  memset (longer, 'x', sizeof longer - 1);
  longer[sizeof longer - 1] = 0;
  mca_sb_printf (&sb, "%s|%u", longer, 42u);
  CHECK (sb.len == 3 + 999 + 3);
  CHECK (strcmp (sb.data + sb.len - 3, "|42") == 0);
  CHECK (sb.column == 8 + 999 + 3);
  mca_sb_printf (&sb, "%s", "");
  CHECK (sb.len == 3 + 999 + 3 && sb.data[sb.len] == 0);
  mca_sb_free (&sb);

  return DONE ();
}
