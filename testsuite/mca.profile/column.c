/* column.c - two loops over the same matrix of 532 KB (out of the
   level-1 cache, in the level-2 one of every current x86 core): one
   walks down its columns, a line of its own at every iteration, the
   other along its rows, a new line every eight iterations.  Both do one
   add an iteration; the column walk's cache misses, not its add, set
   its pace.  */

#define ROWS 1024
#define COLS 65			/* 520-byte rows */

static long a[ROWS][COLS];

__attribute__ ((noipa)) static long
down_columns (void)
{
  long s = 0;
  for (int c = 0; c < COLS; c++)
    for (int r = 0; r < ROWS; r++)
      s += a[r][c];
  return s;
}

__attribute__ ((noipa)) static long
along_rows (void)
{
  long s = 0;
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      s += a[r][c];
  return s;
}

int
main (void)
{
  for (int r = 0; r < ROWS; r++)
    for (int c = 0; c < COLS; c++)
      a[r][c] = r ^ c;
  long s = 0;
  for (int k = 0; k < 300; k++)
    s += down_columns () + along_rows ();
  return s == 42;
}
