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
#include "cpu_names.def"
};

struct nearest_entry
{
  const char *model, *next;
};

static const struct nearest_entry nearest_table[] = {
#define MCA_NEAREST(MODEL, NEXT) { MODEL, NEXT },
#include "cpu_names.def"
};

struct host_entry
{
  char vendor;
  unsigned family, lo, hi;
  const char *name;
};

static const struct host_entry host_table[] = {
#define MCA_HOST(VENDOR, FAMILY, LO, HI, NAME) { VENDOR, FAMILY, LO, HI, NAME },
#include "cpu_names.def"
};

enum cpuid_feature
{
  FEATURE_NONE,
#define MCA_CPUID_FEATURE(FEATURE, LEAF, SUBLEAF, REG, BIT) FEATURE_##FEATURE,
#include "cpu_names.def"
};

struct feature_entry
{
  unsigned leaf, subleaf, reg, bit;
};

/* Indexed by enum cpuid_feature.  */
static const struct feature_entry feature_table[] = {
  { 0, 0, 0, 0 },
#define MCA_CPUID_FEATURE(FEATURE, LEAF, SUBLEAF, REG, BIT) \
  { LEAF, SUBLEAF, REG, BIT },
#include "cpu_names.def"
};

struct host_nearest_entry
{
  char vendor;
  unsigned min_family;
  enum cpuid_feature feature;
  const char *model, *why;
};

static const struct host_nearest_entry host_nearest_table[] = {
#define MCA_HOST_NEAREST(VENDOR, MIN_FAMILY, FEATURE, MODEL, WHY) \
  { VENDOR, MIN_FAMILY, FEATURE_##FEATURE, MODEL, WHY },
#include "cpu_names.def"
};

#define COUNT(a) (sizeof (a) / sizeof (a)[0])

/* cpuid through the caller's function, and the highest basic leaf.  */
struct cpuid_source
{
  mca_cpuid_fn cpuid;
  void *ctx;
  unsigned max_leaf;
};

static bool
query (const struct cpuid_source *src, unsigned leaf, unsigned subleaf,
       unsigned regs[4])
{
  regs[0] = regs[1] = regs[2] = regs[3] = 0;
  if (leaf > src->max_leaf)
    return false;
  return src->cpuid (src->ctx, leaf, subleaf, regs);
}

static bool
has_feature (const struct cpuid_source *src, enum cpuid_feature feature)
{
  if (feature == FEATURE_NONE)
    return true;
  const struct feature_entry *f = &feature_table[feature];
  unsigned regs[4];
  /* Leaf 7's subleaves beyond the highest one (leaf 7, subleaf 0, EAX)
     are not defined.  */
  if (f->leaf == 7 && f->subleaf > 0
      && (!query (src, 7, 0, regs) || regs[0] < f->subleaf))
    return false;
  return query (src, f->leaf, f->subleaf, regs)
    && (regs[f->reg] >> f->bit) & 1;
}

/* Size in bytes of the cache a cpuid leaf-4 subleaf R describes.  */
static unsigned long long
leaf4_cache_bytes (const unsigned r[4])
{
  unsigned long long ways = ((r[1] >> 22) & 0x3ff) + 1;
  unsigned long long parts = ((r[1] >> 12) & 0x3ff) + 1;
  unsigned long long line = (r[1] & 0xfff) + 1;
  unsigned long long sets = (unsigned long long) r[2] + 1;
  return ways * parts * line * sets;
}

/* The caches cpuid leaf 4 describes: the largest (the last level) and
   the level-1 instruction cache, in bytes (0 when not described).  */
struct leaf4_caches
{
  unsigned long long largest, instruction;
};

static struct leaf4_caches
leaf4_caches (const struct cpuid_source *src)
{
  struct leaf4_caches c = { 0, 0 };
  for (unsigned sub = 0; sub < 16; sub++)
    {
      unsigned r[4];
      if (!query (src, 4, sub, r) || (r[0] & 0x1f) == 0)
	break;
      unsigned long long bytes = leaf4_cache_bytes (r);
      if (bytes > c.largest)
	c.largest = bytes;
      /* Type 2 is an instruction cache; bits 7:5 the level.  */
      if ((r[0] & 0x1f) == 2 && ((r[0] >> 5) & 7) == 1 && !c.instruction)
	c.instruction = bytes;
    }
  return c;
}

/* Hypervisors may report the model number of an older core (seen on this
   project's machines: model 167, Rocket Lake, on cores with AMX), so the
   Xeon cores with AMX are recognised by their ISA and caches: AMX-TILE
   and AVX512-FP16 first came with Sapphire Rapids, AMX-FP16 with Granite
   Rapids, whose Redwood Cove cores also have a 64 KiB instruction cache
   (Golden and Raptor Cove: 32 KiB; a guest may hide AMX-FP16 but not the
   cache).  Emerald Rapids has Sapphire Rapids' ISA but a last-level cache
   larger than any Sapphire Rapids part (up to 320 MB against 112.5 MB).  */
static const char *
intel_server_core_by_features (const struct cpuid_source *src)
{
  if (!has_feature (src, FEATURE_AMX_TILE)
      || !has_feature (src, FEATURE_AVX512_FP16))
    return NULL;
  struct leaf4_caches caches = leaf4_caches (src);
  if (has_feature (src, FEATURE_AMX_FP16)
      || caches.instruction >= 64 * 1024)
    return "graniterapids";
  if (caches.largest > 120ull * 1024 * 1024)
    return "emeraldrapids";
  return "sapphirerapids";
}

void
mca_cpu_identify (mca_cpuid_fn cpuid, void *ctx, struct mca_host_cpu *out)
{
  memset (out, 0, sizeof *out);
  struct cpuid_source src = { cpuid, ctx, 0 };
  unsigned r[4];
  if (!query (&src, 0, 0, r))
    return;
  src.max_leaf = r[0];
  /* "GenuineIntel" and "AuthenticAMD": EBX holds the first four bytes.  */
  char vendor;
  if (r[1] == 0x756e6547)
    vendor = 'I';
  else if (r[1] == 0x68747541)
    vendor = 'A';
  else
    return;
  if (!query (&src, 1, 0, r))
    return;
  unsigned family = (r[0] >> 8) & 0xf, model = (r[0] >> 4) & 0xf;
  if (family == 0xf)
    family += (r[0] >> 20) & 0xff;
  if (family == 6 || family >= 0xf)
    model |= ((r[0] >> 16) & 0xf) << 4;
  out->vendor = vendor;
  out->family = family;
  out->model = model;
  if (vendor == 'I' && family == 6)
    out->name = intel_server_core_by_features (&src);
  /* First match wins: the table lists narrow ranges before wide ones.  */
  for (size_t k = 0; k < COUNT (host_table) && !out->name; k++)
    if (host_table[k].vendor == vendor && host_table[k].family == family
	&& model >= host_table[k].lo && model <= host_table[k].hi)
      out->name = host_table[k].name;
  for (size_t k = 0; k < COUNT (host_nearest_table) && !out->name; k++)
    {
      const struct host_nearest_entry *e = &host_nearest_table[k];
      if (e->vendor == vendor && family >= e->min_family
	  && has_feature (&src, e->feature))
	{
	  out->name = e->model;
	  out->nearest_why = e->why;
	}
    }
}

#if defined(__x86_64__) || defined(__i386__)
static bool
host_cpuid (void *ctx, unsigned leaf, unsigned subleaf, unsigned regs[4])
{
  (void) ctx;
  if (__get_cpuid_max (leaf & 0x80000000u, NULL) < leaf)
    return false;
  __cpuid_count (leaf, subleaf, regs[0], regs[1], regs[2], regs[3]);
  return true;
}
#endif

void
mca_cpu_host_info (struct mca_host_cpu *out)
{
#if defined(__x86_64__) || defined(__i386__)
  mca_cpu_identify (host_cpuid, NULL, out);
#else
  memset (out, 0, sizeof *out);
#endif
}

const char *
mca_cpu_host (void)
{
  struct mca_host_cpu h;
  mca_cpu_host_info (&h);
  return h.name;
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

/* NAME (not "native") resolved as mca_cpu_resolve says.  */
static const char *
resolve_name (const char *name, bool *nearest)
{
  bool approximate = false;
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

const char *
mca_cpu_resolve (const char *name, bool *nearest)
{
  if (nearest)
    *nearest = false;
  if (!name || !*name)
    return NULL;
  if (strcmp (name, "native") != 0 && strcmp (name, "host") != 0)
    return resolve_name (name, nearest);
  struct mca_host_cpu h;
  mca_cpu_host_info (&h);
  if (!h.name)
    return NULL;
  const char *model = resolve_name (h.name, nearest);
  /* A core newer than the table: its nearest model by features.  */
  if (model && h.nearest_why && nearest)
    *nearest = true;
  return model;
}
