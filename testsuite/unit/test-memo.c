/* test-memo.c - regions that differ only in register names share one
   simulation (mca_options.memo): the copy takes the result a run of it
   gives, with its own register names; registers an instruction names
   implicitly keep theirs; other options and views are never served from
   the memo; the same text again gets the first run's result and
   diagnostics; and every built-in model's register files treat the
   registers a renaming exchanges alike.  */

#include <stdlib.h>
#include <string.h>

#include "mca.h"
#include "model.h"
#include "region_memo.h"
#include "regs.h"
#include "unit.h"

static int
run (const char *cpu, const char *text, unsigned iterations,
     struct mca_memo *memo, unsigned views, struct mca_result *r)
{
  struct mca_options o;
  mca_options_init (&o);
  o.cpu = cpu;
  o.iterations = iterations;
  o.views = views;
  o.analyze_bottlenecks = true;
  o.steady_state = true;
  o.memo = memo;
  return mca_analyze (text, strlen (text), &o, r);
}

static bool
same_str (const char *a, const char *b)
{
  return (!a && !b) || (a && b && strcmp (a, b) == 0);
}

/* Whether A and B, two results of one region, are the same.  */
static bool
same_result (const struct mca_region_result *a,
	     const struct mca_region_result *b)
{
  if (a->ninstructions != b->ninstructions || a->iterations != b->iterations
      || a->total_cycles != b->total_cycles
      || a->total_uops != b->total_uops
      || a->cycles_per_iteration != b->cycles_per_iteration
      || a->ipc != b->ipc || a->block_rthroughput != b->block_rthroughput
      || a->steady != b->steady || a->steady_from != b->steady_from
      || a->nbounds != b->nbounds || a->nchain != b->nchain
      || a->whatif_cycles != b->whatif_cycles
      || a->free_issue_cycles != b->free_issue_cycles
      || a->chain_cycles != b->chain_cycles
      || a->chain_loop_carried != b->chain_loop_carried
      || !same_str (a->name, b->name))
    return false;
  for (unsigned k = 0; k < a->ninstructions; k++)
    if (a->inst_lines[k] != b->inst_lines[k])
      return false;
  for (size_t k = 0; k < a->nbounds; k++)
    if (a->bounds[k].kind != b->bounds[k].kind
	|| a->bounds[k].cycles_per_iteration
	   != b->bounds[k].cycles_per_iteration
	|| a->bounds[k].inst != b->bounds[k].inst
	|| !same_str (a->bounds[k].what, b->bounds[k].what)
	|| !same_str (a->bounds[k].words, b->bounds[k].words))
      return false;
  for (size_t k = 0; k < a->nchain; k++)
    if (a->chain[k].inst != b->chain[k].inst
	|| !same_str (a->chain[k].reg, b->chain[k].reg))
      return false;
  return true;
}

/* Simulate FIRST, then SECOND with the same memo: whether SECOND took
   FIRST's result (*HIT), and whether what it got is what a run of its
   own gives.  */
static bool
served_right (const char *cpu, const char *first, const char *second,
	      bool *hit)
{
  struct mca_memo *memo = mca_memo_new ();
  struct mca_result a, b, fresh;
  bool ok = run (cpu, first, 100, memo, 0, &a) == 0;
  size_t before = mca_memo_hits (memo);
  ok &= run (cpu, second, 100, memo, 0, &b) == 0;
  *hit = mca_memo_hits (memo) > before;
  ok &= run (cpu, second, 100, NULL, 0, &fresh) == 0;
  ok = ok && b.nregions == 1 && fresh.nregions == 1
    && same_result (&b.regions[0], &fresh.regions[0]);
  mca_result_free (&a);
  mca_result_free (&b);
  mca_result_free (&fresh);
  mca_memo_free (memo);
  return ok;
}

/* The register files of every built-in model treat the registers of one
   renaming class alike: the same entry (cost, move elimination) or none
   for every register of a class of the same width.  */
static void
check_classes_uniform (void)
{
  for (size_t m = 0; m < mca_model_builtin_count (); m++)
    {
      char *err = NULL;
      const struct mca_model *model
	= mca_model_builtin (mca_model_builtin_name (m), &err);
      CHECK (model != NULL);
      free (err);
      if (!model)
	continue;
      bool uniform = true;
      for (unsigned f = 1; f < model->nfiles; f++)
	{
	  const struct mca_regfile *file = &model->files[f];
	  /* Per class and width: the entry of the first register met.  */
	  int seen_cost[8][1100];
	  memset (seen_cost, -1, sizeof seen_cost);
	  for (size_t r = 1; r < mca_reg_count (); r++)
	    {
	      unsigned cls = mca_memo_rename_class (mca_reg_top ((mca_reg) r));
	      unsigned part = mca_reg_bits ((mca_reg) r) * 2
		+ (r == MCA_R_AH || r == MCA_R_BH || r == MCA_R_CH
		   || r == MCA_R_DH);
	      if (!cls || cls >= 8 || part >= 1100)
		continue;
	      int state = 0;
	      for (unsigned e = 0; e < file->nentries; e++)
		if (file->entries[e].reg == r)
		  state = 1 + 2 * (int) file->entries[e].cost
		    + file->entries[e].allow_move_elim;
	      if (seen_cost[cls][part] < 0)
		seen_cost[cls][part] = state;
	      else if (seen_cost[cls][part] != state)
		uniform = false;
	    }
	}
      if (!uniform)
	fprintf (stderr, "model %s: a register file treats registers of "
		 "one renaming class apart\n", mca_model_builtin_name (m));
      CHECK (uniform);
    }
}

int
main (void)
{
  bool hit;

  /* The same loop in other registers of the same classes: general,
     vector and memory operands, a chain the bounds name by its
     register.  */
  CHECK (served_right ("znver5",
		       "vmulsd (%rdi,%rax,8), %xmm1, %xmm2\n"
		       "vaddsd %xmm2, %xmm0, %xmm0\n"
		       "addq $1, %rax\n"
		       "cmpq %rax, %rsi\n"
		       "jne .L3\n",
		       "vmulsd (%rsi,%rbx,8), %xmm5, %xmm3\n"
		       "vaddsd %xmm3, %xmm7, %xmm7\n"
		       "addq $1, %rbx\n"
		       "cmpq %rbx, %rdi\n"
		       "jne .L8\n", &hit));
  CHECK (hit);

  /* The copy names the chain by its own register: %xmm7, not %xmm0.  */
  {
    struct mca_memo *memo = mca_memo_new ();
    struct mca_result a, b;
    CHECK (run ("btver2", "vaddps %xmm0, %xmm1, %xmm1\n", 100, memo, 0,
		&a) == 0);
    CHECK (run ("btver2", "vaddps %xmm6, %xmm7, %xmm7\n", 100, memo, 0,
		&b) == 0);
    CHECK (mca_memo_hits (memo) == 1);
    CHECK (b.nregions == 1 && b.regions[0].nbounds > 0);
    if (b.nregions == 1 && b.regions[0].nbounds > 0)
      CHECK_STR (b.regions[0].bounds[0].what, "%xmm7");
    CHECK (b.nregions == 1 && b.regions[0].nchain == 1);
    if (b.nregions == 1 && b.regions[0].nchain == 1)
      CHECK_STR (b.regions[0].chain[0].reg, "%xmm7");
    mca_result_free (&a);
    mca_result_free (&b);
    mca_memo_free (memo);
  }

  /* A chain through memory is named by its address, in the copy's
     registers; the byte registers keep their width.  */
  CHECK (served_right ("znver5",
		       "movzbl (%rdi), %eax\n"
		       "addb %al, %cl\n"
		       "movb %cl, (%rdi)\n",
		       "movzbl (%rsi), %edx\n"
		       "addb %dl, %bl\n"
		       "movb %bl, (%rsi)\n", &hit));
  CHECK (hit);

  /* cltq reads %eax and writes %rax without naming them: a loop whose
     add feeds it is not the loop whose add writes %rcx.  */
  CHECK (served_right ("znver5", "addq %rbx, %rax\ncltq\n",
		       "addq %rbx, %rcx\ncltq\n", &hit));
  CHECK (!hit);
  /* A division's implicit %rax and %rdx: exchanging %rbx and %rcx is
     free; renaming the dividend's %rax is not.  */
  CHECK (served_right ("znver5", "movq %rbx, %rax\ncqto\nidivq %rcx\n",
		       "movq %rcx, %rax\ncqto\nidivq %rbx\n", &hit));
  CHECK (hit);
  CHECK (served_right ("znver5", "movq %rbx, %rax\ncqto\nidivq %rcx\n",
		       "movq %rbx, %r8\ncqto\nidivq %rcx\n", &hit));
  CHECK (!hit);

  /* %rsp keeps its name (the stack engine, the stack's slots): a
     counter in a stack slot is not one behind %rbp.  */
  CHECK (served_right ("znver5",
		       "movq 8(%rsp), %rax\naddq $1, %rax\nmovq %rax, 8(%rsp)\n",
		       "movq 8(%rbp), %rax\naddq $1, %rax\nmovq %rax, 8(%rbp)\n",
		       &hit));
  CHECK (!hit);

  /* Same text, other options: no result is shared.  */
  {
    struct mca_memo *memo = mca_memo_new ();
    struct mca_result a, b;
    const char *body = "imulq %rax, %rax\n";
    CHECK (run ("znver5", body, 100, memo, 0, &a) == 0);
    CHECK (run ("znver5", body, 50, memo, 0, &b) == 0);
    CHECK (mca_memo_hits (memo) == 0);
    mca_result_free (&b);
    CHECK (run ("znver4", body, 100, memo, 0, &b) == 0);
    CHECK (mca_memo_hits (memo) == 0);
    mca_result_free (&b);
    /* A report needs a run of its own.  */
    CHECK (run ("znver5", body, 100, memo, MCA_VIEW_SUMMARY, &b) == 0);
    CHECK (mca_memo_hits (memo) == 0);
    CHECK (b.report && strstr (b.report, "Total Cycles:") != NULL);
    mca_result_free (&b);
    CHECK (run ("znver5", body, 100, memo, 0, &b) == 0);
    CHECK (mca_memo_hits (memo) == 1);
    CHECK (b.nregions == 1 && a.nregions == 1
	   && b.regions[0].total_cycles == a.regions[0].total_cycles);
    mca_result_free (&a);
    mca_result_free (&b);
    mca_memo_free (memo);
  }

  /* The same loop again with another label: served, with its own
     diagnostics (here, the call's warning).  */
  {
    struct mca_memo *memo = mca_memo_new ();
    struct mca_result a, b, fresh;
    const char *body = ".L3:\naddq $1, %rbx\ncall foo@PLT\n"
      "addq %rax, %rbx\njne .L3\n";
    const char *again = ".L17:\naddq $1, %rbx\ncall foo@PLT\n"
      "addq %rax, %rbx\njne .L17\n";
    CHECK (run ("znver5", body, 100, memo, 0, &a) == 0);
    CHECK (run ("znver5", again, 100, memo, 0, &b) == 0);
    CHECK (mca_memo_hits (memo) == 1);
    CHECK (run ("znver5", again, 100, NULL, 0, &fresh) == 0);
    CHECK (b.nregions == 1 && fresh.nregions == 1
	   && same_result (&b.regions[0], &fresh.regions[0]));
    CHECK (b.ndiags == fresh.ndiags && b.ndiags == 1);
    if (b.ndiags == 1 && fresh.ndiags == 1)
      {
	CHECK_STR (b.diags[0].message, fresh.diags[0].message);
	CHECK (b.diags[0].severity == MCA_WARNING);
      }
    CHECK (b.model && fresh.model && strcmp (b.model, fresh.model) == 0);
    mca_result_free (&a);
    mca_result_free (&b);
    mca_result_free (&fresh);
    mca_memo_free (memo);
  }

  /* And without a diagnostic, the same text is served before parsing:
     the result is still the run's.  */
  {
    bool hit2;
    CHECK (served_right ("znver5", ".L4:\nimulq %rbx, %rax\njne .L4\n",
			 ".L9:\nimulq %rbx, %rax\njne .L9\n", &hit2));
    CHECK (hit2);
  }

  check_classes_uniform ();
  return DONE ();
}
