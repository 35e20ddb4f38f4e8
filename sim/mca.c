/* mca.c - mca_analyze: parse the input, resolve the model, build every
   region's instructions, simulate each region with the requested views
   listening, and assemble the report and the figures.  */

#include "mca.h"
#include "steady_state.h"
#include "analysis_bounds.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libiberty/hashtab.h>
#include <libiberty/libiberty.h>

#include "address_fanout.h"
#include "asm.h"
#include "fusion.h"
#include "instr_desc.h"
#include "isa.h"
#include "model.h"
#include "pipeline.h"
#include "regs.h"
#include "region_memo.h"
#include "strbuf.h"
#include "view.h"
#include "writer_index.h"
#include "json_layout.h"
#include "run_blocks.h"
#include "x87_stack.h"

void
mca_options_init (struct mca_options *o)
{
  memset (o, 0, sizeof *o);
  o->no_alias = true;
  o->views = MCA_VIEW_DEFAULT;
  o->output_asm_variant = -1;
  o->timeline_max_cycles = MCA_TIMELINE_MAX_CYCLES;
}

size_t
mca_cpu_count (void)
{
  return mca_model_builtin_count ();
}

const char *
mca_cpu_name (size_t i)
{
  return mca_model_builtin_name (i);
}

const char *
mca_cpu_desc (size_t i)
{
  return mca_model_builtin_desc (i);
}

/* State of one analysis.  */
struct analysis
{
  const struct mca_options *opts;
  struct mca_result *res;
  size_t cap_diags, cap_regions;
  const struct mca_model *model;
  struct mca_model *owned_model;
  struct mca_resmasks masks;
  /* Shared instruction descriptions by class (and call-ness): struct
     desc_entry by index.  A region uses a few dozen of a model's
     thousands of classes.  */
  htab_t descs;
  unsigned call_latency;
  bool warned_call, warned_ret;
};

static void
diag (struct analysis *a, enum mca_severity sev, unsigned line,
      const char *fmt, ...)
{
  struct mca_result *r = a->res;
  if (r->ndiags == a->cap_diags)
    {
      a->cap_diags = a->cap_diags ? 2 * a->cap_diags : 8;
      r->diags = xrealloc (r->diags, a->cap_diags * sizeof *r->diags);
    }
  va_list ap;
  va_start (ap, fmt);
  char *msg = xvasprintf (fmt, ap);
  va_end (ap);
  r->diags[r->ndiags++] = (struct mca_diagnostic) {sev, line, msg};
  if (sev == MCA_ERROR)
    r->nerrors++;
}

struct desc_entry
{
  size_t idx;			/* desc_index */
  struct mca_idesc desc;
};

static hashval_t
desc_hash (const void *entry)
{
  return ((const struct desc_entry *) entry)->idx;
}

static int
desc_eq (const void *entry, const void *idx)
{
  return ((const struct desc_entry *) entry)->idx == *(const size_t *) idx;
}

/* The units class SC uses.  */
static uint64_t
class_units (const struct analysis *a, const struct mca_sched_class *sc)
{
  uint64_t units = 0;
  for (unsigned i = 0; i < sc->nres; i++)
    units |= mca_mask_units (a->masks.mask[sc->res[i].res]);
  return units;
}

/* The key of a description: class SC, as a call or not, as the first
   instruction of a pair fused as FUSION with a jump of class JUMP_SC.  */
static size_t
desc_index (const struct analysis *a, const struct mca_sched_class *sc,
	    bool is_call, enum mca_fusion fusion,
	    const struct mca_sched_class *jump_sc, bool data_op)
{
  size_t nclasses = a->model->nclasses;
  size_t jump = fusion == MCA_FUSE_KEEP_LOAD ? jump_sc->index : 0;
  return ((((size_t) sc->index * 2 + is_call) * 4 + fusion) * 2 + data_op)
	 * nclasses + jump;
}

/* The bit of the rate limit that counts a store twice when its data
   takes an operation of its own (the model's `storedata' line names it
   by its first resource).  */
static unsigned
store_data_limit_bit (const struct analysis *a)
{
  const struct mca_model *m = a->model;
  for (unsigned l = 0; l < m->nrate_limits; l++)
    if (m->rate_limits[l].res == m->store_data.res)
      return 1u << l;
  return 0;
}

/* The description of class SC; as the first instruction of a
   macro-fused pair (fusion.h) with a jump of class JUMP_SC unless FUSION
   is MCA_FUSE_NONE: with no micro-op, and no resource unless it keeps
   its units, or those of its load.  With DATA_OP, a store whose data
   takes an operation of its own (store_data_op).  */
static const struct mca_idesc *
desc_variant (struct analysis *a, const struct mca_sched_class *sc,
	      bool is_call, enum mca_fusion fusion,
	      const struct mca_sched_class *jump_sc, bool data_op)
{
  size_t idx = desc_index (a, sc, is_call, fusion, jump_sc, data_op);
  void **slot = htab_find_slot_with_hash (a->descs, &idx, (hashval_t) idx,
					  INSERT);
  if (!*slot)
    {
      struct desc_entry *e = XNEW (struct desc_entry);
      e->idx = idx;
      /* A compare with memory fused with its jump is a load and the
	 jump: on the Intel machine `movq (%rcx), %r11', the store of
	 %r11 to 16(%rdi) and `cmpq %r11, 24(%rdi); je' beside three more
	 loads ran at 1.70 cycles per iteration, five loads on three load
	 ports; without the load 1.34.  The jump's units compare.  */
      struct mca_sched_class kept = *sc;
      struct mca_res_use res[MCA_MAX_RES_USES];
      if (fusion == MCA_FUSE_KEEP_LOAD)
	{
	  uint64_t jump_units = class_units (a, jump_sc);
	  kept.nres = 0;
	  kept.res = res;
	  for (unsigned i = 0; i < sc->nres && kept.nres < MCA_MAX_RES_USES;
	       i++)
	    if (!(mca_mask_units (a->masks.mask[sc->res[i].res]) & jump_units))
	      res[kept.nres++] = sc->res[i];
	}
      mca_idesc_build (&e->desc, &kept, a->model, &a->masks, is_call,
		       a->call_latency);
      e->desc.sc = sc;
      if (fusion != MCA_FUSE_NONE)
	e->desc.uops = 0;
      e->desc.counted_with_jump = fusion == MCA_FUSE_KEEP_UNITS;
      if (data_op)
	e->desc.rate_twice = store_data_limit_bit (a);
      if (fusion == MCA_FUSE_DROP)
	{
	  e->desc.nres = 0;
	  e->desc.used_buffers = e->desc.used_units = e->desc.used_groups = 0;
	  e->desc.must_issue_immediately = false;
	}
      mca_idesc_count_limits (&e->desc, a->model, &a->masks);
      *slot = e;
    }
  return &((struct desc_entry *) *slot)->desc;
}

static const struct mca_idesc *
desc_for (void *ctx, const struct mca_sched_class *sc, bool is_call)
{
  return desc_variant (ctx, sc, is_call, MCA_FUSE_NONE, NULL, false);
}

/* The masks and descriptions of the last analysis with a built-in
   model, kept for the next: a compile analyses each of its loops with
   one model and call latency, which alone make the descriptions
   (desc_variant), and a built-in model lives as long as the process
   (mca_model_builtin).  */
static struct
{
  const struct mca_model *model;
  unsigned call_latency;
  struct mca_resmasks masks;
  htab_t descs;
} kept_descs;

/* Give A the masks and descriptions of its model: those kept when the
   last analysis had its model and call latency, else new ones.  */
static void
take_descs (struct analysis *a)
{
  if (!a->owned_model && kept_descs.descs && kept_descs.model == a->model
      && kept_descs.call_latency == a->call_latency)
    {
      a->masks = kept_descs.masks;
      a->descs = kept_descs.descs;
      kept_descs.descs = NULL;
      return;
    }
  mca_resmasks_init (&a->masks, a->model);
  a->descs = htab_create (64, desc_hash, desc_eq, free);
}

/* Keep A's masks and descriptions for the next analysis (take_descs),
   in place of those kept; free them when its model was its own.  */
static void
keep_descs (struct analysis *a)
{
  if (!a->descs)
    return;
  if (a->owned_model)
    {
      htab_delete (a->descs);
      return;
    }
  if (kept_descs.descs)
    htab_delete (kept_descs.descs);
  kept_descs.model = a->model;
  kept_descs.call_latency = a->call_latency;
  kept_descs.masks = a->masks;
  kept_descs.descs = a->descs;
}

/* Whether the store SRC[S] of the loop SRC[0..N-1] takes its data with
   an operation of its own (the model's `storedata' line): the
   instruction that made its data (mca_writer_index_store_data) holds a
   unit of the line's producing resource, as the first of a macro-fused
   pair holds its own.  */
static bool
store_data_op (const struct analysis *a, const struct mca_writer_index *wi,
	       const struct mca_sinst *src, unsigned n, unsigned s)
{
  if (!src[s].may_store)
    return false;
  mca_reg r;
  int w = mca_writer_index_store_data (wi, src, n, s, &r);
  return w >= 0
	 && (mca_idesc_held (src[w].desc)
	     & a->masks.mask[a->model->store_data.producer]);
}

/* Whether SI reads a vector register.  */
static bool
reads_vector_register (const struct mca_sinst *si)
{
  for (unsigned r = 0; r < si->nreads; r++)
    if (mca_reg_is_vector (si->reads[r].reg))
      return true;
  return false;
}

/* Whether the operand with use index USE of SRC[J], in the loop
   SRC[0..N-1], reaches it through the bypass: its last writer around the
   loop is an operation, not a plain load (one that reads no vector
   register: its value comes from memory into the register file), a
   register move the model eliminates or a zero idiom (rename gives
   their results), nor an instruction before the loop.  */
static bool
read_through_bypass (const struct mca_writer_index *wi,
		     const struct mca_sinst *src, unsigned n, unsigned j,
		     unsigned use)
{
  const struct mca_sinst *si = &src[j];
  for (unsigned r = 0; r < si->nreads; r++)
    {
      if (si->reads[r].use_index != use)
	continue;
      int w = mca_writer_index_last (wi, src, n, j, si->reads[r].reg);
      if (w < 0 || src[w].optimizable_move)
	return false;
      const struct mca_write_desc *wd
	= mca_sinst_write_of (&src[w], si->reads[r].reg);
      if (wd && wd->writes_zero)
	return false;
      /* A load-op computes its value; a plain load reads it.  */
      return !src[w].may_load || reads_vector_register (&src[w]);
    }
  return false;
}

/* Each instruction of the loop SRC[0..N-1] whose form names a class for
   an operand that comes through the bypass (mca_sinst.bypass_sc) takes
   that class when it does.  */
static void
take_bypassed_classes (struct analysis *a, struct mca_sinst *src, unsigned n)
{
  bool any = false;
  for (unsigned k = 0; k < n && !any; k++)
    any = src[k].bypass_sc != NULL;
  if (!any)
    return;
  struct mca_writer_index writers;
  mca_writer_index_build (src, n, &writers);
  for (unsigned k = 0; k < n; k++)
    if (src[k].bypass_sc
	&& read_through_bypass (&writers, src, n, k, src[k].bypass_use))
      src[k].desc = desc_for (a, src[k].bypass_sc, src[k].is_call);
  mca_writer_index_free (&writers);
}

static bool
resolve_model (struct analysis *a)
{
  const struct mca_options *o = a->opts;
  char *err = NULL;
  if (o->model_text)
    {
      const struct mca_isa *isa = mca_isa_builtin ();
      if (isa)
	a->owned_model = mca_model_load (o->model_text, o->model_len, isa,
					 &err);
      a->model = a->owned_model;
      if (!a->model)
	{
	  diag (a, MCA_ERROR, 0, "invalid model file: %s",
		err ? err : "the instruction table does not load");
	  free (err);
	  return false;
	}
      return true;
    }
  const char *cpu = o->cpu ? o->cpu : "btver2";
  bool nearest = false;
  const char *model_name = mca_cpu_resolve (cpu, &nearest);
  bool host = strcmp (cpu, "native") == 0 || strcmp (cpu, "host") == 0;
  struct mca_host_cpu h = { 0 };
  if (host)
    mca_cpu_host_info (&h);
  if (model_name && nearest && h.nearest_why)
    diag (a, MCA_NOTE, 0, "no model of this CPU (family %u model %u): "
	  "using the nearest, `%s', for %s", h.family, h.model, model_name,
	  h.nearest_why);
  else if (model_name && nearest)
    diag (a, MCA_NOTE, 0, "no model of CPU `%s': using the nearest, `%s'",
	  host ? h.name : cpu, model_name);
  a->model = mca_model_builtin (model_name ? model_name : cpu, &err);
  if (!a->model)
    {
      if (err)
	diag (a, MCA_ERROR, 0, "model `%s' does not load: %s", cpu, err);
      else
	diag (a, MCA_ERROR, 0, "unknown CPU `%s' (-mcpu=help lists the "
	      "models)", cpu);
      free (err);
      return false;
    }
  return true;
}

/* The kinds of instruction O drops (enum mca_skip).  */
static unsigned
skip_kinds (const struct mca_options *o)
{
  return o->skip_unsupported ? MCA_SKIP_ANY : o->skip_kinds;
}

/* Whether an instruction of SRC (N of them) reads or writes a 512-bit
   register.  */
static bool
has_zmm (const struct mca_sinst *src, unsigned n)
{
  for (unsigned k = 0; k < n; k++)
    {
      for (unsigned r = 0; r < src[k].nreads; r++)
	if (mca_reg_class (src[k].reads[r].reg) == MCA_RC_ZMM)
	  return true;
      for (unsigned w = 0; w < src[k].nwrites; w++)
	if (mca_reg_class (src[k].writes[w].reg) == MCA_RC_ZMM)
	  return true;
    }
  return false;
}

/* The model's zmm-drops-write-id, for a region with a 512-bit
   instruction: the writes of that id take none (on Golden Cove the FP
   adds then lose the forwarding that makes an add chain two cycles an
   add, and their results reach the FMA units on time).  */
static void
drop_zmm_write_ids (struct mca_sinst *src, unsigned n,
		    const struct mca_model *m)
{
  unsigned id = m->zmm_drops_write_id;
  if (!id)
    return;
  for (unsigned k = 0; k < n; k++)
    for (unsigned w = 0; w < src[k].nwrites; w++)
      if (src[k].writes[w].write_id == id)
	src[k].writes[w].write_id = 0;
}

/* The model's zmm-vector-issue, for a region with a 512-bit instruction:
   the vector operations each instruction on vector registers issues
   (mca_sinst.vector_ops).  Measured on Golden Cove, a conversion of
   three micro-ops from memory and a store take the place of a load-op
   and a store, not of four operations; a register move rename may
   eliminate takes none (five vmovdqa64 zmm an iteration: 1.01 cycles).  */
static void
count_vector_ops (struct mca_sinst *src, unsigned n,
		  const struct mca_model *m)
{
  if (!m->zmm_vector_issue)
    return;
  for (unsigned k = 0; k < n; k++)
    {
      struct mca_sinst *si = &src[k];
      if (si->optimizable_move)
	continue;
      bool vector = reads_vector_register (si);
      for (unsigned w = 0; w < si->nwrites && !vector; w++)
	vector = mca_reg_is_vector (si->writes[w].reg);
      if (!vector)
	continue;
      unsigned memory = si->may_load + si->may_store;
      si->vector_ops = memory + (si->desc->uops > memory);
    }
}

/* Build the source of one region; false when an error was reported.  */
static bool
build_region (struct analysis *a, const struct mca_asm_unit *u,
	      const struct mca_asm_region *reg, struct mca_sinst **out,
	      unsigned *nout)
{
  const struct mca_isa *isa = a->model->isa;
  size_t n = reg->end - reg->begin;
  struct mca_sinst *src = xcalloc (n ? n : 1, sizeof *src);
  unsigned count = 0;
  bool ok = true;
  char why[256];
  /* The region repeats along one path: its labels say which branches
     the path takes (a final one is the back edge).  */
  bool *taken = xcalloc (n ? n : 1, sizeof *taken);
  mca_asm_branches_taken (u, reg->begin, reg->end, taken);
  for (size_t k = reg->begin; k < reg->end; k++)
    {
      const struct mca_asm_inst *t = &u->insts[k];
      struct mca_asm_inst norm;
      const char *key = NULL;
      bool key_intel = false;
      const struct mca_isa_form *f = mca_isa_match_key (isa, t, &norm, &key,
							&key_intel, why,
							sizeof why);
      bool built = f && mca_sinst_build (&src[count], t, &norm, f, key,
					 key_intel, a->model, desc_for, a,
					 why, sizeof why);
      if (!built)
	{
	  /* No form of the table: the text does not parse as an
	     instruction (llvm-mca's parse failure); a form without a
	     class in the model lacks scheduling data.  */
	  unsigned kind = f ? MCA_SKIP_LACK_SCHED : MCA_SKIP_PARSE_FAILURE;
	  const char *kind_name = f ? "lack-sched" : "parse-failure";
	  if (skip_kinds (a->opts) & kind)
	    {
	      diag (a, MCA_WARNING, t->line, "%s, skipping `%s' "
		    "(-skip-unsupported-instructions; accuracy will suffer)",
		    why, t->text);
	      continue;
	    }
	  diag (a, MCA_ERROR, t->line, "%s: `%s' (use "
		"-skip-unsupported-instructions=%s to ignore such "
		"instructions)", why, t->text, kind_name);
	  ok = false;
	  continue;
	}
      if (src[count].is_call && !a->warned_call)
	{
	  diag (a, MCA_WARNING, t->line, "found a call in the input assembly "
		"sequence; call instructions are not correctly modeled, "
		"assuming a latency of %ucy", a->call_latency);
	  a->warned_call = true;
	}
      if (src[count].is_return && !a->warned_ret)
	{
	  diag (a, MCA_WARNING, t->line, "found a return instruction in the "
		"input assembly sequence; program counter updates are "
		"ignored");
	  a->warned_ret = true;
	}
      if (taken[k - reg->begin] && (src[count].form->flags & MCA_ISA_BRANCH))
	src[count].taken_branch = true;
      /* The fences' barriers are llvm-mca's X86 post-processing, which
	 -disable-cb turns off with the custom behaviour.  */
      if (a->opts->disable_cb)
	src[count].load_barrier = src[count].store_barrier = false;
      count++;
    }
  free (taken);
  int x87_net = a->model->x87_stack
    ? mca_x87_assign_slots (src, count, a->model) : 0;
  if (x87_net)
    diag (a, MCA_WARNING, count ? src[0].text->line : 0, "the x87 stack "
	  "%s by %d register%s a pass over the region: each iteration "
	  "is simulated with the first one's stack registers",
	  x87_net > 0 ? "grows" : "shrinks", abs (x87_net),
	  abs (x87_net) == 1 ? "" : "s");
  /* Before fusion, which derives its variants from these classes, and
     before the store-data operations, which look at their producers'
     units.  */
  take_bypassed_classes (a, src, count);
  for (unsigned k = 1; k < count; k++)
    {
      enum mca_fusion how = mca_fuses (a->model, &src[k - 1], &src[k]);
      if (how == MCA_FUSE_NONE)
	continue;
      src[k - 1].desc = desc_variant (a, src[k - 1].desc->sc,
				      src[k - 1].is_call, how,
				      src[k].desc->sc, false);
      src[k - 1].fused = true;
      src[k].after_compare = mca_fuses_as_compare (&src[k - 1]);
      /* An add the model does at rename (no latency) is computed by the
	 fused macro-op's ALU when a jump fuses with it: subq $32, %rdx
	 and jne, or incq and jne, repeated, 1.00 cycles per iteration on
	 this project's Intel machine, and 0.51 with a nop between them
	 (the jump still reading the add's flags).  */
      for (unsigned w = 0; w < src[k - 1].nwrites; w++)
	if (src[k - 1].writes[w].reg && !src[k - 1].writes[w].latency)
	  src[k - 1].writes[w].latency = 1;
      src[k - 1].fold = false;
      src[k - 1].renamed_add = false;
    }
  if (a->model->store_data.res)
    {
      struct mca_writer_index writers;
      mca_writer_index_build (src, count, &writers);
      for (unsigned k = 0; k < count; k++)
	if (store_data_op (a, &writers, src, count, k))
	  src[k].desc = desc_variant (a, src[k].desc->sc, src[k].is_call,
				      MCA_FUSE_NONE, NULL, true);
      mca_writer_index_free (&writers);
    }
  if (has_zmm (src, count))
    {
      drop_zmm_write_ids (src, count, a->model);
      count_vector_ops (src, count, a->model);
    }
  mca_mark_address_fanout (src, count, a->model);
  *out = src;
  *nout = count;
  return ok;
}

/* Instruction tables: every instruction issued once, group cycles spread
   evenly over the group's units.  */
static void
run_tables (struct analysis *a, struct mca_view *views, unsigned nviews,
	    const struct mca_sinst *src, unsigned n)
{
  const struct mca_model *m = a->model;
  for (unsigned k = 0; k < n; k++)
    {
      const struct mca_idesc *d = src[k].desc;
      struct mca_resource_use used[256];
      unsigned nused = 0;
      for (unsigned r = 0; r < d->nres; r++)
	{
	  unsigned cycles = d->res[r].cycles;
	  if (!cycles)
	    continue;
	  unsigned idx = a->masks.state2res[mca_state_index (d->res[r].mask)];
	  const struct mca_resource *pr = &m->res[idx];
	  if (!pr->is_group)
	    {
	      for (unsigned u = 0; u < pr->units && nused < 256; u++)
		used[nused++] = (struct mca_resource_use)
		  {{a->masks.mask[idx], 1ull << u}, cycles, pr->units};
	      continue;
	    }
	  /* A group lists each member once per unit of the member.  */
	  for (unsigned g = 0; g < pr->nmembers; g++)
	    {
	      unsigned mem = pr->members[g];
	      for (unsigned rep = 0; rep < m->res[mem].units; rep++)
		for (unsigned u = 0; u < m->res[mem].units && nused < 256; u++)
		  used[nused++] = (struct mca_resource_use)
		    {{a->masks.mask[mem], 1ull << u}, cycles,
		     pr->units * m->res[mem].units};
	    }
	}
      struct mca_inst inst;
      memset (&inst, 0, sizeof inst);
      inst.si = &src[k];
      inst.iid = k;
      struct mca_inst_event e = {0};
      e.type = MCA_EV_ISSUED;
      e.inst = &inst;
      e.used = used;
      e.nused = nused;
      for (unsigned v = 0; v < nviews; v++)
	if (views[v].listener.inst_event)
	  views[v].listener.inst_event (views[v].self, &e);
    }
}

/* Free what mca_bounds_analyze gave RR: its bounds and chain.  */
static void
free_bounds (struct mca_region_result *rr)
{
  for (size_t b = 0; b < rr->nbounds; b++)
    {
      free (rr->bounds[b].what);
      free (rr->bounds[b].words);
    }
  free (rr->bounds);
  for (size_t c = 0; c < rr->nchain; c++)
    free (rr->chain[c].reg);
  free (rr->chain);
}

/* Give TO the bounds and chain mca_bounds_analyze put in FROM.  */
static void
take_bounds (struct mca_region_result *to, const struct mca_region_result *from)
{
  to->nbounds = from->nbounds;
  to->bounds = from->bounds;
  to->whatif_cycles = from->whatif_cycles;
  to->nchain = from->nchain;
  to->chain = from->chain;
  to->chain_cycles = from->chain_cycles;
  to->chain_loop_carried = from->chain_loop_carried;
}

/* A new region result at the end of A's, zeroed.  */
static struct mca_region_result *
new_region_result (struct analysis *a)
{
  struct mca_result *r = a->res;
  if (r->nregions == a->cap_regions)
    {
      a->cap_regions = a->cap_regions ? 2 * a->cap_regions : 4;
      r->regions = xrealloc (r->regions, a->cap_regions * sizeof *r->regions);
    }
  struct mca_region_result *rr = &r->regions[r->nregions++];
  memset (rr, 0, sizeof *rr);
  return rr;
}

static void
add_region_result (struct analysis *a, const struct mca_asm_region *reg,
		   const struct mca_sinst *src, unsigned n,
		   const struct mca_summary *s)
{
  struct mca_region_result *rr = new_region_result (a);
  rr->name = xstrdup (reg->name ? reg->name : "");
  rr->begin_line = reg->begin_line;
  rr->inst_lines = xcalloc (n ? n : 1, sizeof *rr->inst_lines);
  for (unsigned k = 0; k < n; k++)
    rr->inst_lines[k] = src[k].text->line;
  if (!s)
    return;
  rr->ninstructions = s->iterations ? s->instructions / s->iterations : 0;
  rr->iterations = s->iterations;
  rr->total_cycles = s->total_cycles;
  rr->total_uops = s->total_uops;
  rr->cycles_per_iteration = s->iterations
    ? (double) s->total_cycles / s->iterations : 0;
  rr->ipc = s->ipc;
  rr->uops_per_cycle = s->uops_per_cycle;
  rr->block_rthroughput = s->block_rthroughput;
}

static void
json_instructions (struct mca_strbuf *out, const struct mca_view_ctx *ctx)
{
  mca_sb_puts (out, "\"Instructions\": [");
  struct mca_strbuf tmp;
  mca_sb_init (&tmp);
  for (unsigned k = 0; k < ctx->nsource; k++)
    {
      tmp.len = 0;
      tmp.column = 0;
      mca_print_inst (&tmp, ctx, &ctx->source[k]);
      if (k)
	mca_sb_puts (out, ", ");
      mca_sb_json_string (out, tmp.data ? tmp.data : "");
    }
  mca_sb_free (&tmp);
  mca_sb_putc (out, ']');
}

/* What rate_without leaves out of the model.  */
enum issue_rule
{
  ISSUE_RULE_BIND,		/* the `bind' lines: each operation free to
				   take any unit of its group when it
				   issues, as in llvm-mca, instead of
				   waiting for the unit it was given at
				   dispatch */
  ISSUE_RULE_BACK_TO_BACK	/* the `backtoback' line: every operation
				   free to issue in the cycle its operands
				   are ready */
};

/* Cycles per iteration of SRC with the model's issue rule RULE off.
   Taken as the region's own figure is (its steady rate with
   STEADY_STATE, else the run's cycles over ITERATIONS); 0 when the run
   stalls.  */
static double
rate_without (const struct analysis *a, enum issue_rule rule,
	      const struct mca_sinst *src, unsigned n, unsigned iterations,
	      const struct mca_pipeline_options *po, bool steady_state,
	      double min_rate)
{
  struct mca_model *free_issue = xmalloc (sizeof *free_issue);
  *free_issue = *a->model;
  if (rule == ISSUE_RULE_BIND)
    free_issue->nbind = 0;
  else
    free_issue->back_to_back.res = 0;
  struct mca_pipeline_options plain = *po;
  plain.pressure_events = plain.hazard_events = false;
  struct mca_pipeline *p = mca_block_alloc (sizeof *p);
  mca_pipeline_init (p, free_issue, &a->masks, src, n, iterations, &plain);
  struct mca_steady_state steady;
  memset (&steady, 0, sizeof steady);
  if (steady_state)
    {
      mca_steady_init (&steady, n, iterations, &p->stop);
      steady.min_rate = min_rate;
      struct mca_listener sl = mca_steady_listener (&steady);
      mca_pipeline_add_listener (p, &sl);
    }
  unsigned cycles = mca_pipeline_run (p);
  double rate = p->stalled ? 0 : (double) cycles / iterations;
  if (steady_state)
    {
      unsigned from = 0;
      double r = p->stalled ? 0
	: mca_steady_result (&steady, free_issue, &a->masks, src, &plain,
			     NULL, &from);
      if (r > 0)
	rate = r;
      mca_steady_fini (&steady);
    }
  mca_pipeline_fini (p);
  mca_block_free (p, sizeof *p);
  free (free_issue);
  return rate;
}

/* Simulate one region and append its report.  */
/* A region's run as mca_options.progress hears of it.  */
struct run_progress
{
  const struct mca_options *o;
  const struct mca_pipeline *p;
  unsigned region;
  const char *name;
};

static void
progress_cycle_end (void *self)
{
  struct run_progress *rp = self;
  /* The pipeline counts the cycle after its listeners' ends.  */
  if ((rp->p->cycles + 1) % 16384)
    return;
  rp->o->progress (rp->o->progress_data, rp->region, rp->name,
		   (double) rp->p->retired / rp->p->total_insts);
}

static void
analyze_region (struct analysis *a, const struct mca_asm_unit *u,
		const struct mca_asm_region *reg, const struct mca_sinst *src,
		unsigned n, const struct mca_encoding *enc, unsigned index,
		struct mca_strbuf *out, bool first_json)
{
  const struct mca_options *o = a->opts;
  unsigned iterations = o->instruction_tables ? 1
    : o->iterations ? o->iterations : 100;
  struct mca_view_ctx ctx = {0};
  ctx.model = a->model;
  ctx.masks = &a->masks;
  ctx.source = src;
  ctx.nsource = n;
  ctx.iterations = iterations;
  ctx.dispatch_width = o->dispatch_width ? o->dispatch_width
					 : a->model->dispatch_width;
  ctx.intel = o->output_asm_variant == 1
    || (o->output_asm_variant < 0 && n && src[0].text->intel);
  ctx.hex_imm = o->print_imm_hex;
  ctx.barriers = o->show_barriers;
  ctx.encodings = enc;

  struct mca_view views[12];
  unsigned nviews = 0, summary = ~0u;
  struct mca_steady_state steady;
  memset (&steady, 0, sizeof steady);
  unsigned v = o->views;
  if (o->instruction_tables)
    {
      if (v & MCA_VIEW_INSTRUCTION_INFO)
	views[nviews++] = mca_view_instinfo (&ctx, true);
      if (v & MCA_VIEW_RESOURCE_PRESSURE)
	views[nviews++] = mca_view_resource_pressure (&ctx);
    }
  else
    {
      /* The summary always runs: the caller wants the figures.  */
      summary = nviews;
      views[nviews++] = mca_view_summary (&ctx);
      if (v & MCA_VIEW_BOTTLENECK)
	views[nviews++] = mca_view_bottleneck (&ctx);
      if (v & MCA_VIEW_INSTRUCTION_INFO)
	views[nviews++] = mca_view_instinfo (&ctx, false);
      if (v & MCA_VIEW_DISPATCH_STATS)
	views[nviews++] = mca_view_dispatch_stats (&ctx);
      if (v & MCA_VIEW_SCHEDULER_STATS)
	views[nviews++] = mca_view_scheduler_stats (&ctx);
      if (v & MCA_VIEW_RETIRE_STATS)
	views[nviews++] = mca_view_retire_stats (&ctx);
      if (v & MCA_VIEW_REGISTER_FILE_STATS)
	views[nviews++] = mca_view_regfile_stats (&ctx);
      if (v & MCA_VIEW_RESOURCE_PRESSURE)
	views[nviews++] = mca_view_resource_pressure (&ctx);
      if (v & MCA_VIEW_HAZARDS)
	views[nviews++] = mca_view_hazards (&ctx);
      if (v & MCA_VIEW_TIMELINE)
	views[nviews++] = mca_view_timeline (&ctx, o->timeline_max_iterations,
					     o->timeline_max_cycles);
    }

  /* A run of several entries into the loop repeats over whole entries
     only: its figures are the whole run's.  */
  bool steady_state = o->steady_state && !o->trip_count
		      && !o->instruction_tables;
  struct mca_pipeline_options po = {0};
  /* The loop's bounds, from the descriptions alone: computed once, for
     the steady state's floor before the run and for the analyses after
     it.  */
  bool want_bounds
    = (o->analyze_bottlenecks || (v & (MCA_VIEW_BOTTLENECK | MCA_VIEW_BOUNDS)))
      && !o->instruction_tables;
  struct mca_region_result bounds;
  memset (&bounds, 0, sizeof bounds);
  double block_rthroughput = 0;
  if (want_bounds || steady_state)
    block_rthroughput = mca_bounds_analyze (a->model, &a->masks, src, n,
					    ctx.dispatch_width, &bounds);
  /* The lower bound under which no steady rate is taken (with
     steady_state), and whether the run stalled.  */
  double min_rate = 0;
  bool stalled = false;
  /* Whether the model's back-to-back limit kept an instruction from
     issuing in the run.  */
  bool back_to_back_held = false;
  if (o->instruction_tables)
    run_tables (a, views, nviews, src, n);
  else
    {
      po.dispatch_width = o->dispatch_width;
      po.register_file_size = o->register_file_size;
      po.load_queue = o->load_queue;
      po.store_queue = o->store_queue;
      po.no_alias = o->no_alias;
      po.pressure_events = (v & MCA_VIEW_BOTTLENECK) != 0;
      po.hazard_events = (v & MCA_VIEW_HAZARDS) != 0;
      po.eager_events = o->eager_events;
      po.trip_count = o->trip_count;
      struct mca_pipeline *p = mca_block_alloc (sizeof *p);
      mca_pipeline_init (p, a->model, &a->masks, src, n, iterations, &po);
      for (unsigned k = 0; k < nviews; k++)
	mca_pipeline_add_listener (p, &views[k].listener);
      if (steady_state)
	{
	  /* Views over the whole run must see the whole run.  */
	  bool whole = o->json || (v & ~MCA_VIEW_SUMMARY);
	  mca_steady_init (&steady, n, iterations, whole ? NULL : &p->stop);
	  min_rate = mca_steady_floor (bounds.bounds, bounds.nbounds,
				       block_rthroughput);
	  steady.min_rate = min_rate;
	  struct mca_listener sl = mca_steady_listener (&steady);
	  mca_pipeline_add_listener (p, &sl);
	}
      struct run_progress progress = {o, p, index, reg->name};
      if (o->progress)
	{
	  struct mca_listener pl = {0};
	  pl.self = &progress;
	  pl.cycle_end = progress_cycle_end;
	  mca_pipeline_add_listener (p, &pl);
	}
      mca_pipeline_run (p);
      stalled = p->stalled;
      back_to_back_held = p->hws.b2b_held;
      if (p->stalled)
	diag (a, MCA_ERROR, reg->begin_line, "the simulation of %s stopped: "
	      "nothing retired for %u cycles (the model keeps an "
	      "instruction from issuing: a resource it can never get, or one "
	      "held that long); no figures for it",
	      reg->name && *reg->name ? reg->name : "the region",
	      MCA_STALL_CYCLES);
      mca_pipeline_fini (p);
      mca_block_free (p, sizeof *p);
    }

  struct mca_summary s;
  if (summary != ~0u)
    mca_view_summary_figures (views[summary].self, &s);
  add_region_result (a, reg, src, n, summary != ~0u ? &s : NULL);
  struct mca_region_result *bounds_of = NULL, *analysed = NULL;
  if (want_bounds)
    {
      bounds_of = &a->res->regions[a->res->nregions - 1];
      take_bounds (bounds_of, &bounds);
      analysed = bounds_of;
    }
  else
    free_bounds (&bounds);
  if (!(v & MCA_VIEW_BOUNDS))
    bounds_of = NULL;
  if (steady_state)
    {
      struct mca_region_result *rr = &a->res->regions[a->res->nregions - 1];
      /* No short pattern by the last iteration: the rate of the second
	 half still leaves the fill out.  */
      unsigned from = steady.steady_from;
      bool settled = steady.steady;
      double rate = stalled ? mca_steady_rate (&steady, &from)
	: mca_steady_result (&steady, a->model, &a->masks, src, &po,
			     &settled, &from);
      if (rate > 0)
	{
	  rr->steady = settled;
	  rr->steady_from = from;
	  rr->cycles_per_iteration = rate;
	  rr->ipc = n / rate;
	  rr->uops_per_cycle = s.iterations
	    ? (double) s.total_uops / s.iterations / rate : 0;
	}
      else
	rr->with_fill = true;
      mca_steady_fini (&steady);
    }
  /* A figure above every bound that the model's issue rules may
     explain: the same run with units chosen at issue, or else without
     the back-to-back limit when it held an instruction, says how much
     (one run more when the first explains it).  */
  if (analysed && analysed->nbounds
      && analysed->cycles_per_iteration
	 > MCA_ABOVE_BOUNDS * analysed->bounds[0].cycles_per_iteration)
    {
      double cpi = analysed->cycles_per_iteration;
      if (a->model->nbind)
	analysed->free_issue_cycles
	  = rate_without (a, ISSUE_RULE_BIND, src, n, iterations, &po,
			  steady_state, min_rate);
      if (back_to_back_held
	  && !mca_rule_explains (cpi, analysed->free_issue_cycles))
	analysed->back_to_back_free_cycles
	  = rate_without (a, ISSUE_RULE_BACK_TO_BACK, src, n, iterations, &po,
			  steady_state, min_rate);
    }

  if (o->json)
    {
      mca_sb_puts (out, first_json ? "" : ", ");
      mca_sb_puts (out, "{\"Name\": ");
      mca_sb_json_string (out, reg->name ? reg->name : "");
      mca_sb_puts (out, ", ");
      json_instructions (out, &ctx);
      for (unsigned k = 0; k < nviews; k++)
	{
	  if (k == summary && !(v & MCA_VIEW_SUMMARY))
	    continue;
	  mca_sb_printf (out, ", \"%s\": ", views[k].name);
	  views[k].json (views[k].self, out);
	}
      if (bounds_of)
	{
	  mca_sb_puts (out, ", \"BoundsView\": ");
	  mca_view_bounds_json (out, bounds_of);
	}
      mca_sb_putc (out, '}');
    }
  else
    {
      if (reg->begin_line || reg->end_line)
	{
	  mca_sb_printf (out, "\n[%u] Code Region", index);
	  if (reg->name && *reg->name)
	    mca_sb_printf (out, " - %s", reg->name);
	  mca_sb_puts (out, "\n\n");
	}
      for (unsigned k = 0; k < nviews; k++)
	{
	  if (k == summary && !(v & MCA_VIEW_SUMMARY))
	    continue;
	  views[k].print (views[k].self, out);
	}
      if (bounds_of)
	mca_view_bounds_print (out, &ctx, bounds_of);
    }
  for (unsigned k = 0; k < nviews; k++)
    views[k].destroy (views[k].self);
  (void) u;
}

/* Analyze a region as analyze_region does, or take the result kept in
   the options' memo for a region like it (region_memo.h).  A run that
   said something (a diagnostic) is not kept: the region that took its
   result would not say it.  */
static void
analyze_or_recall (struct analysis *a, const struct mca_asm_unit *u,
		   const struct mca_asm_region *reg,
		   const struct mca_sinst *src, unsigned n,
		   const struct mca_encoding *enc, unsigned index,
		   struct mca_strbuf *out)
{
  const struct mca_options *o = a->opts;
  struct mca_memo_slots slots;
  struct mca_memo_key *key = o->memo && !o->views && !o->json
    && !o->instruction_tables && !a->owned_model
    ? mca_memo_key (a->model, o, src, n, &slots) : NULL;
  if (key)
    {
      struct mca_region_result kept;
      if (mca_memo_fill (o->memo, key, reg->name, reg->begin_line, src, n,
			 &slots, &kept))
	{
	  *new_region_result (a) = kept;
	  mca_memo_key_free (key);
	  return;
	}
    }
  size_t ndiags = a->res->ndiags;
  analyze_region (a, u, reg, src, n, enc, index, out, index == 0);
  if (key && a->res->ndiags == ndiags)
    mca_memo_store (o->memo, key, &a->res->regions[a->res->nregions - 1],
		    &slots);
  else
    mca_memo_key_free (key);
}

static void
json_trailer (struct analysis *a, struct mca_strbuf *out)
{
  const struct mca_model *m = a->model;
  const struct mca_options *o = a->opts;
  /* llvm-mca's: the triple and its architecture, and the simulation
     options given.  */
  const char *triple = o->triple ? o->triple : "x86_64-pc-linux-gnu";
  size_t arch_len = strcspn (triple, "-");
  char *arch = xstrndup (triple, arch_len);
  mca_sb_puts (out, "], \"SimulationParameters\": {\"-march\": ");
  mca_sb_json_string (out, arch);
  free (arch);
  mca_sb_puts (out, ", \"-mcpu\": ");
  mca_sb_json_string (out, m->name);
  mca_sb_puts (out, ", \"-mtriple\": ");
  mca_sb_json_string (out, triple);
  if (o->register_file_size)
    mca_sb_printf (out, ", \"-register-file-size\": %u",
		   o->register_file_size);
  if (!o->no_alias)
    mca_sb_puts (out, ", \"-noalias\": false");
  if (o->dispatch_width)
    mca_sb_printf (out, ", \"-dispatch\": %u", o->dispatch_width);
  if (o->load_queue)
    mca_sb_printf (out, ", \"-lqueue\": %u", o->load_queue);
  if (o->store_queue)
    mca_sb_printf (out, ", \"-squeue\": %u", o->store_queue);
  mca_sb_puts (out, "}, \"TargetInfo\": {\"CPUName\": ");
  mca_sb_json_string (out, m->name);
  mca_sb_puts (out, ", \"Resources\": [");
  bool first = true;
  for (unsigned r = 1; r < m->nres; r++)
    {
      if (m->res[r].is_group || !m->res[r].units)
	continue;
      mca_sb_puts (out, first ? "" : ", ");
      mca_sb_json_string (out, m->res[r].name);
      first = false;
    }
  mca_sb_puts (out, "]}}\n");
}

int
mca_analyze (const char *text, size_t len, const struct mca_options *o,
	     struct mca_result *res)
{
  memset (res, 0, sizeof *res);
  /* The same text again (labels aside): what it gave the first time.  */
  struct mca_memo_key *text_key = NULL;
  if (o->memo && !o->views && !o->json && !o->instruction_tables
      && !o->model_text)
    {
      text_key = mca_memo_text_key (o, text, len);
      if (mca_memo_recall_text (o->memo, text_key, res))
	{
	  mca_memo_key_free (text_key);
	  return 0;
	}
    }
  struct analysis a = {0};
  a.opts = o;
  a.res = res;
  a.call_latency = o->call_latency ? o->call_latency : 100;
  struct mca_strbuf out;
  mca_sb_init (&out);
  struct mca_asm_unit unit;
  memset (&unit, 0, sizeof unit);

  if (!resolve_model (&a))
    goto done;
  res->model = a.model->name;
  take_descs (&a);

  mca_asm_parse (text, len, &unit);
  bool dropped_error = false;
  for (size_t k = 0; k < unit.ndiags; k++)
    {
      const struct mca_diag *d = &unit.diags[k];
      if (d->dropped_inst && (skip_kinds (o) & MCA_SKIP_PARSE_FAILURE))
	{
	  diag (&a, MCA_WARNING, d->line, "%s, skipping the line "
		"(-skip-unsupported-instructions; accuracy will suffer)",
		d->message);
	  continue;
	}
      dropped_error |= d->dropped_inst && d->level == MCA_DIAG_ERROR;
      diag (&a, d->level == MCA_DIAG_ERROR ? MCA_ERROR
	    : d->level == MCA_DIAG_WARNING ? MCA_WARNING : MCA_NOTE,
	    d->line, "%s", d->message);
    }
  if (dropped_error)
    diag (&a, MCA_NOTE, 0, "use -skip-unsupported-instructions=parse-failure "
	  "to drop the lines that do not parse");
  if (res->nerrors)
    goto done;

  /* Build every region first: errors are reported for all of them.  */
  struct mca_sinst **srcs = xcalloc (unit.nregions + 1, sizeof *srcs);
  unsigned *counts = xcalloc (unit.nregions + 1, sizeof *counts);
  bool any = false;
  for (size_t r = 0; r < unit.nregions; r++)
    {
      build_region (&a, &unit, &unit.regions[r], &srcs[r], &counts[r]);
      any |= counts[r] > 0;
    }
  if (!res->nerrors && !any)
    diag (&a, MCA_ERROR, 0, "no assembly instructions found");
  /* -show-encoding: the assembler encodes the regions for the
     instruction info view, when it is shown (the JSON report has no
     encodings, as llvm-mca's); one run for all of them, each region's
     encodings a slice of ALL_ENCS.  */
  struct mca_encoding **encs = xcalloc (unit.nregions + 1, sizeof *encs);
  struct mca_encoding *all_encs = NULL;
  bool encode = o->show_encoding && !o->json
    && (o->views & MCA_VIEW_INSTRUCTION_INFO);
  if (encode && !res->nerrors)
    {
      size_t total = 0;
      for (size_t r = 0; r < unit.nregions; r++)
	total += counts[r];
      const struct mca_sinst **every = xcalloc (total + 1, sizeof *every);
      all_encs = xcalloc (total + 1, sizeof *all_encs);
      size_t k = 0;
      for (size_t r = 0; r < unit.nregions; r++)
	{
	  encs[r] = all_encs + k;
	  for (unsigned i = 0; i < counts[r]; i++)
	    every[k++] = &srcs[r][i];
	}
      char why[1024];
      if (!mca_encode (every, total, all_encs, why, sizeof why))
	diag (&a, MCA_ERROR, 0, "%s", why);
      free (every);
    }
  if (!res->nerrors)
    {
      if (o->json)
	mca_sb_puts (&out, "{\"CodeRegions\": [");
      unsigned index = 0;
      for (size_t r = 0; r < unit.nregions; r++)
	if (counts[r])
	  {
	    analyze_or_recall (&a, &unit, &unit.regions[r], srcs[r],
			       counts[r], encs[r], index, &out);
	    index++;
	  }
      if (o->json)
	{
	  json_trailer (&a, &out);
	  /* llvm-mca's layout: sorted keys, an indent of two.  */
	  struct mca_strbuf laid;
	  mca_sb_init (&laid);
	  if (mca_json_layout (out.data, out.len, &laid))
	    {
	      mca_sb_free (&out);
	      out = laid;
	    }
	  else
	    mca_sb_free (&laid);
	}
    }
  for (size_t r = 0; r < unit.nregions; r++)
    free (srcs[r]);
  free (all_encs);
  free (encs);
  free (srcs);
  free (counts);

done:
  keep_descs (&a);
  mca_asm_free (&unit);
  res->report = mca_sb_take (&out);
  if (a.owned_model)
    {
      /* The name outlives the model in the result.  */
      res->model = NULL;
      mca_model_free (a.owned_model);
    }
  if (text_key && !res->ndiags && res->nregions == 1
      && res->regions[0].ninstructions)
    mca_memo_keep_text (o->memo, text_key, res);
  else
    mca_memo_key_free (text_key);
  return res->nerrors ? 1 : 0;
}

void
mca_region_result_free (struct mca_region_result *rr)
{
  free (rr->name);
  free (rr->inst_lines);
  free_bounds (rr);
  memset (rr, 0, sizeof *rr);
}

void
mca_result_free (struct mca_result *r)
{
  free (r->report);
  for (size_t k = 0; k < r->nregions; k++)
    mca_region_result_free (&r->regions[k]);
  free (r->regions);
  for (size_t k = 0; k < r->ndiags; k++)
    free (r->diags[k].message);
  free (r->diags);
  memset (r, 0, sizeof *r);
}
