/* strbuf.h - a growable output buffer that knows its current column, for
   views that align their tables (padding always emits at least one
   space, and a TAB advances to the next multiple of eight, or not at all from one, as
   llvm-mca 19 counts it, so columns
   line up the way llvm-mca's do).  The library writes reports here; only
   the driver and the plugin print.  */

#ifndef MCA_STRBUF_H
#define MCA_STRBUF_H

#include <stdarg.h>
#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

struct mca_strbuf
{
  char *data;
  size_t len, cap;
  unsigned column;
};

void mca_sb_init (struct mca_strbuf *sb);
void mca_sb_free (struct mca_strbuf *sb);
void mca_sb_putc (struct mca_strbuf *sb, char c);
void mca_sb_puts (struct mca_strbuf *sb, const char *s);
void mca_sb_write (struct mca_strbuf *sb, const char *s, size_t n);
void mca_sb_printf (struct mca_strbuf *sb, const char *fmt, ...)
  __attribute__ ((format (printf, 2, 3)));
void mca_sb_vprintf (struct mca_strbuf *sb, const char *fmt, va_list ap);
/* Append V as "%u" prints it.  */
void mca_sb_put_uint (struct mca_strbuf *sb, unsigned v);
/* Append X, a multiple of 0.01 as mca_round_to (X, 2) leaves it (the
   double nearest to one), as "%.2f" prints it.  */
void mca_sb_put_hundredths (struct mca_strbuf *sb, double x);
void mca_sb_pad_to (struct mca_strbuf *sb, unsigned column);
/* Append S as a JSON string literal.  */
void mca_sb_json_string (struct mca_strbuf *sb, const char *s);
/* Take the buffer's contents (NUL terminated); the buffer is reset.  */
char *mca_sb_take (struct mca_strbuf *sb);

#ifdef __cplusplus
}
#endif

#endif /* MCA_STRBUF_H */
