/* test-models.c - facts of the built-in models that their sources fix:
   the allocation (dispatch) width of each core, a loop whose cycle count
   follows from a latency (a dependent vaddps chain: latency x
   iterations), and GCC's CPU names resolving to the right model.  */

#include <stdlib.h>
#include <string.h>

#include "mca.h"
#include "unit.h"

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

static void
check_width (const char *cpu, unsigned want)
{
  unsigned width = 0;
  cycles_per_iteration (cpu, "nop\n", &width);
  CHECK (width == want);
  if (width != want)
    fprintf (stderr, "  %s: dispatch width %u, want %u\n", cpu, width, want);
}

int
main (void)
{
  /* Allocation widths: 4 on Haswell and Skylake (LLVM says 6 for
     Skylake), 5 on Sunny Cove, 6 on Golden Cove and Zen 3/4, 7 on Zen 5
     (8 by AMD's guide; 7 measured on a Zen 5 host).  */
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
  CHECK (mca_cpu_resolve ("pentium9000", &nearest) == NULL);
  CHECK (mca_cpu_resolve ("native", &nearest) != NULL
	 || mca_cpu_host () == NULL);
  return DONE ();
}
