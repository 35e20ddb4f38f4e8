/* model_builtin.c - the CPU models built into the library: their names,
   and loading them (through their build-time index when they have
   one).  */

#include "model.h"

#include <string.h>

#include <libiberty/libiberty.h>

#include "embedded.h"
#include "embedded_index.h"

/* Built-in models.  */

static struct mca_model *builtin_cache[MCA_EMBEDDED_MAX_MODELS];

size_t
mca_model_builtin_count (void)
{
  return mca_embedded_model_count;
}

const char *
mca_model_builtin_name (size_t i)
{
  return i < mca_embedded_model_count ? mca_embedded_models[i].name : NULL;
}

const char *
mca_model_builtin_desc (size_t i)
{
  return i < mca_embedded_model_count ? mca_embedded_models[i].desc : NULL;
}

/* Index of the built-in model called NAME, or else the first that lists
   NAME as an alias (a model's own name wins: LLVM lists `knl' among
   Haswell's aliases, but gcc-mca has a knl model); -1 when none.  */
static long
builtin_index (const char *name)
{
  for (size_t i = 0; i < mca_embedded_model_count; i++)
    if (strcmp (mca_embedded_models[i].name, name) == 0)
      return (long) i;
  for (size_t i = 0; i < mca_embedded_model_count; i++)
    for (const char *const *a = mca_embedded_models[i].aliases; a && *a; a++)
      if (strcmp (*a, name) == 0)
	return (long) i;
  return -1;
}

const char *
mca_model_builtin_lookup (const char *name)
{
  long i = builtin_index (name);
  return i < 0 ? NULL : mca_embedded_models[i].name;
}

const struct mca_model *
mca_model_builtin (const char *name, char **err)
{
  long i = builtin_index (name);
  if (i < 0)
    return NULL;
  if (!builtin_cache[i])
    {
      const struct mca_isa *isa = mca_isa_builtin ();
      if (!isa)
	{
	  *err = xstrdup ("the built-in instruction table does not load");
	  return NULL;
	}
      /* A model read through its index parses what the loops use; one
	 that starts from a base model is read whole.  */
      const struct mca_embedded_model *em = &mca_embedded_models[i];
      const struct mca_model_index *ix = mca_embedded_model_index[i];
      if (ix && (ix->len != em->len || ix->nforms != mca_isa_nforms (isa)))
	ix = NULL;		/* not the texts indexed: a unit test's */
      builtin_cache[i] = ix ? mca_model_load_index (em->text, em->len, ix,
						    isa, err)
			    : mca_model_load (em->text, em->len, isa, err);
    }
  return builtin_cache[i];
}
