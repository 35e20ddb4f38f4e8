/* test-pipeline.c - the simulation through the public API: llvm-mca's
   documented dot-product figures on btver2, model files derived from a
   built-in model, and errors on bad input.  */

#include <stdlib.h>
#include <string.h>

#include "mca.h"
#include "unit.h"

static const char dot[] =
  "vmulps %xmm0, %xmm1, %xmm2\n"
  "vhaddps %xmm2, %xmm2, %xmm3\n"
  "vhaddps %xmm3, %xmm3, %xmm4\n";

static int
run (const char *text, struct mca_options *o, struct mca_result *r)
{
  return mca_analyze (text, strlen (text), o, r);
}

static bool
has_diag (const struct mca_result *r, const char *needle)
{
  for (size_t k = 0; k < r->ndiags; k++)
    if (strstr (r->diags[k].message, needle))
      return true;
  return false;
}

static void
test_dot_product (void)
{
  struct mca_options o;
  struct mca_result r;
  mca_options_init (&o);
  o.cpu = "btver2";
  o.iterations = 300;
  CHECK (run (dot, &o, &r) == 0);
  CHECK (r.nregions == 1);
  if (r.nregions == 1)
    {
      CHECK (r.regions[0].total_cycles == 611);
      CHECK (r.regions[0].iterations == 300);
      CHECK (r.regions[0].ninstructions == 3);
      CHECK (r.regions[0].block_rthroughput == 2.0);
    }
  CHECK (strstr (r.report, "IPC:               1.47\n") != NULL);
  mca_result_free (&r);
}

/* The manual's figures came from a model where vhaddps took 3 cycles.  */
static void
test_model_override (void)
{
  static const char model[] =
    "base\tbtver2\n"
    "model\tbtver2-vhaddps3\n"
    "sched\t900001\tvhaddps-lat3\t1\t-\tJFPA:1,JFPU0:1,JFPU01:1,JFPX:1\t3\t-\n"
    "op\tVHADDPSrr\t900001\n";
  struct mca_options o;
  struct mca_result r;
  mca_options_init (&o);
  o.model_text = model;
  o.model_len = strlen (model);
  o.iterations = 300;
  CHECK (run (dot, &o, &r) == 0);
  if (r.nregions == 1)
    CHECK (r.regions[0].total_cycles == 610);
  mca_result_free (&r);
}

static void
test_errors (void)
{
  struct mca_options o;
  struct mca_result r;
  mca_options_init (&o);

  o.cpu = "no-such-cpu";
  CHECK (run (dot, &o, &r) == 1);
  CHECK (has_diag (&r, "unknown CPU `no-such-cpu'"));
  mca_result_free (&r);

  o.cpu = "btver2";
  CHECK (run ("", &o, &r) == 1);
  CHECK (has_diag (&r, "no assembly instructions found"));
  mca_result_free (&r);

  CHECK (run ("frobnicate %eax\n", &o, &r) == 1);
  CHECK (r.ndiags > 0 && r.diags[0].line == 1);
  mca_result_free (&r);

  /* AVX-512 parses but btver2 has no data for it.  */
  static const char avx512[] = "vaddps %zmm1, %zmm2, %zmm3\naddl %eax, %ebx\n";
  CHECK (run (avx512, &o, &r) == 1);
  CHECK (has_diag (&r, "-skip-unsupported-instructions"));
  mca_result_free (&r);
  o.skip_unsupported = true;
  CHECK (run (avx512, &o, &r) == 0);
  CHECK (r.nregions == 1 && r.regions[0].ninstructions == 1);
  mca_result_free (&r);
  o.skip_unsupported = false;

  static const char badmodel[] = "model\tx\nparam\tdispatch-width\tlots\n";
  o.model_text = badmodel;
  o.model_len = strlen (badmodel);
  CHECK (run (dot, &o, &r) == 1);
  CHECK (has_diag (&r, "line 2"));
  mca_result_free (&r);
}

/* Lazy cycle events (sleeping instructions) change nothing: the same
   cycles and timeline as when every waiting instruction sees every
   cycle, on loops with long chains (many sleepers), memory operations
   (never asleep) and partial register writes.  */
static void
test_lazy_events (void)
{
  static const char *const loops[] = {
    dot,
    "vmulps %ymm0, %ymm1, %ymm2\nvaddps %ymm2, %ymm1, %ymm3\n"
    "vaddps %ymm3, %ymm4, %ymm4\ndecl %ecx\njne .L1\n",
    "movl (%rdi), %eax\naddl %eax, %edx\nmovl %edx, 4(%rdi)\n"
    "addq $4, %rdi\nimull %edx, %esi\n",
    "movb (%rsi), %al\naddb %al, %bl\nmovw %bx, %cx\naddl %ecx, %edx\n"
    "divl %ebx\n",
  };
  static const char *const cpus[] = { "btver2", "skylake",
    "sapphirerapids", "znver4", "knl" };
  for (size_t l = 0; l < sizeof loops / sizeof loops[0]; l++)
    for (size_t c = 0; c < sizeof cpus / sizeof cpus[0]; c++)
      {
	struct mca_options o;
	struct mca_result lazy, eager;
	mca_options_init (&o);
	o.cpu = cpus[c];
	o.iterations = 200;
	o.views |= MCA_VIEW_TIMELINE;
	o.timeline_max_iterations = 200;
	o.timeline_max_cycles = 100000;
	CHECK (run (loops[l], &o, &lazy) == 0);
	o.eager_events = true;
	CHECK (run (loops[l], &o, &eager) == 0);
	bool same = lazy.report && eager.report
	  && strcmp (lazy.report, eager.report) == 0;
	CHECK (same);
	if (!same)
	  fprintf (stderr, "  lazy events differ: loop %zu on %s\n", l,
		   cpus[c]);
	mca_result_free (&lazy);
	mca_result_free (&eager);
      }
}

int
main (void)
{
  test_dot_product ();
  test_lazy_events ();
  test_model_override ();
  test_errors ();
  return DONE ();
}
