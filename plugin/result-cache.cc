/* result-cache.cc - a translation unit often holds the same loop body
   several times (inlined helpers, macro- or template-made functions, one
   kernel per type): each body is simulated once per model and iteration
   count, and its figures reused.  */

#include "gcc-common.h"
#include "plugin.h"

static hash_map<nofree_string_hash, mca_region_result *> *cache;

static char *
dup_or_null (const char *s)
{
  return s ? xstrdup (s) : NULL;
}

/* A deep copy of R into *OUT (owned by the caller; free it with
   mca_region_result_free).  */
static void
copy_result (const mca_region_result &r, mca_region_result *out)
{
  *out = r;
  out->name = dup_or_null (r.name);
  out->inst_lines = XNEWVEC (unsigned, r.ninstructions ? r.ninstructions : 1);
  if (r.inst_lines)
    memcpy (out->inst_lines, r.inst_lines,
	    r.ninstructions * sizeof *r.inst_lines);
  out->bounds = r.nbounds ? XNEWVEC (mca_bound, r.nbounds) : NULL;
  for (size_t k = 0; k < r.nbounds; k++)
    {
      out->bounds[k] = r.bounds[k];
      out->bounds[k].what = dup_or_null (r.bounds[k].what);
      out->bounds[k].words = dup_or_null (r.bounds[k].words);
    }
  out->chain = r.nchain ? XNEWVEC (mca_chain_link, r.nchain) : NULL;
  for (size_t k = 0; k < r.nchain; k++)
    {
      out->chain[k] = r.chain[k];
      out->chain[k].reg = dup_or_null (r.chain[k].reg);
    }
}

bool
mca_cache_lookup (const char *key, mca_region_result *out)
{
  if (!cache)
    return false;
  mca_region_result **slot = cache->get (key);
  if (!slot)
    return false;
  copy_result (**slot, out);
  return true;
}

void
mca_cache_store (const char *key, const mca_region_result &r)
{
  if (!cache)
    cache = new hash_map<nofree_string_hash, mca_region_result *> ();
  if (cache->get (key))
    return;
  mca_region_result *copy = XNEW (mca_region_result);
  copy_result (r, copy);
  cache->put (xstrdup (key), copy);
}

void
mca_cache_clear (void)
{
  if (!cache)
    return;
  for (auto it = cache->begin (); it != cache->end (); ++it)
    {
      free (const_cast<char *> ((*it).first));
      mca_region_result_free ((*it).second);
      free ((*it).second);
    }
  delete cache;
  cache = NULL;
}
