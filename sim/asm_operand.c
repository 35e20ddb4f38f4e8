/* asm_operand.c - one instruction operand, AT&T (`%eax', `$42',
   `-8(%rbp,%rax,4)', `*%rax', `%zmm1 {%k1} {z}') or Intel (`eax',
   `DWORD PTR [rbp-4]', `OFFSET FLAT:.LC0', `zmm1{k1}{z}') syntax, parsed
   into a struct mca_operand.  */

#include "asm_int.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include <libiberty/safe-ctype.h>

static bool ATTRIBUTE_PRINTF (2, 3)
fail (struct asm_opnd_ctx *ctx, const char *fmt, ...)
{
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (ctx->err, sizeof ctx->err, fmt, ap);
  va_end (ap);
  return false;
}

static void
trim (const char **s, size_t *n)
{
  while (*n && ISSPACE ((*s)[0]))
    (*s)++, (*n)--;
  while (*n && ISSPACE ((*s)[*n - 1]))
    (*n)--;
}

/* Case-insensitive: does S[0..N) start with word W followed by a
   non-identifier character (or the end)?  */
static bool
starts_word (const char *s, size_t n, const char *w)
{
  size_t len = strlen (w);
  if (n < len || asm_strncasecmp (s, w, len) != 0)
    return false;
  return n == len || !(ISALNUM (s[len]) || s[len] == '_' || s[len] == '.');
}

bool
asm_is_branch_mnemonic (const char *m)
{
  static const char *const calls[] = {
    "call", "callq", "calll", "callw", "lcall", "lcallq", "lcalll",
    "lcallw", "ljmp", "ljmpq", "ljmpl", "ljmpw", "loop", "loope",
    "loopne", "loopz", "loopnz", "xbegin"
  };
  /* Every x86 mnemonic starting with `j' is a jump.  */
  if (m[0] == 'j')
    return true;
  /* Asked of every instruction of every loop: most start with none of
     the calls' letters.  */
  if (m[0] != 'c' && m[0] != 'l' && m[0] != 'x')
    return false;
  for (size_t i = 0; i < sizeof calls / sizeof calls[0]; i++)
    if (strcmp (m, calls[i]) == 0)
      return true;
  return false;
}

/* A register name at S[0..N) (no `%'), including the `st(N)' form; sets
   *LEN to the characters used.  NONE when there is none.  */
static mca_reg
reg_at (const char *s, size_t n, size_t *len)
{
  size_t i = 0;
  while (i < n && (ISALNUM (s[i]) || s[i] == '_'))
    i++;
  if (i == 0)
    return MCA_REG_NONE;
  if (i == 2 && TOLOWER (s[0]) == 's' && TOLOWER (s[1]) == 't')
    {
      size_t j = i;
      while (j < n && ISBLANK (s[j]))
	j++;
      if (j < n && s[j] == '(')
	{
	  const char *close = memchr (s + j, ')', n - j);
	  if (!close)
	    return MCA_REG_NONE;
	  i = close + 1 - s;
	}
    }
  *len = i;
  return mca_reg_lookup (s, i);
}

/* The whole of S[0..N) as a register, with `%' (or without when the
   syntax allows naked registers).  */
static mca_reg
whole_reg (const struct asm_opnd_ctx *ctx, const char *s, size_t n)
{
  size_t len;
  if (n && s[0] == '%')
    s++, n--;
  else if (!ctx->naked_regs)
    return MCA_REG_NONE;
  mca_reg r = reg_at (s, n, &len);
  return r != MCA_REG_NONE && len == n ? r : MCA_REG_NONE;
}

static bool
parse_rounding (struct asm_opnd_ctx *ctx, const char *s, size_t n,
		struct mca_operand *op)
{
  static const struct
  {
    const char *name;
    enum mca_rounding r;
  } modes[] = {
    {"rn-sae", MCA_ROUND_RN}, {"rd-sae", MCA_ROUND_RD},
    {"ru-sae", MCA_ROUND_RU}, {"rz-sae", MCA_ROUND_RZ},
    {"sae", MCA_ROUND_SAE}
  };
  trim (&s, &n);
  for (size_t i = 0; i < sizeof modes / sizeof modes[0]; i++)
    if (n == strlen (modes[i].name) && asm_strncasecmp (s, modes[i].name, n) == 0)
      {
	op->kind = MCA_OPND_ROUND;
	op->rounding = modes[i].r;
	return true;
      }
  return fail (ctx, "unknown rounding mode `{%.*s}'", (int) n, s);
}

/* Strip AVX-512 decorations `{%k1}' `{z}' `{1to16}' from the end of
   S[0..*N); the broadcast goes to *BCAST.  */
static bool
strip_decorations (struct asm_opnd_ctx *ctx, const char *s, size_t *n,
		   struct mca_operand *op, unsigned *bcast)
{
  while (*n && s[*n - 1] == '}')
    {
      const char *open = NULL;
      for (size_t i = *n - 1; i-- > 0;)
	if (s[i] == '{')
	  {
	    open = s + i;
	    break;
	  }
      if (!open || open == s)
	return open ? true : fail (ctx, "unmatched `}'");
      const char *d = open + 1;
      size_t dn = s + *n - 1 - d;
      trim (&d, &dn);
      if (dn == 1 && TOLOWER (d[0]) == 'z')
	op->zeroing = true;
      else if (dn > 3 && d[0] == '1' && TOLOWER (d[1]) == 't'
	       && TOLOWER (d[2]) == 'o')
	{
	  unsigned v = 0;
	  for (size_t i = 3; i < dn; i++)
	    v = ISDIGIT (d[i]) && v < 1000 ? v * 10 + (d[i] - '0') : 1000;
	  if (v != 2 && v != 4 && v != 8 && v != 16 && v != 32)
	    return fail (ctx, "invalid broadcast `{%.*s}'", (int) dn, d);
	  *bcast = v;
	}
      else
	{
	  size_t len;
	  const char *r = d;
	  size_t rn = dn;
	  if (rn && r[0] == '%')
	    r++, rn--;
	  mca_reg k = reg_at (r, rn, &len);
	  if (k == MCA_REG_NONE || len != rn || mca_reg_class (k) != MCA_RC_MASK)
	    return fail (ctx, "invalid decoration `{%.*s}'", (int) dn, d);
	  op->mask = k;
	}
      *n = open - s;
      while (*n && ISSPACE (s[*n - 1]))
	(*n)--;
    }
  return true;
}

static const char *
pool_copy (struct asm_opnd_ctx *ctx, const char *s, size_t n)
{
  return asm_strdup (ctx->oa, s, n);
}

/* Parse S[0..N) as an expression into VALUE/SYMBOLIC/EXPR.  */
static bool
expr (struct asm_opnd_ctx *ctx, const char *s, size_t n, int64_t *value,
      bool *symbolic, const char **text)
{
  struct asm_expr e;
  const char *err;
  /* Set on failure too (see eval in asm_expr.c).  */
  *value = 0;
  *symbolic = false;
  *text = NULL;
  trim (&s, &n);
  if (!n)
    return fail (ctx, "missing expression");
  if (!asm_expr_parse (s, n, ctx->intel, ctx->oa, &e, &err))
    return fail (ctx, "%s in `%.*s'", err, (int) n, s);
  *value = e.value;
  *symbolic = e.symbolic;
  *text = e.text;
  return true;
}

static bool
check_base (struct asm_opnd_ctx *ctx, mca_reg r)
{
  enum mca_reg_class c = mca_reg_class (r);
  if (c == MCA_RC_GPR64 || c == MCA_RC_GPR32 || c == MCA_RC_GPR16
      || c == MCA_RC_IP)
    return true;
  return fail (ctx, "invalid base register `%s'", mca_reg_asm_name (r));
}

static bool
check_index (struct asm_opnd_ctx *ctx, mca_reg r)
{
  enum mca_reg_class c = mca_reg_class (r);
  if (c == MCA_RC_GPR64 || c == MCA_RC_GPR32 || c == MCA_RC_GPR16
      || mca_reg_is_vector (r))
    return true;
  return fail (ctx, "invalid index register `%s'", mca_reg_asm_name (r));
}

static bool
set_scale (struct asm_opnd_ctx *ctx, struct mca_mem *m, const char *s,
	   size_t n)
{
  int64_t v;
  bool sym;
  const char *t;
  if (!expr (ctx, s, n, &v, &sym, &t))
    return false;
  if (sym || (v != 1 && v != 2 && v != 4 && v != 8))
    return fail (ctx, "scale factor must be 1, 2, 4 or 8");
  m->scale = (uint8_t) v;
  return true;
}

/* ---- AT&T ---- */

/* The `(base,index,scale)' group INNER of an AT&T memory operand.  */
static bool
att_base_group (struct asm_opnd_ctx *ctx, const char *s, size_t n,
		struct mca_mem *m)
{
  const char *part[3];
  size_t plen[3], np = 0;
  size_t start = 0;
  for (size_t i = 0; i <= n; i++)
    if (i == n || s[i] == ',')
      {
	if (np == 3)
	  return fail (ctx, "too many parts in memory operand");
	part[np] = s + start;
	plen[np] = i - start;
	trim (&part[np], &plen[np]);
	np++;
	start = i + 1;
      }
  mca_reg r;
  if (plen[0])
    {
      if (!(r = whole_reg (ctx, part[0], plen[0])))
	return fail (ctx, "invalid base register `%.*s'", (int) plen[0],
		     part[0]);
      if (!check_base (ctx, r))
	return false;
      m->base = r;
    }
  if (np >= 2)
    {
      if (!plen[1])
	return fail (ctx, "missing index register");
      if (!(r = whole_reg (ctx, part[1], plen[1])))
	return fail (ctx, "invalid index register `%.*s'", (int) plen[1],
		     part[1]);
      if (!check_index (ctx, r))
	return false;
      m->index = r;
    }
  if (np == 3 && !set_scale (ctx, m, part[2], plen[2]))
    return false;
  if (!m->base && !m->index)
    return fail (ctx, "memory operand without registers");
  return true;
}

static bool
att_memory (struct asm_opnd_ctx *ctx, const char *s, size_t n,
	    struct mca_operand *op)
{
  struct mca_mem *m = &op->mem;
  size_t disp_len = n;
  bool group = false;

  trim (&s, &n);
  disp_len = n;
  if (n && s[n - 1] == ')')
    {
      /* Find the `(' matching the final `)'; the group is a base/index
	 group when it holds registers, else it belongs to the
	 displacement expression (`(1<<3)').  */
      int depth = 0;
      size_t open = n;
      for (size_t i = n; i-- > 0;)
	{
	  if (s[i] == ')')
	    depth++;
	  else if (s[i] == '(' && --depth == 0)
	    {
	      open = i;
	      break;
	    }
	}
      if (open == n)
	return fail (ctx, "unbalanced parentheses");
      const char *in = s + open + 1;
      size_t inn = n - open - 2;
      trim (&in, &inn);
      size_t len;
      if (!inn || in[0] == '%' || in[0] == ','
	  || (ctx->naked_regs && reg_at (in, inn, &len)))
	{
	  group = true;
	  disp_len = open;
	  if (!att_base_group (ctx, in, inn, m))
	    return false;
	}
    }
  const char *d = s;
  size_t dn = disp_len;
  trim (&d, &dn);
  if (!group && !dn)
    return fail (ctx, "missing operand");
  if (!group && m->seg == MCA_REG_NONE && ctx->branch && !op->indirect)
    {
      op->kind = MCA_OPND_EXPR;
      return expr (ctx, d, dn, &op->imm, &op->imm_symbolic, &op->expr);
    }
  op->kind = MCA_OPND_MEM;
  if (dn)
    {
      m->has_disp = true;
      if (!expr (ctx, d, dn, &m->disp, &m->disp_symbolic, &op->expr))
	return false;
    }
  return true;
}

static bool
parse_att (struct asm_opnd_ctx *ctx, const char *s, size_t n,
	   struct mca_operand *op)
{
  if (n && s[0] == '*')
    {
      op->indirect = true;
      s++, n--;
      trim (&s, &n);
    }
  if (n && s[0] == '$')
    {
      op->kind = MCA_OPND_IMM;
      return expr (ctx, s + 1, n - 1, &op->imm, &op->imm_symbolic, &op->expr);
    }
  const char *r = s;
  size_t rn = n;
  if (rn && r[0] == '%')
    r++, rn--;
  else if (!ctx->naked_regs)
    r = NULL;
  if (r)
    {
      size_t len;
      mca_reg reg = reg_at (r, rn, &len);
      if (reg == MCA_REG_NONE && s[0] == '%')
	{
	  size_t k = 0;
	  while (k < rn && (ISALNUM (r[k]) || r[k] == '_'))
	    k++;
	  return fail (ctx, "invalid register name `%%%.*s'", (int) k, r);
	}
      if (reg != MCA_REG_NONE)
	{
	  size_t j = len;
	  while (j < rn && ISSPACE (r[j]))
	    j++;
	  if (j == rn)
	    {
	      op->kind = MCA_OPND_REG;
	      op->reg = reg;
	      return true;
	    }
	  if (r[j] == ':')
	    {
	      if (mca_reg_class (reg) != MCA_RC_SEG)
		return fail (ctx, "`%s' is not a segment register",
			     mca_reg_asm_name (reg));
	      op->mem.seg = reg;
	      return att_memory (ctx, r + j + 1, rn - j - 1, op);
	    }
	  if (s[0] == '%')
	    return fail (ctx, "unexpected `%.*s' after register",
			 (int) (rn - j), r + j);
	}
    }
  return att_memory (ctx, s, n, op);
}

/* ---- Intel ---- */

static unsigned
intel_size (const char **s, size_t *n)
{
  static const struct
  {
    const char *word;
    unsigned bits;
  } sizes[] = {
    {"byte", 8}, {"word", 16}, {"dword", 32}, {"fword", 48},
    {"qword", 64}, {"mmword", 64}, {"tbyte", 80}, {"tword", 80},
    {"oword", 128}, {"xmmword", 128}, {"ymmword", 256}, {"zmmword", 512}
  };
  for (size_t i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
    if (starts_word (*s, *n, sizes[i].word))
      {
	size_t k = strlen (sizes[i].word);
	const char *t = *s + k;
	size_t tn = *n - k;
	trim (&t, &tn);
	if (!starts_word (t, tn, "ptr"))
	  return 0;
	*s = t + 3;
	*n = tn - 3;
	trim (s, n);
	return sizes[i].bits;
      }
  return 0;
}

/* Add register term T (`rax', `rbx*4', `4*rbx') to memory M.  */
static bool
intel_reg_term (struct asm_opnd_ctx *ctx, const char *t, size_t tn,
		struct mca_mem *m, bool *is_reg)
{
  *is_reg = false;
  const char *star = NULL;
  int depth = 0;
  for (size_t i = 0; i < tn; i++)
    if (t[i] == '(')
      depth++;
    else if (t[i] == ')')
      depth--;
    else if (t[i] == '*' && depth == 0)
      {
	star = t + i;
	break;
      }
  struct asm_opnd_ctx plain = *ctx;
  plain.naked_regs = true;
  if (!star)
    {
      mca_reg r = whole_reg (&plain, t, tn);
      if (!r)
	return true;
      *is_reg = true;
      bool vector = mca_reg_is_vector (r);
      if (!m->base && !vector)
	return check_base (ctx, r) && (m->base = r, true);
      if (m->index)
	return fail (ctx, "too many registers in memory operand");
      m->index = r;
      m->scale = 1;
      return check_index (ctx, r);
    }
  const char *a = t, *b = star + 1;
  size_t an = star - t, bn = t + tn - b;
  trim (&a, &an);
  trim (&b, &bn);
  mca_reg r = whole_reg (&plain, a, an);
  if (r)
    a = b, an = bn;
  else
    r = whole_reg (&plain, b, bn);
  if (!r)
    return true;
  *is_reg = true;
  if (m->index)
    return fail (ctx, "too many index registers in memory operand");
  m->index = r;
  return check_index (ctx, r) && set_scale (ctx, m, a, an);
}

/* An Intel memory reference: displacement and `[...]' groups, e.g.
   `-4[rbp]', `[rax+rbx*4+8]', `.LC0[rip]', `a[0+rax*4]', `fs:40'.  Terms
   are separated by + and - outside parentheses; `[' and `]' only group.
   The constant terms are summed and the symbolic ones kept, as LLVM's
   Intel parser does, so `.LC0[rip+8]' has the displacement `.LC0+8'.  */
#define MAX_TERMS 16

static bool
intel_memory (struct asm_opnd_ctx *ctx, const char *s, size_t n,
	      struct mca_operand *op)
{
  struct mca_mem *m = &op->mem;
  struct { const char *t; size_t n; int sign; } sym[MAX_TERMS];
  size_t nsym = 0;
  int64_t sum = 0;
  int brackets = 0, depth = 0, sign = 1;
  size_t start = 0;

  for (size_t i = 0; i <= n; i++)
    {
      char c = i < n ? s[i] : 0;
      if (c == '(')
	depth++;
      else if (c == ')')
	depth--;
      if (depth > 0 || !(c == 0 || c == '[' || c == ']' || c == '+'
			 || c == '-'))
	continue;
      const char *t = s + start;
      size_t tn = i - start;
      trim (&t, &tn);
      if (tn)
	{
	  bool is_reg;
	  if (!intel_reg_term (ctx, t, tn, m, &is_reg))
	    return false;
	  if (is_reg && sign < 0)
	    return fail (ctx, "cannot subtract a register");
	  if (!is_reg)
	    {
	      int64_t v;
	      bool symbolic;
	      const char *text;
	      m->has_disp = true;
	      if (!expr (ctx, t, tn, &v, &symbolic, &text))
		return false;
	      if (!symbolic)
		sum = (int64_t) ((uint64_t) sum + (uint64_t) (sign * v));
	      else if (nsym == MAX_TERMS)
		return fail (ctx, "memory operand too complex");
	      else
		{
		  sym[nsym].t = t;
		  sym[nsym].n = tn;
		  sym[nsym++].sign = sign;
		}
	    }
	}
      if (c == '[')
	brackets++;
      else if (c == ']' && --brackets < 0)
	return fail (ctx, "unbalanced `]'");
      if (c == '-')
	sign = tn ? -1 : -sign;
      else if (c != '+' || tn)
	sign = 1;
      start = i + 1;
    }
  if (brackets)
    return fail (ctx, "unbalanced `['");
  op->kind = MCA_OPND_MEM;
  m->disp = sum;
  if (!nsym)
    return true;

  /* Re-parse the symbolic terms plus the constant as one expression so
     that it prints like LLVM's Sym+Imm: "(a)-(b)+(8)" -> "(a-b)+8",
     "(foo)+(-8)" -> "foo-8".  */
  size_t cap = 48;
  for (size_t k = 0; k < nsym; k++)
    cap += sym[k].n + 3;
  char *src = XNEWVEC (char, cap);
  size_t len = 0;
  for (size_t k = 0; k < nsym; k++)
    {
      if (k || sym[k].sign < 0)
	src[len++] = sym[k].sign < 0 ? '-' : '+';
      src[len++] = '(';
      memcpy (src + len, sym[k].t, sym[k].n);
      len += sym[k].n;
      src[len++] = ')';
    }
  if (sum)
    len += snprintf (src + len, cap - len, "+(%lld)", (long long) sum);
  bool ok = expr (ctx, src, len, &m->disp, &m->disp_symbolic, &op->expr);
  free (src);
  if (ok && nsym > 1)
    m->disp = sum;
  return ok;
}

static bool
parse_intel (struct asm_opnd_ctx *ctx, const char *s, size_t n,
	     struct mca_operand *op)
{
  bool memory = false;
  unsigned bits = intel_size (&s, &n);

  /* GCC writes indirect jumps as `jmp [QWORD PTR [rax+rdi*8]]'.  */
  if (!bits && n > 2 && s[0] == '[' && s[n - 1] == ']')
    {
      const char *in = s + 1;
      size_t inn = n - 2;
      trim (&in, &inn);
      unsigned b = intel_size (&in, &inn);
      if (b)
	bits = b, s = in, n = inn;
    }
  if (bits)
    {
      memory = true;
      op->mem.size_bits = bits;
    }
  if (!memory && starts_word (s, n, "offset"))
    {
      s += 6, n -= 6;
      trim (&s, &n);
      if (starts_word (s, n, "flat") && n > 4)
	{
	  const char *t = s + 4;
	  size_t tn = n - 4;
	  trim (&t, &tn);
	  if (tn && t[0] == ':')
	    s = t + 1, n = tn - 1;
	}
      op->kind = MCA_OPND_IMM;
      return expr (ctx, s, n, &op->imm, &op->imm_symbolic, &op->expr);
    }
  /* `FLAT:' names the flat segment: no override.  */
  if (starts_word (s, n, "flat"))
    {
      const char *t = s + 4;
      size_t tn = n - 4;
      trim (&t, &tn);
      if (tn && t[0] == ':')
	s = t + 1, n = tn - 1, memory = true;
    }
  /* Segment override `fs:40', `fs:[rax]'.  */
  {
    const char *r = s;
    size_t rn = n, len;
    if (rn && r[0] == '%')
      r++, rn--;
    mca_reg seg = reg_at (r, rn, &len);
    if (seg && mca_reg_class (seg) == MCA_RC_SEG)
      {
	size_t j = len;
	while (j < rn && ISSPACE (r[j]))
	  j++;
	if (j < rn && r[j] == ':')
	  {
	    op->mem.seg = seg;
	    memory = true;
	    s = r + j + 1;
	    n = rn - j - 1;
	    trim (&s, &n);
	  }
      }
  }
  if (!n)
    return fail (ctx, "missing operand");
  if (!memory && !memchr (s, '[', n))
    {
      struct asm_opnd_ctx naked = *ctx;
      naked.naked_regs = true;
      mca_reg r = whole_reg (&naked, s, n);
      if (r)
	{
	  op->kind = MCA_OPND_REG;
	  op->reg = r;
	  op->indirect = ctx->branch;
	  return true;
	}
      if (!expr (ctx, s, n, &op->imm, &op->imm_symbolic, &op->expr))
	return false;
      if (ctx->branch)
	op->kind = MCA_OPND_EXPR;
      else if (!op->imm_symbolic)
	op->kind = MCA_OPND_IMM;
      else
	{
	  /* A bare symbol is a memory reference in Intel syntax.  */
	  op->kind = MCA_OPND_MEM;
	  op->mem.has_disp = true;
	  op->mem.disp_symbolic = true;
	  op->mem.disp = op->imm;
	  op->imm = 0;
	  op->imm_symbolic = false;
	}
      return true;
    }
  op->indirect = ctx->branch;
  return intel_memory (ctx, s, n, op);
}

bool
asm_parse_operand (struct asm_opnd_ctx *ctx, const char *s, size_t n,
		   struct mca_operand *op)
{
  unsigned bcast = 0;
  memset (op, 0, sizeof *op);
  op->mem.scale = 1;
  ctx->err[0] = 0;
  trim (&s, &n);
  op->text = pool_copy (ctx, s, n);
  if (!n)
    return fail (ctx, "missing operand");
  /* A whole operand in braces is a rounding mode: {rn-sae}, {sae}.  */
  if (s[0] == '{' && s[n - 1] == '}' && !memchr (s + 1, '{', n - 1))
    return parse_rounding (ctx, s + 1, n - 2, op);
  if (!strip_decorations (ctx, s, &n, op, &bcast))
    return false;
  if (!n)
    return fail (ctx, "missing operand");
  bool ok = ctx->intel ? parse_intel (ctx, s, n, op)
    : parse_att (ctx, s, n, op);
  if (!ok)
    return false;
  if (bcast)
    {
      if (op->kind != MCA_OPND_MEM)
	return fail (ctx, "broadcast `{1to%u}' on a non-memory operand",
		     bcast);
      op->mem.broadcast = (uint8_t) bcast;
    }
  if ((op->mask || op->zeroing)
      && op->kind != MCA_OPND_REG && op->kind != MCA_OPND_MEM)
    return fail (ctx, "masking on an operand that is not a register or "
		 "memory");
  return true;
}
