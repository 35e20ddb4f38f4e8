/* advice.cc - what to try, in a remark's closing clause.  The remark
   names what binds a loop; the clause says what usually removes it,
   from facts the compiler has: the binding bound's kind, whether its
   chain is floating-point arithmetic GCC keeps in source order, whether
   GCC vectorized the loop or was allowed to, and the rate the loop
   would reach without the bound (the next bound).  The build report
   (gcc-mca-report) explains each at length; a remark stays one line.

   No advice is given where the facts do not support it: a bound whose
   removal would not speed the loop up gets none.  */

#include "gcc-common.h"

#include "plugin.h"

/* Whether M is floating-point arithmetic GCC keeps in source order
   unless -fassociative-math: scalar or packed SSE/AVX add, subtract,
   multiply, min, max and the fused multiply-adds, with or without the
   VEX prefix (vaddsd, addps, vfmadd231pd, vfnmsub213ss), and x87 add,
   subtract and multiply (fadd, faddp, fsubrp, fmul).  */
static bool
fp_arith_mnemonic (const char *m)
{
  static const char *const x87[] = {
    "fadd", "faddp", "fsub", "fsubp", "fsubr", "fsubrp", "fmul", "fmulp"
  };
  for (const char *op : x87)
    if (strcmp (m, op) == 0)
      return true;
  if (*m == 'v')
    m++;
  static const char *const ops[] = {
    "add", "sub", "mul", "min", "max",
    "fmadd", "fmsub", "fnmadd", "fnmsub"
  };
  size_t n = 0;
  for (const char *op : ops)
    if (startswith (m, op))
      {
	n = strlen (op);
	break;
      }
  if (!n)
    return false;
  m += n;
  if (startswith (m, "132") || startswith (m, "213") || startswith (m, "231"))
    m += 3;
  return (m[0] == 's' || m[0] == 'p')
	 && (m[1] == 's' || m[1] == 'd' || m[1] == 'h') && m[2] == 0;
}

/* The mnemonic of INSN ("addq $8, %rax", blanks squeezed) into BUF of
   SIZE, and its operands; NULL when it does not fit.  */
static const char *
split_insn (const char *insn, char *buf, size_t size)
{
  size_t w = strcspn (insn, " ");
  if (w >= size)
    return NULL;
  memcpy (buf, insn, w);
  buf[w] = 0;
  return insn[w] ? insn + w + 1 : insn + w;
}

/* Whether INSN ("addq $8, %rax", blanks squeezed) steps a register by
   a constant: add or sub of an immediate, inc, dec, or lea of a
   displacement from the register into itself.  */
static bool
step_instruction (const char *insn)
{
  char mnem[16];
  const char *ops = split_insn (insn, mnem, sizeof mnem);
  if (!ops)
    return false;
  /* The size suffix, when the bare name is not one itself.  */
  size_t w = strlen (mnem);
  if (w > 3 && strchr ("bwlq", mnem[w - 1]))
    mnem[w - 1] = 0;
  if (!strcmp (mnem, "inc") || !strcmp (mnem, "dec"))
    return true;
  if (!strcmp (mnem, "add") || !strcmp (mnem, "sub"))
    return ops[0] == '$';
  if (strcmp (mnem, "lea"))
    return false;
  /* lea N(%reg), %reg */
  const char *open = strchr (ops, '(');
  const char *close = open ? strchr (open, ')') : NULL;
  if (!open || !close || memchr (open, ',', close - open))
    return false;
  const char *dest = close[1] == ',' ? close + 2 + (close[2] == ' ') : NULL;
  size_t base = close - open - 1;
  return dest && strlen (dest) == base && !strncmp (dest, open + 1, base);
}

enum mca_chain_kind
mca_chain_kind_of (const char *const *insns, size_t n, double cycles)
{
  for (size_t k = 0; k < n; k++)
    {
      char mnem[32];
      if (split_insn (insns[k], mnem, sizeof mnem)
	  && fp_arith_mnemonic (mnem))
	return MCA_CHAIN_FP;
    }
  if (n == 1 && cycles <= 1 && step_instruction (insns[0]))
    return MCA_CHAIN_STEP;
  return MCA_CHAIN_OTHER;
}

/* Whether R's loop would run faster without its binding bound: the
   simulated figure is the bound's, and the next bound lies at least 5%
   below it.  */
static bool
bound_removal_helps (const mca_region_result &r,
		     const mca_advice_facts &facts)
{
  return !facts.past_bounds && r.nbounds > 1 && r.whatif_cycles > 0
	 && r.whatif_cycles < 0.95 * r.cycles_per_iteration;
}

/* " (without it: X cycles/iter)" for R.  */
static void
print_without (const char *it, const mca_region_result &r,
	       pretty_printer *pp)
{
  char w[32];
  snprintf (w, sizeof w, "%.2f", r.whatif_cycles);
  pp_printf (pp, " (without %s: %s cycles/iter)", it, w);
}

bool
mca_gcc_options_of_function (mca_gcc_options *out)
{
  if (!current_function_decl)
    return false;
  const cl_optimization *fo = opts_for_fn (current_function_decl);
  out->vectorizer = fo->x_flag_tree_loop_vectorize;
  switch (fo->x_flag_vect_cost_model)
    {
    case VECT_COST_MODEL_VERY_CHEAP:
      out->vect_cost_model = "very-cheap";
      break;
    case VECT_COST_MODEL_CHEAP:
      out->vect_cost_model = "cheap";
      break;
    case VECT_COST_MODEL_UNLIMITED:
      out->vect_cost_model = "unlimited";
      break;
    default:
      out->vect_cost_model = "dynamic";
      break;
    }
  out->associative_math = fo->x_flag_associative_math;
  return true;
}

/* Why a scalar loop may not have been vectorized, as advice, or NULL
   when GCC was free to try.  */
static const char *
vectorizer_advice (const mca_advice_facts &facts)
{
  if (!facts.have_options)
    return NULL;
  if (!facts.options.vectorizer)
    return "-O3 or -ftree-vectorize, to let GCC vectorize the loop (its "
	   "vectorizer was off)";
  if (strcmp (facts.options.vect_cost_model, "very-cheap") == 0)
    return "-O3 or -fvect-cost-model=dynamic, to let GCC vectorize the "
	   "loop (-O2's cost model takes only loops that cost nothing "
	   "extra)";
  return NULL;
}

/* The advice against R's binding bound, or false where there is none.  */
static bool
print_bound_advice (const mca_region_result &r,
		    const mca_advice_facts &facts, bool vectorizable,
		    pretty_printer *pp)
{
  const mca_bound &top = r.bounds[0];
  bool helps = bound_removal_helps (r, facts);
  bool fp_register = top.what && top.what[0] == '%'
		     && (startswith (top.what, "%st")
			 || (top.what[1] && strchr ("xyz", top.what[1])
			     && startswith (top.what + 2, "mm")));
  bool associative = facts.have_options && facts.options.associative_math;
  const char *advice = NULL, *without = NULL, *noun;
  /* What GCC's approximate sequence does for the divider's operation,
     offered after ADVICE (NULL: none).  */
  const char *approximation = NULL;
  switch (top.kind)
    {
    case MCA_BOUND_DEPENDENCY:
      without = "the chain";
      if (facts.chain == MCA_CHAIN_FP && fp_register && !associative)
	{
	  /* Given even where the next bound is close: GCC may then
	     vectorize the loop too.  */
	  advice = "-fassociative-math (in -ffast-math) or several "
		   "accumulators, if another rounding order is acceptable";
	  helps = true;
	}
      else if (facts.chain == MCA_CHAIN_FP && fp_register)
	advice = "several independent accumulators, combined after the loop";
      else if (facts.chain == MCA_CHAIN_STEP && !vectorizable)
	{
	  /* A pointer or counter stepping once an iteration: unrolling
	     steps it once for several elements.  A loop GCC may still
	     vectorize is better told so (below).  */
	  advice = "unrolling (-funroll-loops, or #pragma GCC unroll 4 "
		   "before the loop), which steps it once for several "
		   "elements";
	  without = "the step";
	}
      else if (facts.chain == MCA_CHAIN_OTHER)
	advice = "independent chains interleaved (unrolling with separate "
		 "accumulators)";
      break;
    case MCA_BOUND_MEMORY:
      advice = "the value kept in a local variable (or restrict pointers), "
	       "so that it stays in a register";
      without = "the store and reload";
      break;
    case MCA_BOUND_DIVIDER:
      /* GCC computes a division or square root of floats from an
	 approximate reciprocal (or reciprocal square root) and a
	 Newton-Raphson step where -ffast-math allows it in a vectorized
	 loop, and with -mrecip in a scalar one (GCC's manual, x86
	 options); anything wider has no such sequence, and no reciprocal
	 helps a square root.  */
      switch (facts.divider)
	{
	case MCA_DIVIDER_INTEGER:
	  advice = "a multiplication by a reciprocal computed before the "
		   "loop, if the divisor does not change (as GCC does for a "
		   "constant divisor)";
	  break;
	case MCA_DIVIDER_FLOAT_ROOT:
	  approximation = "compute single-precision square roots from an "
			  "approximate reciprocal square root";
	  break;
	case MCA_DIVIDER_WIDER_ROOT:
	  break;
	case MCA_DIVIDER_FLOAT_DIVISION:
	  approximation = "divide floats by an approximate reciprocal";
	  /* FALLTHRU */
	case MCA_DIVIDER_NONE:
	case MCA_DIVIDER_WIDER_DIVISION:
	  advice = "a multiplication by a reciprocal computed before the "
		   "loop, if the divisor does not change (-freciprocal-math, "
		   "in -ffast-math, lets GCC do it)";
	  break;
	}
      without = "the divider";
      break;
    case MCA_BOUND_SERIAL:
      /* Fences and pauses are there on purpose.  */
      noun = top.what ? mca_bound_serial_noun (top.what) : NULL;
      if (noun && strcmp (noun, "locked instructions") == 0)
	advice = "a local result in the loop and one atomic operation "
		 "after it";
      without = "them";
      break;
    case MCA_BOUND_CONTROL:
      /* Taken branches beyond those the front end follows a cycle are
	 mostly the body's own: fewer are taken where each branch's
	 common way falls through.  */
      if (top.what && strstr (top.what, " taken branches, "))
	advice = "the common way of each branch laid out to fall through "
		 "(__builtin_expect, or -fprofile-use, which tells GCC which "
		 "way the branches go)";
      else
	advice = "unrolling (-funroll-loops, or #pragma GCC unroll 4 "
		 "before the loop)";
      without = "the branch limit";
      break;
    /* An index register that splits load-ops at rename has no advice:
       GCC's induction variable optimisation gives pointers stepped
       through the loop (*p++) an index register again.  */
    case MCA_BOUND_PORTS:
    case MCA_BOUND_FRONTEND:
    case MCA_BOUND_QUEUE:
      break;
    }
  if ((!advice && !approximation) || !helps)
    return false;
  pp_string (pp, "; to try: ");
  if (advice)
    pp_string (pp, advice);
  if (approximation)
    pp_printf (pp, "%s%s, which lets GCC %s and a Newton-Raphson step, if "
	       "results up to 2 units in the last place off are acceptable",
	       advice ? "; else " : "",
	       facts.vector ? "-ffast-math" : "-mrecip with -ffast-math",
	       approximation);
  if (bound_removal_helps (r, facts))
    print_without (without, r, pp);
  return true;
}

void
mca_print_advice (const mca_region_result &r, const mca_advice_facts &facts,
		  pretty_printer *pp)
{
  /* A loop's calls take time no figure holds: what to try is about
     them (inlining), and the remark names them already.  */
  if (facts.calls)
    return;
  /* Locked instructions, fences and pauses keep a loop scalar.  */
  bool serial = r.nbounds && r.bounds[0].kind == MCA_BOUND_SERIAL;
  const char *vectorize = facts.simple_loop && !facts.vector && !serial
			  ? vectorizer_advice (facts) : NULL;
  if (r.nbounds && print_bound_advice (r, facts, vectorize != NULL, pp))
    return;
  if (vectorize)
    {
      pp_string (pp, "; to try: ");
      pp_string (pp, vectorize);
    }
}
