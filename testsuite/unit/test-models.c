/* test-models.c - facts of the built-in models that their sources fix:
   the allocation (dispatch) width of each core, a loop whose cycle count
   follows from a latency (a dependent vaddps chain: latency x
   iterations), GCC's CPU names resolving to the right model, and hosts
   identified from cpuid values (faked: CPUs this test does not run on),
   cores newer than the table taking the nearest modern model; every
   resource of every model named in plain words, and units merged into
   one phrase; analyses one after another with other models and call
   latencies keep to their own instruction descriptions.  */

#include <stdlib.h>
#include <string.h>

#include "mca.h"
#include "model.h"
#include "resource_words.h"
#include "unit.h"

/* Every resource of every built-in model has a label, and none is an
   LLVM name.  */
static void
check_labels (void)
{
  for (size_t i = 0; i < mca_model_builtin_count (); i++)
    {
      char *err = NULL;
      const struct mca_model *m
	= mca_model_builtin (mca_model_builtin_name (i), &err);
      CHECK (m != NULL);
      if (!m)
	{
	  free (err);
	  continue;
	}
      for (unsigned r = 1; r < m->nres; r++)
	{
	  const char *label = m->res[r].label;
	  CHECK (label && *label && strcmp (label, m->res[r].name) != 0);
	}
    }
}

/* The resource of M named NAME.  */
static unsigned
res (const struct mca_model *m, const char *name)
{
  unsigned r = mca_model_find_resource (m, name);
  CHECK (r != 0);
  return r;
}

static void
check_units_words (void)
{
  char *err = NULL;
  const struct mca_model *skl = mca_model_builtin ("skylake", &err);
  const struct mca_model *zn4 = mca_model_builtin ("znver4", &err);
  CHECK (skl && zn4);
  if (!skl || !zn4)
    return;
  unsigned a[] = { res (skl, "SKLPort6"), res (skl, "SKLPort2"),
		   res (skl, "SKLPort0"), res (skl, "SKLPort3"),
		   res (skl, "SKLPort6") };
  char *w = mca_units_words (skl, a, 5);
  CHECK (strcmp (w, "ports 0 and 6 and load ports 2 and 3") == 0);
  free (w);
  unsigned b[] = { res (zn4, "Zn4FP3"), res (zn4, "Zn4FP2") };
  w = mca_units_words (zn4, b, 2);
  CHECK (strcmp (w, "FP pipes 2 and 3") == 0);
  free (w);
  unsigned c[] = { res (zn4, "Zn4ALU1"), res (zn4, "Divider"),
		   res (zn4, "Zn4Load") };
  w = mca_units_words (zn4, c, 3);
  CHECK (strcmp (w, "integer ALU 1, divider and load pipes") == 0);
  free (w);
  CHECK (strcmp (mca_resource_words (zn4, res (zn4, "Zn4FPVMul01")),
		 "FP pipes 0 and 3") == 0);
  w = mca_units_words (zn4, c, 0);
  CHECK (strcmp (w, "") == 0);
  free (w);
}

static double
cycles_per_iteration (const char *cpu, const char *text, unsigned *width)
{
  struct mca_options o;
  mca_options_init (&o);
  o.cpu = cpu;
  o.analyze_bottlenecks = true;
  struct mca_result r;
  double c = -1;
  if (mca_analyze (text, strlen (text), &o, &r) == 0 && r.nregions)
    {
      c = (double) r.regions[0].total_cycles / r.regions[0].iterations;
      for (size_t k = 0; k < r.regions[0].nbounds; k++)
	if (r.regions[0].bounds[k].kind == MCA_BOUND_FRONTEND)
	  *width = (unsigned) strtoul (r.regions[0].bounds[k].what
				       + strlen ("dispatch width "), NULL, 10);
    }
  mca_result_free (&r);
  return c;
}

/* The report of TEXT on CPU with calls taking CALL_LATENCY cycles (0:
   the default), its instruction table and the units' pressure shown;
   NULL when the analysis fails.  The caller frees it.  */
static char *
report_of (const char *cpu, unsigned call_latency, const char *text)
{
  struct mca_options o;
  mca_options_init (&o);
  o.cpu = cpu;
  o.call_latency = call_latency;
  o.views = MCA_VIEW_DEFAULT | MCA_VIEW_RESOURCE_PRESSURE;
  struct mca_result r;
  char *report = NULL;
  if (mca_analyze (text, strlen (text), &o, &r) == 0)
    {
      report = r.report;
      r.report = NULL;
    }
  mca_result_free (&r);
  return report;
}

/* An analysis takes the descriptions the one before it built when it
   has the same model and call latency (mca.c, kept_descs), and only
   then: analyses that alternate models and call latencies report what
   each gave the first time.  */
static void
check_kept_descriptions (void)
{
  static const char text[] =
    "vfmadd231ps (%rdi), %ymm1, %ymm2\n"
    "vpermq $0x4e, %ymm2, %ymm3\n"
    "imulq %rax, %rbx\n"
    "call f\n"
    "addq $8, %rdi\n"
    "cmpq %rsi, %rdi\n"
    "jne .L1\n";
  char *zen = report_of ("znver3", 0, text);
  char *zen_slow_calls = report_of ("znver3", 50, text);
  char *intel = report_of ("sapphirerapids", 0, text);
  char *zen_again = report_of ("znver3", 0, text);
  char *zen_slow_again = report_of ("znver3", 50, text);
  char *intel_again = report_of ("sapphirerapids", 0, text);
  CHECK (zen && zen_slow_calls && intel && zen_again && zen_slow_again
	 && intel_again);
  if (zen && zen_slow_calls && intel && zen_again && zen_slow_again
      && intel_again)
    {
      /* The call latency and the model each change the report.  */
      CHECK (strcmp (zen, zen_slow_calls) != 0);
      CHECK (strcmp (zen, intel) != 0);
      CHECK_STR (zen_again, zen);
      CHECK_STR (zen_slow_again, zen_slow_calls);
      CHECK_STR (intel_again, intel);
    }
  free (zen);
  free (zen_slow_calls);
  free (intel);
  free (zen_again);
  free (zen_slow_again);
  free (intel_again);
}

static void
check_width (const char *cpu, unsigned want)
{
  unsigned width = 0;
  cycles_per_iteration (cpu, "nop\n", &width);
  CHECK (width == want);
  if (width != want)
    fprintf (stderr, "  %s: dispatch width %u, want %u\n", cpu, width, want);
}


/* A CPU as cpuid describes it: the leaves the identification reads.  */
struct fake_cpu
{
  char vendor;			/* 'I', 'A', or 'C' (CentaurHauls) */
  unsigned family, model;	/* display family and model */
  unsigned max_leaf;		/* 0: 7 */
  unsigned leaf7_0[4], leaf7_1[4];	/* EAX EBX ECX EDX */
  unsigned long long llc;	/* bytes of a leaf-4 unified cache */
  unsigned long long l1i;	/* bytes of a leaf-4 instruction cache */
};

enum
{
  AVX512F = 1u << 16,		/* leaf 7.0 EBX */
  HYBRID = 1u << 15, AVX512_FP16 = 1u << 23, AMX_TILE = 1u << 24,	/* EDX */
  AVX_VNNI = 1u << 4, AMX_FP16 = 1u << 21	/* leaf 7.1 EAX */
};

static bool
fake_cpuid (void *ctx, unsigned leaf, unsigned subleaf, unsigned regs[4])
{
  const struct fake_cpu *c = ctx;
  unsigned max = c->max_leaf ? c->max_leaf : 7;
  regs[0] = regs[1] = regs[2] = regs[3] = 0;
  if (leaf > max)
    return false;
  if (leaf == 0)
    {
      static const unsigned vendors[][3] = {
	{ 0x756e6547, 0x6c65746e, 0x49656e69 },	/* GenuineIntel */
	{ 0x68747541, 0x444d4163, 0x69746e65 },	/* AuthenticAMD */
	{ 0x746e6543, 0x736c7561, 0x48727561 },	/* CentaurHauls */
      };
      const unsigned *v = vendors[c->vendor == 'I' ? 0
				  : c->vendor == 'A' ? 1 : 2];
      regs[0] = max, regs[1] = v[0], regs[2] = v[1], regs[3] = v[2];
    }
  else if (leaf == 1)
    {
      /* The signature: family 6 and 15 and up split as the SDM says.  */
      unsigned base = c->family >= 0xf ? 0xf : c->family;
      unsigned ext = c->family >= 0xf ? c->family - 0xf : 0;
      regs[0] = (ext << 20) | ((c->model >> 4) << 16) | (base << 8)
		| ((c->model & 0xf) << 4) | 1;
    }
  else if (leaf == 4)
    {
      /* The level-1 instruction cache first, then a unified level-3
	 cache, each of 16 ways of 64-byte lines: type, level, size.  */
      unsigned long long sizes[2] = { c->l1i, c->llc };
      unsigned kinds[2] = { 2 | (1 << 5), 3 | (3 << 5) };
      unsigned n = 0;
      for (unsigned k = 0; k < 2; k++)
	if (sizes[k] && n++ == subleaf)
	  {
	    regs[0] = kinds[k];
	    regs[1] = (15u << 22) | 63;
	    regs[2] = (unsigned) (sizes[k] / (16 * 64) - 1);
	  }
    }
  else if (leaf == 7)
    memcpy (regs, subleaf == 0 ? c->leaf7_0 : subleaf == 1 ? c->leaf7_1
	    : (const unsigned[4]) { 0 }, 4 * sizeof (unsigned));
  return true;
}

/* Identify C: the name, and the reason when it is only the nearest
   model (NULL: the table's own).  */
static void
check_host (struct fake_cpu c, const char *name, const char *why)
{
  struct mca_host_cpu h;
  mca_cpu_identify (fake_cpuid, &c, &h);
  CHECK_STR (h.name, name);
  CHECK (h.family == c.family && h.model == c.model);
  if (why)
    CHECK_STR (h.nearest_why, why);
  else
    CHECK (h.nearest_why == NULL);
  /* The name resolves to a built-in model.  */
  CHECK (mca_cpu_resolve (h.name, NULL) != NULL);
}

/* A fake_cpu's initializer: vendor, family and model.  */
#define AMD(FAMILY, MODEL) .vendor = 'A', .family = FAMILY, .model = MODEL
#define INTEL(FAMILY, MODEL) .vendor = 'I', .family = FAMILY, .model = MODEL
#define CPU(...) ((struct fake_cpu) { __VA_ARGS__ })

static void
check_hosts (void)
{
  /* Cores the table names.  Zen 5 is this project's host.  */
  check_host (CPU (AMD (0x1a, 0x44), .leaf7_0 = { 1, AVX512F }), "znver5",
	      NULL);
  check_host (CPU (AMD (0x19, 0x11), .leaf7_0 = { 1, AVX512F }), "znver4",
	      NULL);
  check_host (CPU (AMD (0x17, 0x31)), "znver2", NULL);
  check_host (CPU (INTEL (6, 0x97), .leaf7_0 = { 1, 0, 0, HYBRID },
		   .leaf7_1 = { AVX_VNNI }), "alderlake", NULL);
  check_host (CPU (INTEL (6, 0x55), .leaf7_0 = { 0, AVX512F }),
	      "skylake-avx512", NULL);
  /* Xeons with AMX by their ISA, whatever model number a hypervisor
     gives (167: Rocket Lake).  */
  struct fake_cpu spr = CPU (INTEL (6, 0xa7),
			     .leaf7_0 = { 1, AVX512F, 0,
					  AMX_TILE | AVX512_FP16 });
  check_host (spr, "sapphirerapids", NULL);
  spr.l1i = 32 << 10;
  check_host (spr, "sapphirerapids", NULL);
  spr.llc = 320ull << 20;
  check_host (spr, "emeraldrapids", NULL);
  /* Granite Rapids by AMX-FP16, or, where a guest hides it (the Granite
     Rapids host: model 167, 480 MiB of L3), by Redwood Cove's 64 KiB
     instruction cache.  */
  struct fake_cpu gnr = spr;
  gnr.leaf7_1[0] = AMX_FP16;
  check_host (gnr, "graniterapids", NULL);
  gnr = spr;
  gnr.l1i = 64 << 10;
  gnr.llc = 480ull << 20;
  check_host (gnr, "graniterapids", NULL);

  /* Newer than the table: by vendor, family and features, not btver2.  */
  check_host (CPU (AMD (0x1b, 0x02), .leaf7_0 = { 1, AVX512F }), "znver5",
	      "an AMD core of family 26 or later");
  check_host (CPU (AMD (0x18, 0x00), .leaf7_0 = { 0, AVX512F }), "znver4",
	      "an AMD core with AVX-512");
  check_host (CPU (AMD (0x12, 0x01)), "znver3",
	      "an AMD core without AVX-512");
  /* Arrow Lake (198), Lunar Lake (189): hybrid, with AVX-VNNI; Sierra
     Forest (175): E-cores alone, with AVX-VNNI.  */
  static const unsigned avx_vnni_cores[] = { 0xc6, 0xbd, 0xaf };
  for (size_t k = 0; k < 3; k++)
    check_host (CPU (INTEL (6, avx_vnni_cores[k]),
		     .leaf7_0 = { 1, 0, 0, avx_vnni_cores[k] != 0xaf
					   ? HYBRID : 0 },
		     .leaf7_1 = { AVX_VNNI }),
		"alderlake", "an Intel core with AVX-VNNI");
  check_host (CPU (INTEL (6, 0xfe), .leaf7_0 = { 0, 0, 0, HYBRID }),
	      "alderlake", "a hybrid Intel core");
  /* A later family with AMX (Diamond Rapids is family 19), and a core
     with AVX-512 alone.  */
  check_host (CPU (INTEL (0x13, 0x01),
		   .leaf7_0 = { 1, AVX512F, 0, AMX_TILE | AVX512_FP16 }),
	      "sapphirerapids", "an Intel core with AMX");
  check_host (CPU (INTEL (6, 0xfe), .leaf7_0 = { 0, AVX512F }),
	      "sapphirerapids", "an Intel core with AVX-512");
  static const char plain[]
    = "an Intel core without AVX-512, AVX-VNNI or hybrid cores";
  check_host (CPU (INTEL (6, 0xfe)), "skylake", plain);
  /* AVX-VNNI is in leaf 7's subleaf 1, which a CPU whose highest
     subleaf is 0 does not have: bits there mean nothing; nor leaf 7's
     below a highest leaf of 7.  */
  check_host (CPU (INTEL (6, 0xfe), .leaf7_1 = { AVX_VNNI }), "skylake",
	      plain);
  check_host (CPU (INTEL (6, 0xfe), .max_leaf = 1,
		   .leaf7_0 = { 1, AVX512F }), "skylake", plain);

  /* Another vendor: not identified.  */
  struct fake_cpu via = CPU (.vendor = 'C', .family = 6, .model = 0x0f);
  struct mca_host_cpu h;
  mca_cpu_identify (fake_cpuid, &via, &h);
  CHECK (h.name == NULL && h.vendor == 0);
}

int
main (void)
{
  /* Allocation widths: 4 on Haswell and Skylake (LLVM says 6 for
     Skylake), 5 on Sunny Cove, 6 on Golden Cove and Zen 3/4, 7 on Zen 5
     (8 by AMD's guide; 7 measured on a Zen 5 host).  */
  check_width ("sandybridge", 4);
  check_width ("haswell", 4);
  check_width ("skylake", 4);
  check_width ("skylake-avx512", 4);
  check_width ("icelake-server", 5);
  check_width ("alderlake", 6);
  check_width ("sapphirerapids", 6);
  check_width ("znver3", 6);
  check_width ("znver4", 6);
  check_width ("znver5", 7);
  check_width ("knl", 2);
  check_kept_descriptions ();

  /* A dependent chain of vaddps runs at its latency: 4 cycles on
     Skylake, 3 on Alder Lake P (LLVM's and uops.info's figure), Haswell
     and Zen 3/4, 2 on the sapphirerapids model and Zen 5 (measured on
     hosts of each: models/gen/class-fixes).  */
  static const struct { const char *cpu; double latency; } chain[] = {
    { "skylake", 4 }, { "alderlake", 3 }, { "sapphirerapids", 2 },
    { "znver3", 3 }, { "znver4", 3 }, { "znver5", 2 }, { "haswell", 3 },
    { "knl", 6 },		/* Intel optimization manual, ch. 17 */
  };
  for (size_t k = 0; k < sizeof chain / sizeof chain[0]; k++)
    {
      unsigned w;
      double c = cycles_per_iteration (chain[k].cpu,
				       "vaddps %ymm0, %ymm1, %ymm1\n", &w);
      CHECK (c >= chain[k].latency && c < chain[k].latency + 0.1);
      if (!(c >= chain[k].latency && c < chain[k].latency + 0.1))
	fprintf (stderr, "  %s: %.2f cycles/iter, want %.0f\n", chain[k].cpu,
		 c, chain[k].latency);
    }

  /* GCC's names.  */
  bool nearest;
  CHECK_STR (mca_cpu_resolve ("cascadelake", &nearest), "skylake-avx512");
  CHECK (!nearest);
  CHECK_STR (mca_cpu_resolve ("tigerlake", &nearest), "icelake-server");
  CHECK (!nearest);
  CHECK_STR (mca_cpu_resolve ("emeraldrapids", &nearest), "sapphirerapids");
  CHECK (!nearest);
  CHECK_STR (mca_cpu_resolve ("graniterapids", &nearest), "graniterapids");
  CHECK (!nearest);
  CHECK_STR (mca_cpu_resolve ("raptorlake", &nearest), "alderlake");
  CHECK (!nearest);
  CHECK_STR (mca_cpu_resolve ("znver5", &nearest), "znver5");
  CHECK (!nearest);
  CHECK_STR (mca_cpu_resolve ("znver2", &nearest), "znver3");
  CHECK (nearest);
  CHECK_STR (mca_cpu_resolve ("broadwell", &nearest), "haswell");
  CHECK (nearest);
  CHECK_STR (mca_cpu_resolve ("knl", &nearest), "knl");
  CHECK (!nearest);
  CHECK_STR (mca_cpu_resolve ("knm", &nearest), "knl");
  CHECK (nearest);		/* Knights Mill: KNL's core, other VPUs */
  /* llvm-mca's generic targets are LLVM's Sandy Bridge model.  */
  CHECK_STR (mca_cpu_resolve ("generic", &nearest), "sandybridge");
  CHECK (!nearest);
  CHECK_STR (mca_cpu_resolve ("x86-64", &nearest), "sandybridge");
  CHECK (!nearest);
  CHECK_STR (mca_cpu_resolve ("x86-64-v2", &nearest), "sandybridge");
  CHECK (!nearest);
  CHECK_STR (mca_cpu_resolve ("corei7-avx", &nearest), "sandybridge");
  CHECK (!nearest);
  CHECK_STR (mca_cpu_resolve ("ivybridge", &nearest), "sandybridge");
  CHECK (nearest);
  CHECK (mca_cpu_resolve ("pentium9000", &nearest) == NULL);
  CHECK (mca_cpu_resolve ("native", &nearest) != NULL
	 || mca_cpu_host () == NULL);
  check_hosts ();
  check_labels ();
  check_units_words ();
  return DONE ();
}
