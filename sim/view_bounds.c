/* view_bounds.c - the bounds view (-bounds): what each component of the
   machine alone allows per iteration, which one binds, what the loop
   would run at without it, and the critical dependency chain.  The
   figures come from analysis_bounds.c; this file only prints them, as
   text and as JSON.

   Bounds (cycles per iteration, each component alone):
     3.00  loop-carried dependency through %xmm1 (instruction [1])  <- binds
     3.00  front end: dispatch width 2, 6 uops
     2.00  resource JFPA
   What if: 3.00 cycles per iteration without the binding bound.

   Critical chain (loop-carried, 3.00 cycles per iteration):
     [1] vaddsd %xmm0, %xmm1, %xmm1     -> %xmm1  */

#include "view.h"

#include "mca.h"

static const char *
kind_text (enum mca_bound_kind k)
{
  switch (k)
    {
    case MCA_BOUND_FRONTEND: return "front end";
    case MCA_BOUND_PORTS: return "resource";
    case MCA_BOUND_DEPENDENCY: return "loop-carried dependency through";
    case MCA_BOUND_MEMORY: return "dependency through memory";
    case MCA_BOUND_DIVIDER: return "divider";
    case MCA_BOUND_QUEUE: return "queue";
    case MCA_BOUND_CONTROL: return "control";
    case MCA_BOUND_SERIAL: return "one at a time:";
    }
  return "";
}

const char *
mca_bound_kind_name (enum mca_bound_kind k)
{
  switch (k)
    {
    case MCA_BOUND_FRONTEND: return "frontend";
    case MCA_BOUND_PORTS: return "ports";
    case MCA_BOUND_DEPENDENCY: return "dependency";
    case MCA_BOUND_MEMORY: return "memory";
    case MCA_BOUND_DIVIDER: return "divider";
    case MCA_BOUND_QUEUE: return "queue";
    case MCA_BOUND_CONTROL: return "control";
    case MCA_BOUND_SERIAL: return "serial";
    }
  return "";
}

void
mca_view_bounds_print (struct mca_strbuf *out,
		       const struct mca_view_ctx *ctx,
		       const struct mca_region_result *rr)
{
  mca_sb_puts (out, "\n\nBounds (cycles per iteration, each component "
	       "alone):\n");
  for (size_t k = 0; k < rr->nbounds; k++)
    {
      const struct mca_bound *b = &rr->bounds[k];
      if (b->kind == MCA_BOUND_SERIAL)
	mca_sb_printf (out, "  %6.2f  %s, %s %s", b->cycles_per_iteration,
		       mca_bound_serial_noun (b->what), kind_text (b->kind),
		       b->what ? b->what : "");
      else
	mca_sb_printf (out, "  %6.2f  %s%s%s", b->cycles_per_iteration,
		       kind_text (b->kind),
		       b->kind == MCA_BOUND_FRONTEND ? ": " : " ",
		       b->what ? b->what : "");
      if (b->inst != ~0u)
	mca_sb_printf (out, " (instruction [%u])", b->inst);
      mca_sb_puts (out, k == 0 ? "  <- binds\n" : "\n");
    }
  if (rr->nbounds > 1)
    mca_sb_printf (out, "What if: %.2f cycles per iteration without the "
		   "binding bound.\n", rr->whatif_cycles);
  if (rr->free_issue_cycles > 0)
    mca_sb_printf (out, "Above the bounds: %.2f cycles per iteration "
		   "simulated, %.2f with each operation free to take any "
		   "unit of its group when it issues (the model gives it "
		   "one when it dispatches).\n", rr->cycles_per_iteration,
		   rr->free_issue_cycles);
  if (rr->back_to_back_free_cycles > 0)
    mca_sb_printf (out, "Above the bounds: %.2f cycles per iteration "
		   "simulated, %.2f with every operation issuing in the cycle "
		   "its operands are ready (the model lets only a few a cycle "
		   "issue back to back with the operation they wait for).\n",
		   rr->cycles_per_iteration, rr->back_to_back_free_cycles);
  if (!rr->nchain)
    return;
  mca_sb_printf (out, "\nCritical chain (%s, %.2f cycles%s):\n",
		 rr->chain_loop_carried ? "loop-carried" : "one iteration",
		 rr->chain_cycles,
		 rr->chain_loop_carried ? " per iteration" : "");
  struct mca_strbuf tmp;
  mca_sb_init (&tmp);
  for (size_t k = 0; k < rr->nchain; k++)
    {
      const struct mca_chain_link *l = &rr->chain[k];
      if (l->inst >= ctx->nsource)
	continue;
      tmp.len = 0;
      tmp.column = 0;
      mca_print_inst (&tmp, ctx, &ctx->source[l->inst]);
      mca_sb_printf (out, "  [%u] %-40s", l->inst, tmp.data ? tmp.data : "");
      if (l->reg)
	mca_sb_printf (out, " -> %s", l->reg);
      else if (k + 1 < rr->nchain || rr->chain_loop_carried)
	mca_sb_puts (out, " -> memory");
      mca_sb_putc (out, '\n');
    }
  mca_sb_free (&tmp);
}

void
mca_view_bounds_json (struct mca_strbuf *out,
		      const struct mca_region_result *rr)
{
  mca_sb_puts (out, "{\"Bounds\": [");
  for (size_t k = 0; k < rr->nbounds; k++)
    {
      const struct mca_bound *b = &rr->bounds[k];
      mca_sb_printf (out, "%s{\"Kind\": \"%s\", \"CyclesPerIteration\": %.4f"
		     ", \"What\": ", k ? ", " : "", mca_bound_kind_name (b->kind),
		     b->cycles_per_iteration);
      mca_sb_json_string (out, b->what ? b->what : "");
      if (b->inst != ~0u)
	mca_sb_printf (out, ", \"Instruction\": %u", b->inst);
      mca_sb_putc (out, '}');
    }
  mca_sb_printf (out, "], \"WhatIfCycles\": %.4f, ", rr->whatif_cycles);
  if (rr->free_issue_cycles > 0)
    mca_sb_printf (out, "\"FreeIssueCycles\": %.4f, ",
		   rr->free_issue_cycles);
  if (rr->back_to_back_free_cycles > 0)
    mca_sb_printf (out, "\"BackToBackFreeCycles\": %.4f, ",
		   rr->back_to_back_free_cycles);
  mca_sb_printf (out, "\"CriticalChain\": "
		 "{\"LoopCarried\": %s, \"Cycles\": %.4f, \"Links\": [",
		 rr->chain_loop_carried ? "true" : "false",
		 rr->chain_cycles);
  for (size_t k = 0; k < rr->nchain; k++)
    {
      mca_sb_printf (out, "%s{\"Instruction\": %u, \"Register\": ",
		     k ? ", " : "", rr->chain[k].inst);
      if (rr->chain[k].reg)
	mca_sb_json_string (out, rr->chain[k].reg);
      else
	mca_sb_puts (out, "null");
      mca_sb_putc (out, '}');
    }
  mca_sb_puts (out, "]}}");
}
