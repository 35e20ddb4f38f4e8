/* asm_parse.c - the assembly parser's driver: splits GNU-as input into
   statements (newlines and `;', `#' and C comments, strings), records labels,
   skips directives, follows .intel_syntax/.att_syntax, collects prefixes and
   mnemonics, hands operands to asm_operand.c, and feeds comments to the
   region tracker (asm_regions.c), including IACA's byte markers.  */

#include "asm_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <libiberty/safe-ctype.h>

struct comment
{
  const char *text;
  size_t len;
  unsigned line;
};

struct parser
{
  struct asm_pool *p;
  bool intel;
  bool naked_regs;		/* .att_syntax noprefix */
  bool in_macro;		/* inside .macro ... .endm: not code */
  bool rept_warned;
  unsigned pending_prefixes;	/* from a statement of prefixes alone */

  /* The statement being collected, without its comments.  */
  char *stmt;
  size_t stmt_len, stmt_cap;
  unsigned stmt_line;
  bool stmt_started;

  /* Comments that came after the start of the current statement: they
     apply after its instruction (an END on the instruction's line
     includes it, a BEGIN there does not).  */
  struct comment *queued;
  size_t nqueued, cap_queued;
};

char *
asm_strdup (struct objalloc *oa, const char *s, size_t n)
{
  char *d = objalloc_alloc (oa, n + 1);
  if (!d)
    xmalloc_failed (n + 1);
  memcpy (d, s, n);
  d[n] = 0;
  return d;
}

/* The diagnostic of FMT and AP at LINE; DROPPED when it is an
   instruction line left out of the unit.  */
static void
asm_vdiag (struct asm_pool *p, enum mca_diag_level level, unsigned line,
	   bool dropped, const char *fmt, va_list ap)
{
  /* vsnprintf, not xvasprintf: libiberty's sizing pass calls strlen on
     `%.*s' arguments, which need not be NUL terminated here.  */
  va_list ap2;
  va_copy (ap2, ap);
  int n = vsnprintf (NULL, 0, fmt, ap);
  char *msg = xmalloc (n > 0 ? (size_t) n + 1 : 1);
  vsnprintf (msg, n > 0 ? (size_t) n + 1 : 1, fmt, ap2);
  va_end (ap2);
  if (p->ndiags == p->cap_diags)
    {
      p->cap_diags = p->cap_diags ? 2 * p->cap_diags : 16;
      p->diags = XRESIZEVEC (struct mca_diag, p->diags, p->cap_diags);
    }
  struct mca_diag *d = &p->diags[p->ndiags++];
  d->level = level;
  d->line = line;
  d->message = asm_strdup (p->oa, msg, strlen (msg));
  d->dropped_inst = dropped;
  free (msg);
  if (level == MCA_DIAG_ERROR)
    p->nerrors++;
}

void
asm_diag (struct asm_pool *p, enum mca_diag_level level, unsigned line,
	  const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  asm_vdiag (p, level, line, false, fmt, ap);
  va_end (ap);
}

/* The error of an instruction line that does not parse (a parse failure
   for -skip-unsupported-instructions).  */
static void asm_inst_diag (struct asm_pool *p, unsigned line,
			   const char *fmt, ...) ATTRIBUTE_PRINTF (3, 4);

static void
asm_inst_diag (struct asm_pool *p, unsigned line, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  asm_vdiag (p, MCA_DIAG_ERROR, line, true, fmt, ap);
  va_end (ap);
}

static bool
ident_char (int c)
{
  return ISALNUM (c) || c == '_' || c == '.' || c == '$';
}

static void
trim (const char **s, size_t *n)
{
  while (*n && ISSPACE ((*s)[0]))
    (*s)++, (*n)--;
  while (*n && ISSPACE ((*s)[*n - 1]))
    (*n)--;
}

/* ---- statements ---- */

static unsigned
prefix_bits (const char *w, size_t n, bool *found)
{
  /* Asked of every word before a mnemonic: the lengths are kept, not
     measured each time.  */
  static const struct
  {
    const char *word;
    size_t len;
    unsigned bits;
  } prefixes[] = {
#define MCA_ASM_PREFIX(WORD, BITS) {WORD, sizeof WORD - 1, BITS},
#include "asm_prefixes.def"
#undef MCA_ASM_PREFIX
  };
  *found = true;
  for (size_t i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
    if (prefixes[i].len == n
	&& asm_strncasecmp (prefixes[i].word, w, n) == 0)
      return prefixes[i].bits;
  /* rex.W, rex.WRXB ...  */
  if (n > 4 && asm_strncasecmp (w, "rex.", 4) == 0)
    {
      bool ok = true;
      for (size_t i = 4; i < n; i++)
	ok &= strchr ("wrxbWRXB", w[i]) != NULL;
      if (ok)
	return MCA_PFX_REX;
    }
  *found = false;
  return 0;
}

/* The length of the word at S: a `{...}' pseudo prefix or a run of
   identifier characters.  */
static size_t
word_len (const char *s, size_t n)
{
  if (n && s[0] == '{')
    {
      const char *close = memchr (s, '}', n);
      return close ? (size_t) (close + 1 - s) : 0;
    }
  size_t i = 0;
  while (i < n && ident_char ((unsigned char) s[i]))
    i++;
  return i;
}

static struct mca_asm_inst *
push_inst (struct asm_pool *p)
{
  if (p->ninsts == p->cap_insts)
    {
      p->cap_insts = p->cap_insts ? 2 * p->cap_insts : 64;
      p->insts = XRESIZEVEC (struct mca_asm_inst, p->insts, p->cap_insts);
    }
  struct mca_asm_inst *inst = &p->insts[p->ninsts];
  memset (inst, 0, sizeof *inst);
  return inst;
}

/* Split the operand list S[0..N) at commas outside (), [], {} and
   strings.  Returns the count, or -1 when there are too many.  */
static int
split_operands (const char *s, size_t n, const char **ops, size_t *lens)
{
  int count = 0, depth = 0;
  size_t start = 0;
  bool quoted = false;
  for (size_t i = 0; i <= n; i++)
    {
      char c = i < n ? s[i] : ',';
      if (quoted)
	{
	  if (c == '\\')
	    i++;
	  else if (c == '"')
	    quoted = false;
	  continue;
	}
      if (c == '"')
	quoted = true;
      else if (c == '(' || c == '[' || c == '{')
	depth++;
      else if (c == ')' || c == ']' || c == '}')
	depth--;
      else if (c == ',' && (depth <= 0 || i == n))
	{
	  if (count == MCA_MAX_OPERANDS)
	    return -1;
	  ops[count] = s + start;
	  lens[count++] = i - start;
	  start = i + 1;
	}
    }
  return count;
}

/* IACA's markers: `movl $111, %ebx' (start) or `movl $222, %ebx' (end)
   immediately followed by `.byte 0x64, 0x67, 0x90'.  */
static int
iaca_marker_value (const struct mca_asm_inst *inst)
{
  if (strcmp (inst->mnemonic, "movl") != 0 && strcmp (inst->mnemonic, "mov"))
    return 0;
  if (inst->nops != 2 || inst->ops[0].kind != MCA_OPND_IMM
      || inst->ops[0].imm_symbolic || inst->ops[1].kind != MCA_OPND_REG
      || inst->ops[1].reg != MCA_R_EBX)
    return 0;
  return inst->ops[0].imm == 111 || inst->ops[0].imm == 222
    ? (int) inst->ops[0].imm : 0;
}

static void
directive_byte (struct parser *ps, const char *s, size_t n, unsigned line)
{
  static const int64_t iaca[] = {0x64, 0x67, 0x90};
  const char *ops[MCA_MAX_OPERANDS];
  size_t lens[MCA_MAX_OPERANDS];
  struct asm_pool *p = ps->p;
  if (split_operands (s, n, ops, lens) != 3 || p->ninsts == 0)
    return;
  for (int k = 0; k < 3; k++)
    {
      struct asm_expr e;
      const char *err;
      if (!asm_expr_parse (ops[k], lens[k], ps->intel, p->oa, &e, &err)
	  || e.symbolic || e.value != iaca[k])
	return;
    }
  int mark = iaca_marker_value (&p->insts[p->ninsts - 1]);
  if (!mark)
    return;
  /* The marker instruction is not part of the code.  */
  p->ninsts--;
  for (size_t k = 0; k < p->nlabels; k++)
    if (p->labels[k].inst > p->ninsts)
      p->labels[k].inst = p->ninsts;
  for (size_t k = 0; k < p->nregions; k++)
    {
      if (p->regions[k].begin > p->ninsts)
	p->regions[k].begin = p->ninsts;
      if (p->regions[k].end != ASM_REGION_OPEN
	  && p->regions[k].end > p->ninsts)
	p->regions[k].end = p->ninsts;
    }
  if (mark == 111)
    asm_region_begin (p, "", 0, line);
  else
    asm_region_end (p, "", 0, line);
}

static void
directive (struct parser *ps, const char *s, size_t n, unsigned line)
{
  size_t wl = word_len (s, n);
  const char *arg = s + wl;
  size_t an = n - wl;
  trim (&arg, &an);
  size_t argw = word_len (arg, an);

#define IS(NAME) (wl == sizeof (NAME) - 1 && asm_strncasecmp (s, NAME, wl) == 0)
  if (ps->in_macro)
    {
      if (IS (".endm"))
	ps->in_macro = false;
      return;
    }
  if (IS (".intel_syntax"))
    {
      ps->intel = true;
      ps->naked_regs = false;
      if (an && !(argw == 8 && asm_strncasecmp (arg, "noprefix", 8) == 0)
	  && !(argw == 6 && asm_strncasecmp (arg, "prefix", 6) == 0))
	asm_diag (ps->p, MCA_DIAG_WARNING, line,
		  "unknown argument to `.intel_syntax'");
    }
  else if (IS (".att_syntax"))
    {
      ps->intel = false;
      ps->naked_regs = argw == 8 && asm_strncasecmp (arg, "noprefix", 8) == 0;
    }
  else if (IS (".byte"))
    directive_byte (ps, arg, an, line);
  else if (IS (".macro"))
    ps->in_macro = true;
  else if ((IS (".rept") || IS (".irp") || IS (".irpc")) && !ps->rept_warned)
    {
      ps->rept_warned = true;
      asm_diag (ps->p, MCA_DIAG_WARNING, line,
		"`%.*s' is not expanded: its body is analyzed once",
		(int) wl, s);
    }
#undef IS
}

/* The x87 control instructions that wait for pending exceptions first:
   MNEMONIC is `wait' and its `fn' form (fsave = wait; fnsave).  */
static bool
wait_form (const char *mnemonic)
{
  static const char *const forms[] = {
    "fsave", "fstenv", "fstcw", "fstsw", "finit", "fclex"
  };
  for (size_t k = 0; k < sizeof forms / sizeof forms[0]; k++)
    if (strcmp (mnemonic, forms[k]) == 0)
      return true;
  return false;
}

static void
instruction (struct parser *ps, const char *s, size_t n, unsigned line)
{
  struct asm_pool *p = ps->p;
  unsigned prefixes = ps->pending_prefixes;
  const char *start = s;
  size_t total = n;
  size_t wl;

  /* Prefix words, then the mnemonic.  */
  for (;;)
    {
      wl = word_len (s, n);
      if (!wl)
	{
	  asm_inst_diag (p, line, "unexpected `%.*s'",
		    (int) (n > 20 ? 20 : n), s);
	  ps->pending_prefixes = 0;
	  return;
	}
      bool found;
      unsigned bits = prefix_bits (s, wl, &found);
      if (!found)
	break;
      prefixes |= bits;
      s += wl, n -= wl;
      trim (&s, &n);
      if (!n)
	{
	  /* `lock;' `rep;': the prefix applies to the next instruction.  */
	  ps->pending_prefixes = prefixes;
	  return;
	}
    }
  ps->pending_prefixes = 0;
  if (s[0] == '{' || !ISALPHA (s[0]))
    {
      asm_inst_diag (p, line, "invalid instruction `%.*s'",
		(int) wl, s);
      return;
    }
  struct mca_asm_inst *inst = push_inst (p);
  if (wl >= sizeof inst->mnemonic)
    {
      asm_inst_diag (p, line, "invalid instruction mnemonic "
		"`%.*s'", (int) wl, s);
      return;
    }
  const char *mnemonic_at = s;
  for (size_t i = 0; i < wl; i++)
    inst->mnemonic[i] = TOLOWER (s[i]);
  inst->prefixes = prefixes;
  inst->intel = ps->intel;
  inst->line = line;
  s += wl, n -= wl;
  trim (&s, &n);

  const char *ops[MCA_MAX_OPERANDS];
  size_t lens[MCA_MAX_OPERANDS];
  int nops = n ? split_operands (s, n, ops, lens) : 0;
  if (nops < 0)
    {
      asm_inst_diag (p, line, "too many operands");
      return;
    }
  struct asm_opnd_ctx ctx;
  ctx.oa = p->oa;
  ctx.intel = ps->intel;
  ctx.naked_regs = ps->naked_regs;
  ctx.branch = asm_is_branch_mnemonic (inst->mnemonic);
  for (int k = 0; k < nops; k++)
    if (!asm_parse_operand (&ctx, ops[k], lens[k], &inst->ops[k]))
      {
	asm_inst_diag (p, line, "%s", ctx.err);
	return;
      }
  inst->nops = (uint8_t) nops;
  if (ps->intel)
    for (int k = 0; k < nops / 2; k++)
      {
	struct mca_operand t = inst->ops[k];
	inst->ops[k] = inst->ops[nops - 1 - k];
	inst->ops[nops - 1 - k] = t;
      }
  inst->text = asm_strdup (p->oa, start, total);
  if (wait_form (inst->mnemonic))
    {
      /* `fsave m' is `wait' then `fnsave m', as GNU as and LLVM's parser
	 assemble it: two instructions.  */
      struct mca_asm_inst fn = *inst;
      memset (inst, 0, sizeof *inst);
      strcpy (inst->mnemonic, "wait");
      inst->intel = ps->intel;
      inst->line = line;
      inst->text = asm_strdup (p->oa, "wait", 4);
      p->ninsts++;
      size_t ml = strlen (fn.mnemonic);
      memmove (fn.mnemonic + 2, fn.mnemonic + 1, ml);
      fn.mnemonic[1] = 'n';
      size_t at = (size_t) (mnemonic_at - start);
      char *t = xmalloc (total + 2);
      memcpy (t, start, at);
      memcpy (t + at, "fn", 2);
      memcpy (t + at + 2, mnemonic_at + 1, total - at - 1);
      fn.text = asm_strdup (p->oa, t, total + 1);
      free (t);
      *push_inst (p) = fn;
    }
  p->ninsts++;
}

static void
push_label (struct asm_pool *p, const char *name, size_t len, unsigned line)
{
  if (p->nlabels == p->cap_labels)
    {
      p->cap_labels = p->cap_labels ? 2 * p->cap_labels : 16;
      p->labels = XRESIZEVEC (struct mca_asm_label, p->labels,
			      p->cap_labels);
    }
  struct mca_asm_label *l = &p->labels[p->nlabels++];
  l->name = asm_strdup (p->oa, name, len);
  l->inst = p->ninsts;
  l->line = line;
}

static void
statement (struct parser *ps, const char *s, size_t n, unsigned line)
{
  trim (&s, &n);
  /* Labels: `foo:', `.L3:', `1:', `"odd name":'.  */
  while (n)
    {
      size_t k = 0;
      if (s[0] == '"')
	{
	  const char *q = memchr (s + 1, '"', n - 1);
	  if (!q)
	    break;
	  k = q + 1 - s;
	}
      else
	k = word_len (s, n);
      if (!k || s[0] == '{')
	break;
      size_t j = k;
      while (j < n && ISBLANK (s[j]))
	j++;
      if (j >= n || s[j] != ':')
	break;
      if (!ps->in_macro)
	push_label (ps->p, s, k, line);
      s += j + 1, n -= j + 1;
      trim (&s, &n);
    }
  if (!n)
    return;
  if (s[0] == '.' || ps->in_macro)
    {
      directive (ps, s, n, line);
      return;
    }
  /* Symbol assignments `x = 4'.  */
  size_t k = word_len (s, n), j = k;
  while (j < n && ISBLANK (s[j]))
    j++;
  if (k && s[0] != '{' && j < n && s[j] == '=' && (j + 1 >= n
						     || s[j + 1] != '='))
    return;
  instruction (ps, s, n, line);
}

/* ---- the scanner ---- */

static void
stmt_append (struct parser *ps, const char *s, size_t n, unsigned line)
{
  if (!ps->stmt_started)
    {
      size_t i = 0;
      while (i < n && ISSPACE (s[i]))
	i++;
      if (i == n)
	return;
      s += i, n -= i;
      ps->stmt_started = true;
      ps->stmt_line = line;
    }
  if (ps->stmt_len + n > ps->stmt_cap)
    {
      ps->stmt_cap = ps->stmt_cap * 2 + n + 64;
      ps->stmt = XRESIZEVEC (char, ps->stmt, ps->stmt_cap);
    }
  memcpy (ps->stmt + ps->stmt_len, s, n);
  ps->stmt_len += n;
}

static void
comment (struct parser *ps, const char *text, size_t len, unsigned line)
{
  if (!ps->stmt_started)
    {
      asm_region_comment (ps->p, text, len, line);
      return;
    }
  if (ps->nqueued == ps->cap_queued)
    {
      ps->cap_queued = ps->cap_queued ? 2 * ps->cap_queued : 4;
      ps->queued = XRESIZEVEC (struct comment, ps->queued, ps->cap_queued);
    }
  ps->queued[ps->nqueued].text = text;
  ps->queued[ps->nqueued].len = len;
  ps->queued[ps->nqueued++].line = line;
}

static void
end_statement (struct parser *ps)
{
  if (ps->stmt_started)
    statement (ps, ps->stmt, ps->stmt_len, ps->stmt_line);
  ps->stmt_len = 0;
  ps->stmt_started = false;
  for (size_t k = 0; k < ps->nqueued; k++)
    asm_region_comment (ps->p, ps->queued[k].text, ps->queued[k].len,
			ps->queued[k].line);
  ps->nqueued = 0;
}

static void
scan (struct parser *ps, const char *text, size_t len)
{
  unsigned line = 1;
  size_t i = 0;
  while (i < len)
    {
      char c = text[i];
      size_t j;
      if (c == '\n')
	{
	  end_statement (ps);
	  line++;
	  i++;
	}
      else if (c == ';')
	{
	  end_statement (ps);
	  i++;
	}
      else if (c == '#')
	{
	  /* To the end of the line, without a CR (like LLVM's lexer).  */
	  for (j = i + 1; j < len && text[j] != '\n' && text[j] != '\r'; j++)
	    ;
	  comment (ps, text + i + 1, j - i - 1, line);
	  i = j;
	}
      else if (c == '/' && i + 1 < len && text[i + 1] == '*')
	{
	  unsigned start_line = line;
	  for (j = i + 2; j + 1 < len && !(text[j] == '*' && text[j + 1] == '/');
	       j++)
	    line += text[j] == '\n';
	  bool closed = j + 1 < len;
	  if (!closed)
	    {
	      for (; j < len; j++)
		line += text[j] == '\n';
	      asm_diag (ps->p, MCA_DIAG_ERROR, start_line,
			"unterminated comment");
	    }
	  comment (ps, text + i + 2, j - i - 2, start_line);
	  /* A comment separates tokens like a blank.  */
	  stmt_append (ps, " ", 1, line);
	  i = closed ? j + 2 : len;
	}
      else if (c == '"')
	{
	  /* Strings of directives may hold `#' and `;'.  */
	  for (j = i + 1; j < len && text[j] != '"' && text[j] != '\n'; j++)
	    if (text[j] == '\\' && j + 1 < len && text[j + 1] != '\n')
	      j++;
	  if (j < len && text[j] == '"')
	    j++;
	  stmt_append (ps, text + i, j - i, line);
	  i = j;
	}
      else if (c == '\'')
	{
	  /* 'c' character constants: the character may be `#' or `;'.  */
	  j = i + 1;
	  if (j < len && text[j] == '\\')
	    j++;
	  if (j < len && text[j] != '\n')
	    j++;
	  if (j < len && text[j] == '\'')
	    j++;
	  stmt_append (ps, text + i, j - i, line);
	  i = j;
	}
      else
	{
	  /* Copy a run of ordinary characters at once.  */
	  for (j = i + 1; j < len && !strchr ("\n;#/\"'", text[j]); j++)
	    ;
	  if (j == i + 1 && c == '/')
	    j = i + 1;
	  stmt_append (ps, text + i, j - i, line);
	  i = j;
	}
    }
  end_statement (ps);
}

size_t
mca_asm_parse (const char *text, size_t len, struct mca_asm_unit *unit)
{
  struct asm_pool *p = XCNEW (struct asm_pool);
  p->oa = objalloc_create ();
  if (!p->oa)
    xmalloc_failed (sizeof (struct objalloc));
  asm_regions_init (p);

  struct parser ps;
  memset (&ps, 0, sizeof ps);
  ps.p = p;
  if (text)
    scan (&ps, text, len);
  free (ps.stmt);
  free (ps.queued);
  asm_regions_finish (p);

  memset (unit, 0, sizeof *unit);
  unit->insts = p->insts;
  unit->ninsts = p->ninsts;
  unit->regions = p->regions;
  unit->nregions = p->nregions;
  unit->labels = p->labels;
  unit->nlabels = p->nlabels;
  unit->diags = p->diags;
  unit->ndiags = p->ndiags;
  unit->nerrors = p->nerrors;
  unit->pool = p;
  return p->nerrors;
}

void
mca_asm_free (struct mca_asm_unit *unit)
{
  struct asm_pool *p = unit ? unit->pool : NULL;
  if (!p)
    return;
  objalloc_free (p->oa);
  free (p->insts);
  free (p->regions);
  free (p->labels);
  free (p->diags);
  free (p->active);
  free (p);
  memset (unit, 0, sizeof *unit);
}
