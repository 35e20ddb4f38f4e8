/* isa_builtin.c - the instruction table built into the library
   (models/x86-64.isa), read through its build-time index
   (isa_index.c).  */

#include "isa_int.h"

#include "embedded.h"
#include "embedded_index.h"

static const char *builtin_error;

const struct mca_isa *
mca_isa_builtin (void)
{
  /* Opened on first use; the library is single-threaded.  The build
     checked the table (models/embed-index.c): opening it through its
     index cannot fail.  A text that is not the one indexed (a unit
     test's own) is loaded whole.  */
  static struct mca_isa *builtin;
  static bool tried;
  if (!tried)
    {
      tried = true;
      if (mca_builtin_isa_len == mca_builtin_isa_index.len)
	builtin = isa_index_open (mca_builtin_isa, mca_builtin_isa_len,
				  &mca_builtin_isa_index);
      else
	{
	  char *err = NULL;
	  builtin = mca_isa_load (mca_builtin_isa, mca_builtin_isa_len, &err);
	  builtin_error = err;
	}
    }
  return builtin;
}

const char *
mca_isa_builtin_error (void)
{
  return builtin_error;
}
