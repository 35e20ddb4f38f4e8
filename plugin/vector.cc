/* vector.cc - whether a loop is vectorized, and how many elements an
   iteration of its machine loop handles.  A vectorized loop's figures
   are per machine iteration, which does the work of several source
   iterations: its time per element is what compares with the scalar
   loop.

   The vectorizer's memory accesses carry the vector type it gave them
   (MEM_EXPR, `MEM <vector(8) float> [...]'), where a structure copy
   done with vector moves keeps its own type: an access of a vector type
   is the vectorizer's (or the user's vector extensions).  A loop whose
   gathers are emulated loads its elements one by one and adds them as
   a vector: arithmetic on a vector mode counts too (logic does not: a
   vector xor zeroes a register).  An iteration handles the lanes of the
   widest of these in elements: the vectorization factor of a loop that
   is not unrolled further, as GCC leaves its vectorized loops unless
   -funroll-loops.  */

#include "gcc-common.h"

#include "plugin.h"

/* The element of vector MODE in words, plural: "floats".  */
static const char *
element_words (machine_mode mode)
{
  scalar_mode inner = GET_MODE_INNER (mode);
  if (SCALAR_FLOAT_MODE_P (inner))
    switch (GET_MODE_BITSIZE (inner))
      {
      case 16:
	return "half-precision floats";
      case 32:
	return "floats";
      case 64:
	return "doubles";
      default:
	return "floating-point elements";
      }
  switch (GET_MODE_BITSIZE (inner))
    {
    case 8:
      return "bytes";
    case 16:
      return "16-bit integers";
    case 32:
      return "32-bit integers";
    case 64:
      return "64-bit integers";
    default:
      return "elements";
    }
}

/* Whether X is a vector access of the vectorizer's, or arithmetic on
   vectors.  */
static bool
vector_work (const_rtx x)
{
  if (!VECTOR_MODE_P (GET_MODE (x)))
    return false;
  if (MEM_P (x))
    {
      tree expr = MEM_EXPR (x);
      return expr && TREE_TYPE (expr)
	&& TREE_CODE (TREE_TYPE (expr)) == VECTOR_TYPE;
    }
  switch (GET_CODE (x))
    {
    case PLUS: case MINUS: case MULT: case DIV: case FMA:
    case SMIN: case SMAX: case UMIN: case UMAX: case NEG: case ABS:
    case SQRT: case SS_PLUS: case US_PLUS: case SS_MINUS: case US_MINUS:
    case ASHIFT: case ASHIFTRT: case LSHIFTRT:
    case FLOAT: case FIX: case FLOAT_EXTEND: case FLOAT_TRUNCATE:
      return true;
    default:
      return false;
    }
}

bool
mca_find_vector_lanes (const vec<mca_unit_insn> &insns, mca_vector_lanes *out)
{
  out->lanes = out->bits = 0;
  out->element = NULL;
  for (const mca_unit_insn &ui : insns)
    {
      if (!ui.insn || !NONDEBUG_INSN_P (ui.insn))
	continue;
      subrtx_iterator::array_type array;
      FOR_EACH_SUBRTX (iter, array, PATTERN (ui.insn), ALL)
	{
	  const_rtx x = *iter;
	  if (!vector_work (x))
	    continue;
	  machine_mode mode = GET_MODE (x);
	  if (!GET_MODE_NUNITS (mode).is_constant ())
	    continue;
	  unsigned lanes = GET_MODE_NUNITS (mode).to_constant ();
	  if (lanes > out->lanes)
	    {
	      out->lanes = lanes;
	      out->bits = GET_MODE_BITSIZE (mode).to_constant ();
	      out->element = element_words (mode);
	    }
	}
    }
  return out->lanes > 1;
}
