/* str.c - string operations: block copies and fills (rep movs/stos); compiled to assembly by ../../run-corpus.sh.  */
#include <string.h>
struct big { char b[200]; };
void copy(struct big *d, const struct big *s) { *d = *s; }
void zero(struct big *d) { memset(d, 0, sizeof *d); }
int cmp(const char *a, const char *b) { return memcmp(a, b, 16); }
char *find(char *s, int c) { return strchr(s, c); }
void bytewise(char *d, const char *s, int n) { while (n--) *d++ = *s++; }
int cnt(const char *s) { int n = 0; for (; *s; s++) n += (*s == 'a'); return n; }
