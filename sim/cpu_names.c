/* cpu_names.c - from a CPU name (GCC's -march=/-mtune= spelling, a model
   name, or "native") to the built-in model that represents it.  The table
   is data: cpu_names.def.  */

#include <stdbool.h>
#include <stddef.h>
#include <string.h>

#if defined(__x86_64__) || defined(__i386__)
#include <cpuid.h>
#endif

#include "mca.h"
#include "model.h"

struct cpu_entry
{
  const char *name, *model;
  bool exact;
};

static const struct cpu_entry cpu_table[] = {
#define MCA_CPU(NAME, MODEL, EXACT) { NAME, MODEL, EXACT },
#define MCA_NEAREST(MODEL, NEXT)
#define MCA_HOST(VENDOR, FAMILY, LO, HI, NAME)
#include "cpu_names.def"
#undef MCA_CPU
#undef MCA_NEAREST
#undef MCA_HOST
};

struct nearest_entry
{
  const char *model, *next;
};

static const struct nearest_entry nearest_table[] = {
#define MCA_CPU(NAME, MODEL, EXACT)
#define MCA_NEAREST(MODEL, NEXT) { MODEL, NEXT },
#define MCA_HOST(VENDOR, FAMILY, LO, HI, NAME)
#include "cpu_names.def"
#undef MCA_CPU
#undef MCA_NEAREST
#undef MCA_HOST
};

struct host_entry
{
  char vendor;
  unsigned family, lo, hi;
  const char *name;
};

static const struct host_entry host_table[] = {
#define MCA_CPU(NAME, MODEL, EXACT)
#define MCA_NEAREST(MODEL, NEXT)
#define MCA_HOST(VENDOR, FAMILY, LO, HI, NAME) { VENDOR, FAMILY, LO, HI, NAME },
#include "cpu_names.def"
#undef MCA_CPU
#undef MCA_NEAREST
#undef MCA_HOST
};

#define COUNT(a) (sizeof (a) / sizeof (a)[0])

#if defined(__x86_64__) || defined(__i386__)
/* Size in bytes of the last-level cache (cpuid leaf 4), 0 if unknown.  */
static unsigned long long
last_level_cache_size (void)
{
  unsigned long long best = 0;
  for (unsigned sub = 0; sub < 16; sub++)
    {
      unsigned eax, ebx, ecx, edx;
      __cpuid_count (4, sub, eax, ebx, ecx, edx);
      if ((eax & 0x1f) == 0)
	break;
      unsigned long long ways = ((ebx >> 22) & 0x3ff) + 1;
      unsigned long long parts = ((ebx >> 12) & 0x3ff) + 1;
      unsigned long long line = (ebx & 0xfff) + 1;
      unsigned long long sets = (unsigned long long) ecx + 1;
      if (ways * parts * line * sets > best)
	best = ways * parts * line * sets;
    }
  return best;
}

/* Hypervisors may report the model number of an older core (seen on this
   project's CI machines: model 167, Rocket Lake, on a core with AMX), so
   the Xeon cores with AMX are recognised by their ISA: AMX-TILE and
   AVX512-FP16 first came with Sapphire Rapids, AMX-FP16 with Granite
   Rapids.  Emerald Rapids has Sapphire Rapids' ISA but a last-level cache
   larger than any Sapphire Rapids part (up to 320 MB against 112.5 MB).  */
static const char *
intel_server_core_by_features (void)
{
  unsigned eax, ebx, ecx, edx;
  if (__get_cpuid_max (0, NULL) < 7)
    return NULL;
  __cpuid_count (7, 0, eax, ebx, ecx, edx);
  bool amx_tile = (edx >> 24) & 1, avx512_fp16 = (edx >> 23) & 1;
  if (!amx_tile || !avx512_fp16)
    return NULL;
  __cpuid_count (7, 1, eax, ebx, ecx, edx);
  if ((eax >> 21) & 1)
    return "graniterapids";
  if (last_level_cache_size () > 120ull * 1024 * 1024)
    return "emeraldrapids";
  return "sapphirerapids";
}
#endif

const char *
mca_cpu_host (void)
{
#if defined(__x86_64__) || defined(__i386__)
  unsigned eax, ebx, ecx, edx;
  if (!__get_cpuid (0, &eax, &ebx, &ecx, &edx))
    return NULL;
  char vendor;
  /* "GenuineIntel" and "AuthenticAMD": EBX holds the first four bytes.  */
  if (ebx == 0x756e6547)
    vendor = 'I';
  else if (ebx == 0x68747541)
    vendor = 'A';
  else
    return NULL;
  if (!__get_cpuid (1, &eax, &ebx, &ecx, &edx))
    return NULL;
  unsigned family = (eax >> 8) & 0xf, model = (eax >> 4) & 0xf;
  if (family == 0xf)
    family += (eax >> 20) & 0xff;
  if (family == 6 || family >= 0xf)
    model |= ((eax >> 16) & 0xf) << 4;
  const char *by_features = vendor == 'I' && family == 6
    ? intel_server_core_by_features () : NULL;
  if (by_features)
    return by_features;
  /* First match wins: the table lists narrow ranges before wide ones.  */
  for (size_t k = 0; k < COUNT (host_table); k++)
    if (host_table[k].vendor == vendor && host_table[k].family == family
	&& model >= host_table[k].lo && model <= host_table[k].hi)
      return host_table[k].name;
#endif
  return NULL;
}

/* The built-in model whose own name is NAME, or NULL.  */
static const char *
primary_model (const char *name)
{
  for (size_t i = 0; i < mca_model_builtin_count (); i++)
    if (strcmp (mca_model_builtin_name (i), name) == 0)
      return mca_model_builtin_name (i);
  return NULL;
}

const char *
mca_cpu_resolve (const char *name, bool *nearest)
{
  bool approximate = false;
  if (nearest)
    *nearest = false;
  if (!name || !*name)
    return NULL;
  if (strcmp (name, "native") == 0 || strcmp (name, "host") == 0)
    {
      name = mca_cpu_host ();
      if (!name)
	return NULL;
    }
  /* A model's own name is exact; LLVM's aliases in the model files only
     say which CPUs LLVM gives that model (knl -> haswell, x86-64-v3 ->
     haswell), so they come after the table and only as the nearest.  */
  const char *model = primary_model (name);
  if (model)
    return model;

  const char *want = NULL;
  for (size_t k = 0; k < COUNT (cpu_table) && !want; k++)
    if (strcmp (cpu_table[k].name, name) == 0)
      {
	want = cpu_table[k].model;
	approximate = !cpu_table[k].exact;
      }
  if (!want)
    {
      model = mca_model_builtin_lookup (name);
      if (model && nearest)
	*nearest = true;
      return model;
    }
  /* Walk the nearest-model chain until a built-in model answers; the
     bound guards against a cycle in the table.  */
  for (size_t steps = 0; want && steps <= COUNT (nearest_table); steps++)
    {
      model = primary_model (want);
      if (model)
	{
	  if (nearest)
	    *nearest = approximate;
	  return model;
	}
      approximate = true;
      const char *next = NULL;
      for (size_t k = 0; k < COUNT (nearest_table) && !next; k++)
	if (strcmp (nearest_table[k].model, want) == 0)
	  next = nearest_table[k].next;
      want = next;
    }
  return NULL;
}
