/* asm_expr.c - GNU-as/LLVM assembler expressions in operands: parsing with
   GNU operator precedence, constant folding where LLVM's parser folds, and
   printing in LLVM's MCExpr syntax (so `$foo+(8*2)' prints `$foo+16' and
   `foo+8+8' prints `(foo+8)+8', exactly as llvm-mc does).  */

#include "asm_int.h"

#include <string.h>

#include <libiberty/safe-ctype.h>

enum node_kind { N_CONST, N_SYM, N_UNARY, N_BINARY };

enum binop
{
  B_ADD, B_SUB, B_MUL, B_DIV, B_MOD, B_SHL, B_SHR, B_AND, B_OR, B_XOR,
  B_ORNOT, B_EQ, B_NE, B_LT, B_LE, B_GT, B_GE, B_LAND, B_LOR
};

/* Spelling and GNU precedence of each binary operator (higher binds
   tighter; note that | & ^ bind tighter than + and -).  */
static const struct
{
  const char *text;
  int prec;
} binops[] = {
  [B_ADD] = {"+", 3}, [B_SUB] = {"-", 3}, [B_MUL] = {"*", 5},
  [B_DIV] = {"/", 5}, [B_MOD] = {"%", 5}, [B_SHL] = {"<<", 5},
  [B_SHR] = {">>", 5}, [B_AND] = {"&", 4}, [B_OR] = {"|", 4},
  [B_XOR] = {"^", 4}, [B_ORNOT] = {"!", 4}, [B_EQ] = {"==", 2},
  [B_NE] = {"!=", 2}, [B_LT] = {"<", 2}, [B_LE] = {"<=", 2},
  [B_GT] = {">", 2}, [B_GE] = {">=", 2}, [B_LAND] = {"&&", 1},
  [B_LOR] = {"||", 1}
};

struct node
{
  enum node_kind kind;
  int op;			/* enum binop, or the unary operator char */
  int64_t val;			/* N_CONST */
  const char *name;		/* N_SYM, as written */
  size_t name_len;
  const char *spec;		/* N_SYM: modifier after `@', or NULL */
  size_t spec_len;
  int a, b;			/* operands */
};

/* Operand expressions are short; these limits only stop hostile input.  */
#define MAX_NODES 128
#define MAX_DEPTH 40

struct parser
{
  const char *s;
  size_t n, i;
  bool intel;
  int depth;
  int nnodes;
  const char *err;
  struct node nodes[MAX_NODES];
};

static void
skip_ws (struct parser *p)
{
  while (p->i < p->n && (p->s[p->i] == ' ' || p->s[p->i] == '\t'))
    p->i++;
}

static int
peek (struct parser *p, size_t k)
{
  return p->i + k < p->n ? (unsigned char) p->s[p->i + k] : 0;
}

static int
new_node (struct parser *p, enum node_kind kind)
{
  if (p->nnodes == MAX_NODES)
    {
      p->err = "expression too complex";
      return -1;
    }
  struct node *nd = &p->nodes[p->nnodes];
  memset (nd, 0, sizeof *nd);
  nd->kind = kind;
  nd->a = nd->b = -1;
  return p->nnodes++;
}

static bool
ident_start (int c)
{
  return ISALPHA (c) || c == '_' || c == '.' || c == '$';
}

static bool
ident_char (int c)
{
  return ISALNUM (c) || c == '_' || c == '.' || c == '$';
}

/* Evaluate node K if it is absolute.  Arithmetic wraps like LLVM's int64
   arithmetic; operations LLVM cannot evaluate (division by zero) fail.  */
static bool
eval (const struct parser *p, int k, int64_t *out)
{
  /* Set on failure too, which inlining cannot always tell is never read
     (-O3 with a profile warns).  */
  *out = 0;
  const struct node *nd = &p->nodes[k];
  uint64_t l, r;
  int64_t sl = 0, sr = 0;
  switch (nd->kind)
    {
    case N_CONST:
      *out = nd->val;
      return true;
    case N_SYM:
      return false;
    case N_UNARY:
      if (!eval (p, nd->a, &sl))
	return false;
      l = (uint64_t) sl;
      switch (nd->op)
	{
	case '-': *out = (int64_t) (0 - l); break;
	case '~': *out = (int64_t) ~l; break;
	case '!': *out = !l; break;
	default: *out = sl; break;
	}
      return true;
    case N_BINARY:
      if (!eval (p, nd->a, &sl) || !eval (p, nd->b, &sr))
	return false;
      l = (uint64_t) sl;
      r = (uint64_t) sr;
      switch ((enum binop) nd->op)
	{
	case B_ADD: *out = (int64_t) (l + r); break;
	case B_SUB: *out = (int64_t) (l - r); break;
	case B_MUL: *out = (int64_t) (l * r); break;
	case B_DIV:
	case B_MOD:
	  if (sr == 0 || (sr == -1 && sl == INT64_MIN))
	    return false;
	  *out = nd->op == B_DIV ? sl / sr : sl % sr;
	  break;
	case B_SHL: *out = (int64_t) (l << (r & 63)); break;
	case B_SHR: *out = (int64_t) (l >> (r & 63)); break;
	case B_AND: *out = (int64_t) (l & r); break;
	case B_OR: *out = (int64_t) (l | r); break;
	case B_XOR: *out = (int64_t) (l ^ r); break;
	case B_ORNOT: *out = (int64_t) (l | ~r); break;
	  /* Comparisons give -1 for true, as in GNU as and LLVM.  */
	case B_EQ: *out = sl == sr ? -1 : 0; break;
	case B_NE: *out = sl != sr ? -1 : 0; break;
	case B_LT: *out = sl < sr ? -1 : 0; break;
	case B_LE: *out = sl <= sr ? -1 : 0; break;
	case B_GT: *out = sl > sr ? -1 : 0; break;
	case B_GE: *out = sl >= sr ? -1 : 0; break;
	case B_LAND: *out = sl && sr; break;
	case B_LOR: *out = sl || sr; break;
	}
      return true;
    }
  return false;
}

/* Turn node K into a constant when it is absolute (LLVM folds the
   contents of parentheses and whole expressions, nothing else).  */
static void
fold (struct parser *p, int k)
{
  int64_t v;
  if (p->nodes[k].kind != N_CONST && eval (p, k, &v))
    {
      p->nodes[k].kind = N_CONST;
      p->nodes[k].val = v;
    }
}

static int parse_binary (struct parser *p, int min_prec);

static int
digit_value (int c)
{
  if (ISDIGIT (c))
    return c - '0';
  if (ISXDIGIT (c))
    return TOLOWER (c) - 'a' + 10;
  return 99;
}

static int
parse_number (struct parser *p)
{
  size_t start = p->i, end = start;
  while (end < p->n && ISALNUM (p->s[end]))
    end++;
  const char *t = p->s + start;
  size_t len = end - start;
  unsigned base = 10;
  size_t dstart = 0, dend = len;

  /* `1f' and `1b' refer to the local label `1:' forward or back.  */
  if (len >= 2 && (t[len - 1] == 'f' || t[len - 1] == 'b'))
    {
      bool digits = true;
      for (size_t k = 0; k + 1 < len; k++)
	digits &= ISDIGIT (t[k]) != 0;
      if (digits && !(len == 2 && t[0] == '0' && t[1] == 'b'))
	{
	  int k = new_node (p, N_SYM);
	  if (k < 0)
	    return -1;
	  p->nodes[k].name = t;
	  p->nodes[k].name_len = len;
	  p->i = end;
	  return k;
	}
    }
  if (len > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X'))
    base = 16, dstart = 2;
  else if (len > 2 && t[0] == '0' && (t[1] == 'b' || t[1] == 'B'))
    base = 2, dstart = 2;
  else if (p->intel && len > 1 && (t[len - 1] == 'h' || t[len - 1] == 'H'))
    base = 16, dend = len - 1;
  else if (len > 1 && t[0] == '0')
    base = 8, dstart = 1;

  uint64_t v = 0;
  for (size_t k = dstart; k < dend; k++)
    {
      unsigned d = digit_value ((unsigned char) t[k]);
      if (d >= base)
	{
	  p->err = "invalid number";
	  return -1;
	}
      if (v > (UINT64_MAX - d) / base)
	{
	  p->err = "number out of range";
	  return -1;
	}
      v = v * base + d;
    }
  int k = new_node (p, N_CONST);
  if (k < 0)
    return -1;
  p->nodes[k].val = (int64_t) v;
  p->i = end;
  return k;
}

static int
parse_symbol (struct parser *p)
{
  size_t start = p->i;
  if (p->s[p->i] == '"')
    {
      p->i++;
      while (p->i < p->n && p->s[p->i] != '"')
	p->i += p->s[p->i] == '\\' ? 2 : 1;
      if (p->i >= p->n)
	{
	  p->err = "unterminated quoted symbol";
	  return -1;
	}
      p->i++;
    }
  else
    while (p->i < p->n && ident_char ((unsigned char) p->s[p->i]))
      p->i++;
  int k = new_node (p, N_SYM);
  if (k < 0)
    return -1;
  struct node *nd = &p->nodes[k];
  nd->name = p->s + start;
  nd->name_len = p->i - start;
  if (peek (p, 0) == '@')
    {
      size_t s0 = ++p->i;
      while (p->i < p->n && (ISALNUM (p->s[p->i]) || p->s[p->i] == '_'))
	p->i++;
      if (p->i == s0)
	{
	  p->err = "expected relocation specifier after `@'";
	  return -1;
	}
      nd->spec = p->s + s0;
      nd->spec_len = p->i - s0;
    }
  return k;
}

static int
parse_primary (struct parser *p)
{
  skip_ws (p);
  int c = peek (p, 0);
  if (c == 0)
    {
      p->err = "missing expression";
      return -1;
    }
  if (++p->depth > MAX_DEPTH)
    {
      p->err = "expression nested too deeply";
      return -1;
    }
  int k = -1;
  if (c == '(')
    {
      p->i++;
      k = parse_binary (p, 1);
      if (k >= 0)
	{
	  skip_ws (p);
	  if (peek (p, 0) != ')')
	    {
	      p->err = "expected `)' in expression";
	      k = -1;
	    }
	  else
	    {
	      p->i++;
	      fold (p, k);
	    }
	}
    }
  else if (c == '-' || c == '~' || c == '!' || c == '+')
    {
      p->i++;
      int sub = parse_primary (p);
      if (sub >= 0 && (k = new_node (p, N_UNARY)) >= 0)
	{
	  p->nodes[k].op = c;
	  p->nodes[k].a = sub;
	}
    }
  else if (ISDIGIT (c))
    k = parse_number (p);
  else if (c == '\'')
    {
      /* 'c' character constant (LLVM wants the closing quote).  */
      int ch = peek (p, 1);
      size_t len = 2;
      if (ch == '\\')
	{
	  int e = peek (p, 2);
	  ch = e == 'n' ? '\n' : e == 't' ? '\t' : e == '0' ? 0 : e;
	  len = 3;
	}
      if (!ch && len == 2)
	p->err = "bad character constant";
      else if ((k = new_node (p, N_CONST)) >= 0)
	{
	  p->nodes[k].val = ch;
	  p->i += len;
	  if (peek (p, 0) == '\'')
	    p->i++;
	}
    }
  else if (ident_start (c) || c == '"')
    k = parse_symbol (p);
  else
    p->err = "unexpected character in expression";
  p->depth--;
  return k;
}

/* The binary operator at the cursor, or -1.  */
static int
peek_binop (struct parser *p, size_t *len)
{
  int c = peek (p, 0), d = peek (p, 1);
  *len = 2;
  if (c == '<' && d == '<') return B_SHL;
  if (c == '>' && d == '>') return B_SHR;
  if (c == '=' && d == '=') return B_EQ;
  if (c == '!' && d == '=') return B_NE;
  if (c == '<' && d == '>') return B_NE;
  if (c == '<' && d == '=') return B_LE;
  if (c == '>' && d == '=') return B_GE;
  if (c == '&' && d == '&') return B_LAND;
  if (c == '|' && d == '|') return B_LOR;
  *len = 1;
  switch (c)
    {
    case '+': return B_ADD;
    case '-': return B_SUB;
    case '*': return B_MUL;
    case '/': return B_DIV;
    case '%': return B_MOD;
    case '&': return B_AND;
    case '|': return B_OR;
    case '^': return B_XOR;
    case '!': return B_ORNOT;
    case '<': return B_LT;
    case '>': return B_GT;
    default: return -1;
    }
}

/* Precedence climbing; operators of equal precedence associate left.  */
static int
parse_binary (struct parser *p, int min_prec)
{
  int lhs = parse_primary (p);
  while (lhs >= 0)
    {
      skip_ws (p);
      size_t len;
      int op = peek_binop (p, &len);
      if (op < 0 || binops[op].prec < min_prec)
	break;
      p->i += len;
      if (++p->depth > MAX_DEPTH)
	{
	  p->err = "expression nested too deeply";
	  return -1;
	}
      int rhs = parse_binary (p, binops[op].prec + 1);
      p->depth--;
      if (rhs < 0)
	return -1;
      int k = new_node (p, N_BINARY);
      if (k < 0)
	return -1;
      p->nodes[k].op = op;
      p->nodes[k].a = lhs;
      p->nodes[k].b = rhs;
      lhs = k;
    }
  return lhs;
}

static bool
trivial (const struct parser *p, int k)
{
  return p->nodes[k].kind == N_CONST || p->nodes[k].kind == N_SYM;
}

/* The printed text, grown as needed.  */
struct buf
{
  char *p;
  size_t len, cap;
};

static void
grow (struct buf *b, const char *s, size_t n)
{
  if (b->len + n + 1 > b->cap)
    {
      b->cap = 2 * b->cap + n + 32;
      b->p = XRESIZEVEC (char, b->p, b->cap);
    }
  memcpy (b->p + b->len, s, n);
  b->len += n;
}

static void
grow1 (struct buf *b, char c)
{
  grow (b, &c, 1);
}

static void
print_const (struct buf *ob, int64_t v)
{
  char buf[32];
  int len = snprintf (buf, sizeof buf, "%lld", (long long) v);
  grow (ob, buf, len);
}

/* Print node K the way LLVM's MCExpr::print does.  */
static void
print_node (const struct parser *p, int k, struct buf *ob)
{
  const struct node *nd = &p->nodes[k];
  switch (nd->kind)
    {
    case N_CONST:
      print_const (ob, nd->val);
      return;
    case N_SYM:
      grow (ob, nd->name, nd->name_len);
      if (nd->spec)
	{
	  /* LLVM prints relocation specifiers in upper case (@TPOFF).  */
	  grow1 (ob, '@');
	  for (size_t i = 0; i < nd->spec_len; i++)
	    grow1 (ob, TOUPPER (nd->spec[i]));
	}
      return;
    case N_UNARY:
      grow1 (ob, nd->op);
      if (p->nodes[nd->a].kind == N_BINARY)
	{
	  grow1 (ob, '(');
	  print_node (p, nd->a, ob);
	  grow1 (ob, ')');
	}
      else
	print_node (p, nd->a, ob);
      return;
    case N_BINARY:
      break;
    }
  if (trivial (p, nd->a))
    print_node (p, nd->a, ob);
  else
    {
      grow1 (ob, '(');
      print_node (p, nd->a, ob);
      grow1 (ob, ')');
    }
  /* "X-42" rather than "X+-42".  */
  if (nd->op == B_ADD && p->nodes[nd->b].kind == N_CONST
      && p->nodes[nd->b].val < 0)
    {
      print_const (ob, p->nodes[nd->b].val);
      return;
    }
  grow (ob, binops[nd->op].text, strlen (binops[nd->op].text));
  if (trivial (p, nd->b))
    print_node (p, nd->b, ob);
  else
    {
      grow1 (ob, '(');
      print_node (p, nd->b, ob);
      grow1 (ob, ')');
    }
}

bool
asm_expr_parse (const char *s, size_t n, bool intel, struct objalloc *oa,
		struct asm_expr *out, const char **err)
{
  struct parser ps, *p = &ps;
  p->s = s;
  p->n = n;
  p->i = 0;
  p->intel = intel;
  p->depth = 0;
  p->nnodes = 0;
  p->err = NULL;
  memset (out, 0, sizeof *out);

  int root = parse_binary (p, 1);
  if (root >= 0)
    {
      skip_ws (p);
      if (p->i < p->n)
	{
	  p->err = "unexpected token in expression";
	  root = -1;
	}
    }
  if (root < 0)
    {
      *err = p->err ? p->err : "invalid expression";
      return false;
    }
  fold (p, root);
  const struct node *r = &p->nodes[root];
  if (r->kind == N_CONST)
    out->value = r->val;
  else
    {
      out->symbolic = true;
      /* SYM+N / SYM-N: keep N as the numeric part.  */
      if (r->kind == N_BINARY && (r->op == B_ADD || r->op == B_SUB)
	  && p->nodes[r->a].kind == N_SYM && p->nodes[r->b].kind == N_CONST)
	out->value = r->op == B_ADD ? p->nodes[r->b].val
	  : (int64_t) (0 - (uint64_t) p->nodes[r->b].val);
      struct buf b = {NULL, 0, 0};
      print_node (p, root, &b);
      out->text = asm_strdup (oa, b.p, b.len);
      free (b.p);
    }
  return true;
}
