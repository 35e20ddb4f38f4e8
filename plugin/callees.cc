/* callees.cc - the functions a loop calls.  The simulation runs a loop's
   own instructions: a call is its call instruction, and the time spent
   in the function called is in no figure.  The remark and the record
   name the functions, so that a reader knows what the figures leave
   out.  */

#include "gcc-common.h"

#include "plugin.h"

/* The name of the function CALL_INSN calls, as the source writes it
   (malloc-ed), or NULL for a call through a pointer.  */
static char *
callee_name (rtx_insn *call_insn)
{
  rtx call = get_call_rtx_from (call_insn);
  if (!call || !MEM_P (XEXP (call, 0)))
    return NULL;
  rtx addr = XEXP (XEXP (call, 0), 0);
  if (GET_CODE (addr) != SYMBOL_REF)
    return NULL;
  tree decl = SYMBOL_REF_DECL (addr);
  if (decl && DECL_P (decl) && DECL_NAME (decl))
    return xstrdup (lang_hooks.decl_printable_name (decl, 2));
  const char *sym = targetm.strip_name_encoding (XSTR (addr, 0));
  return xstrdup (sym);
}

void
mca_find_callees (const vec<mca_unit_insn> &insns, mca_callees *out)
{
  out->indirect = out->ncalls = 0;
  for (const mca_unit_insn &ui : insns)
    {
      if (!ui.insn || !CALL_P (ui.insn))
	continue;
      out->ncalls++;
      char *name = callee_name (ui.insn);
      if (!name)
	{
	  out->indirect++;
	  continue;
	}
      bool seen = false;
      for (const char *n : out->names)
	seen |= strcmp (n, name) == 0;
      if (seen)
	free (name);
      else
	out->names.safe_push (name);
    }
}

void
mca_release_callees (mca_callees *c)
{
  for (char *n : c->names)
    free (n);
  c->names.release ();
  c->indirect = c->ncalls = 0;
}

/* "calls free and g (not simulated: ...)".  Names past the fourth are
   counted, not listed: the remark stays one readable line.  */
void
mca_print_callees (const mca_callees &c, pretty_printer *pp)
{
  const unsigned listed_max = 4;
  unsigned nnames = c.names.length ();
  unsigned listed = nnames < listed_max ? nnames : listed_max;
  unsigned items = listed + (nnames > listed) + (c.indirect > 0);
  if (!items)
    return;
  unsigned functions = nnames + (c.indirect > 0);
  pp_string (pp, "; calls ");
  unsigned k = 0;
  auto separator = [&] () {
    if (k == 0)
      return;
    pp_string (pp, k + 1 == items ? (items > 2 ? ", and " : " and ")
	       : ", ");
  };
  for (; k < listed; k++)
    {
      separator ();
      pp_string (pp, c.names[k]);
    }
  if (nnames > listed)
    {
      separator ();
      pp_printf (pp, "%u other functions", nnames - listed);
      k++;
    }
  if (c.indirect)
    {
      separator ();
      pp_string (pp, c.indirect == 1 ? "a function through a pointer"
		 : "functions through pointers");
      k++;
    }
  bool one_function = functions == 1 && c.indirect <= 1;
  pp_printf (pp, " (not simulated: these figures count the call %s, not "
	     "the time spent in the %s)",
	     c.ncalls == 1 ? "instruction" : "instructions",
	     one_function ? "function" : "functions");
}
