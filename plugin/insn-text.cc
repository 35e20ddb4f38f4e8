/* insn-text.cc - the exact assembly text GCC's final pass will print for
   one insn, obtained before final runs by calling the same output
   routines with asm_out_file redirected to memory.

   Outside final, output_operand_lossage is an internal compiler error
   (final only turns it into an error while it prints an asm statement),
   so extended asm templates are checked here first and, when they use
   anything the check cannot vouch for, the insn is reported as not
   analysable instead.  */

#include "gcc-common.h"
#include "plugin.h"

/* Is operand OP something x86's size modifier LETTER prints without
   complaint?  */
static bool
modifier_ok (char letter, rtx op)
{
  if (GET_CODE (op) == SUBREG)
    op = SUBREG_REG (op);
  switch (letter)
    {
    case 'b': case 'w': case 'k': case 'q':
      return !REG_P (op) || GENERAL_REGNO_P (REGNO (op));
    case 'x': case 't': case 'g':
      return REG_P (op) && SSE_REGNO_P (REGNO (op));
    case 'c': case 'n':
      return CONST_INT_P (op);
    case 'P':
      return GET_CODE (op) == SYMBOL_REF || CONST_INT_P (op);
    default:
      return false;
    }
}

/* Does TEMPLATE refer only to operands 0..N-1 of OPS, with modifiers
   known to be safe for them?  */
static bool
asm_template_ok (const char *tmpl, int n, rtx *ops)
{
  for (const char *p = tmpl; *p; p++)
    {
      if (*p != '%')
	continue;
      p++;
      /* %% %= and the dialect braces print no operand.  */
      if (*p == '%' || *p == '=' || *p == '{' || *p == '|' || *p == '}')
	continue;
      char letter = 0;
      if (ISALPHA (*p))
	letter = *p++;
      if (!ISDIGIT (*p))
	return false;
      int opno = 0;
      while (ISDIGIT (*p))
	{
	  opno = opno * 10 + (*p - '0');
	  if (opno >= n)
	    return false;
	  p++;
	}
      p--;
      if (letter && !modifier_ok (letter, ops[opno]))
	return false;
    }
  return true;
}

/* The ASM_INPUT of a basic asm (possibly inside a PARALLEL), or NULL.  */
static rtx
basic_asm (rtx body)
{
  if (GET_CODE (body) == ASM_INPUT)
    return body;
  if (GET_CODE (body) == PARALLEL && XVECLEN (body, 0) > 0
      && GET_CODE (XVECEXP (body, 0, 0)) == ASM_INPUT)
    return XVECEXP (body, 0, 0);
  return NULL_RTX;
}

/* output_addr_const calls assemble_external for each external symbol it
   prints, and that call records the symbol in the list whose order the
   visibility directives at the end of the .s file (.internal, .hidden)
   follow.  Printing a loop's insns before final prints their function
   would record those symbols earlier than final does and reorder the
   lines.  So while an insn is printed, the public external decls it
   names are made to look non-public, which assemble_external ignores,
   and then restored.  */
class hidden_externals
{
public:
  explicit hidden_externals (rtx body)
  {
    subrtx_iterator::array_type array;
    FOR_EACH_SUBRTX (iter, array, body, ALL)
      {
	const_rtx x = *iter;
	if (GET_CODE (x) != SYMBOL_REF || CONSTANT_POOL_ADDRESS_P (x))
	  continue;
	tree decl = SYMBOL_REF_DECL (x);
	if (decl && DECL_P (decl) && DECL_EXTERNAL (decl)
	    && TREE_PUBLIC (decl))
	  {
	    TREE_PUBLIC (decl) = 0;
	    decls.safe_push (decl);
	  }
      }
  }
  ~hidden_externals ()
  {
    for (tree decl : decls)
      TREE_PUBLIC (decl) = 1;
  }

private:
  auto_vec<tree, 8> decls;
};

/* The memory stream the output routines print into, opened once: a
   stream per insn cost more than printing the insn.  */
static FILE *text_stream;
static char *text_buf;
static size_t text_size;

char *
mca_insn_text (rtx_insn *insn, const char **why)
{
  rtx body = PATTERN (insn);
  *why = NULL;
  if (GET_CODE (body) == USE || GET_CODE (body) == CLOBBER)
    return xstrdup ("");

  if (!text_stream)
    text_stream = open_memstream (&text_buf, &text_size);
  if (!text_stream)
    {
      *why = "out of memory";
      return NULL;
    }
  FILE *mem = text_stream;
  rewind (mem);
  FILE *saved_out = asm_out_file;
  rtx_insn *saved_current = current_output_insn;
  int saved_alternative = which_alternative;
  asm_out_file = mem;
  current_output_insn = insn;
  hidden_externals hidden (body);

  bool ok = true;
  if (rtx input = basic_asm (body))
    {
      const char *s = XSTR (input, 0);
      if (*s)
	fprintf (mem, "\t%s\n", s);
    }
  else if (asm_noperands (body) >= 0)
    {
      int n = asm_noperands (body);
      rtx *ops = XALLOCAVEC (rtx, n > 0 ? n : 1);
      location_t loc;
      const char *tmpl = decode_asm_operands (body, ops, NULL, NULL, NULL,
					      &loc);
      if (!tmpl || !asm_template_ok (tmpl, n, ops))
	{
	  ok = false;
	  *why = "an inline asm operand the plugin cannot check";
	}
      else if (*tmpl)
	output_asm_insn (tmpl, ops);
    }
  else
    {
      int code = recog_memoized (insn);
      if (code < 0)
	{
	  ok = false;
	  *why = "an insn GCC's recognizer does not know";
	}
      else
	{
	  /* As final does: the operands extracted and cached for INSN.
	     An output function may ask for an attribute, and the
	     attribute functions extract INSN again unless it is the cached
	     one, which resets which_alternative: *add<mode>_2 at -Os then
	     printed with alternative -1 and failed its assertion.  */
	  recog_data.insn = NULL;
	  extract_insn_cached (insn);
	  if (!constrain_operands_cached (insn, 1))
	    {
	      ok = false;
	      *why = "an insn whose operands match no alternative";
	    }
	  else
	    {
	      /* Some templates are functions that print lines themselves:
		 the redirection above catches those too.  */
	      const char *tmpl = get_insn_template (code, insn);
	      if (tmpl)
		output_asm_insn (tmpl, recog_data.operand);
	    }
	}
    }

  long len = ftell (mem);
  fflush (mem);
  asm_out_file = saved_out;
  current_output_insn = saved_current;
  recog_data.insn = NULL;
  which_alternative = saved_alternative;
  if (!ok || len < 0)
    return NULL;
  return xstrndup (text_buf, len);
}

void
mca_insn_text_fini (void)
{
  if (text_stream)
    fclose (text_stream);
  free (text_buf);
  text_stream = NULL;
  text_buf = NULL;
  text_size = 0;
}
