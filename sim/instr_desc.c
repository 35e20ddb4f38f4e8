/* instr_desc.c - derive instruction descriptions from a model's scheduling
   classes and the instruction table, with the rules of llvm-mca's
   instruction builder: resource cycles already paid on a unit are not paid
   again on the groups that contain it, a group used by more units than it
   has is reserved, and buffers used through super resources count.  */

#include "instr_desc.h"
#include "unit_ledger.h"

#include "mem_addr.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void
mca_resmasks_init (struct mca_resmasks *rm, const struct mca_model *m)
{
  memset (rm, 0, sizeof *rm);
  rm->nres = m->nres;
  unsigned bit = 0;
  /* Units first, in index order, then groups.  */
  for (unsigned i = 1; i < m->nres; i++)
    if (!m->res[i].is_group)
      rm->mask[i] = 1ull << bit++;
  for (unsigned i = 1; i < m->nres; i++)
    if (m->res[i].is_group)
      {
	rm->mask[i] = 1ull << bit++;
	for (unsigned u = 0; u < m->res[i].nmembers; u++)
	  rm->mask[i] |= rm->mask[m->res[i].members[u]];
      }
  for (unsigned i = 1; i < m->nres; i++)
    rm->state2res[mca_state_index (rm->mask[i])] = i;
}

const struct mca_split_load *
mca_split_load_of (const struct mca_model *m, const struct mca_resmasks *rm,
		   const struct mca_idesc *d)
{
  for (unsigned l = 0; l < m->nsplit_loads; l++)
    {
      uint64_t mask = rm->mask[m->split_loads[l].res];
      for (unsigned k = 0; k < d->nres; k++)
	if (d->res[k].mask == mask && d->res[k].cycles)
	  return &m->split_loads[l];
    }
  return NULL;
}

static uint64_t
bit_floor (uint64_t x)
{
  return x ? 1ull << mca_state_index (x) : 0;
}

static int
compare_usage (const void *a, const void *b)
{
  const struct mca_res_usage *x = a, *y = b;
  int px = __builtin_popcountll (x->mask), py = __builtin_popcountll (y->mask);
  if (px != py)
    return px < py ? -1 : 1;
  return x->mask < y->mask ? -1 : x->mask > y->mask;
}

/* Whether the units of an idle machine can give every group D uses a unit
   of its own, by the greedy assignment the issue check makes
   (hw_resources.c): each group the lowest unit left, units first paying
   their own uses.  A class whose uops use more overlapping groups than
   there are units (uops.info's "4*p0+1*p01+1*p015+2*p06+3*p15+3*p5" for a
   15-uop aeskeygenassist, spread over the groups containing those ports)
   never fits: the check would refuse it forever.  */
static bool
overlapping_groups_fit_idle (const struct mca_idesc *d,
			     const struct mca_model *m,
			     const struct mca_resmasks *rm)
{
  struct mca_unit_ledger ledger;
  mca_ledger_init (&ledger);
  for (unsigned i = 0; i < d->nres; i++)
    {
      const struct mca_res_usage *e = &d->res[i];
      if (e->acquire || __builtin_popcountll (e->mask) != 1)
	continue;
      unsigned units = m->res[rm->state2res[mca_state_index (e->mask)]].units;
      mca_ledger_own (&ledger, e->mask,
		      units > e->num_units ? units - e->num_units : 0);
    }
  for (unsigned i = 0; i < d->nres; i++)
    {
      const struct mca_res_usage *e = &d->res[i];
      if (e->reserved || e->acquire || __builtin_popcountll (e->mask) == 1)
	continue;
      /* A group's mask is its units' bits and its own, the highest.  */
      uint64_t unit = mca_ledger_pick (&ledger, e->mask ^ bit_floor (e->mask));
      if (!unit
	  || !mca_ledger_spend (&ledger, unit,
				m->res[rm->state2res[mca_state_index (unit)]]
				  .units))
	return false;
    }
  return true;
}

void
mca_idesc_build (struct mca_idesc *d, const struct mca_sched_class *sc,
		 const struct mca_model *m, const struct mca_resmasks *rm,
		 bool is_call, unsigned call_latency)
{
  memset (d, 0, sizeof *d);
  d->sc = sc;
  d->uops = sc->uops < 0 ? 0 : (unsigned) sc->uops;

  /* Cycles contributed by units whose super resource is a group member.  */
  struct
  {
    uint64_t mask;
    unsigned cycles;
  } supers[MCA_MAX_RES_USES];
  unsigned nsupers = 0;
  struct mca_res_usage work[MCA_MAX_RES_USES];
  unsigned nwork = 0;
  bool all_in_order = true, any_dispatch_hazard = false;

  for (unsigned i = 0; i < sc->nres && nwork < MCA_MAX_RES_USES; i++)
    {
      const struct mca_res_use *u = &sc->res[i];
      const struct mca_resource *r = &m->res[u->res];
      if (u->release <= u->acquire)
	continue;
      uint64_t mask = rm->mask[u->res];
      if (r->buffer < 0 || u->no_buffer)
	all_in_order = false;
      else
	{
	  d->used_buffers |= 1ull << mca_state_index (mask);
	  any_dispatch_hazard |= r->buffer == 0;
	  all_in_order &= r->buffer <= 1;
	}
      work[nwork++] = (struct mca_res_usage) {mask, u->release - u->acquire,
					       1, false, u->acquire};
      if (r->super)
	{
	  uint64_t smask = rm->mask[r->super];
	  unsigned s;
	  for (s = 0; s < nsupers && supers[s].mask != smask; s++)
	    ;
	  if (s == nsupers && nsupers < MCA_MAX_RES_USES)
	    supers[nsupers++].mask = smask, supers[s].cycles = 0;
	  if (s < nsupers)
	    supers[s].cycles += u->release - u->acquire;
	}
    }
  d->must_issue_immediately = all_in_order && any_dispatch_hazard;

  /* Units before groups, smaller groups before larger ones.  */
  qsort (work, nwork, sizeof *work, compare_usage);

  uint64_t units_from_groups = 0;
  for (unsigned i = 0; i < nwork; i++)
    {
      struct mca_res_usage *a = &work[i];
      if (!a->cycles)
	{
	  d->used_groups |= bit_floor (a->mask);
	  continue;
	}
      d->res[d->nres++] = *a;
      uint64_t normalized = a->mask;
      if (__builtin_popcountll (a->mask) == 1)
	d->used_units |= a->mask;
      else
	{
	  normalized ^= bit_floor (normalized);
	  if (units_from_groups & normalized)
	    d->has_partially_overlapping_groups = true;
	  units_from_groups |= normalized;
	  d->used_groups |= a->mask ^ normalized;
	}
      unsigned super_cycles = 0;
      for (unsigned s = 0; s < nsupers; s++)
	if (supers[s].mask == a->mask)
	  super_cycles = supers[s].cycles;
      for (unsigned j = i + 1; j < nwork; j++)
	{
	  struct mca_res_usage *b = &work[j];
	  if ((normalized & b->mask) == normalized)
	    {
	      unsigned sub = a->cycles - super_cycles;
	      b->cycles = b->cycles > sub ? b->cycles - sub : 0;
	      if (__builtin_popcountll (b->mask) > 1)
		b->num_units++;
	    }
	}
    }

  /* A group used by more units than it has is reserved for its cycles.  */
  for (unsigned i = 0; i < d->nres; i++)
    {
      struct mca_res_usage *r = &d->res[i];
      if (__builtin_popcountll (r->mask) > 1 && !r->reserved)
	{
	  uint64_t members = r->mask ^ bit_floor (r->mask);
	  unsigned max_units = __builtin_popcountll (members);
	  if (r->num_units > max_units)
	    {
	      r->reserved = true;
	      r->num_units = max_units;
	    }
	}
    }

  /* Groups that can never all have units of their own share them: their
     cycles add up on the units they get.  */
  if (d->has_partially_overlapping_groups
      && !overlapping_groups_fit_idle (d, m, rm))
    d->has_partially_overlapping_groups = false;

  /* Buffers consumed through super resources.  */
  for (unsigned s = 0; s < nsupers; s++)
    for (unsigned i = 1; i < m->nres; i++)
      {
	if (m->res[i].buffer == -1)
	  continue;
	uint64_t mask = rm->mask[i];
	if (mask != supers[s].mask && (mask & supers[s].mask) == supers[s].mask)
	  d->used_buffers |= 1ull << mca_state_index (mask);
      }

  /* Latency: the largest write latency; calls and unknown latencies get
     the call latency.  */
  if (is_call)
    d->max_latency = call_latency;
  else
    {
      int lat = 0;
      for (unsigned i = 0; i < sc->nlat; i++)
	{
	  if (sc->lat[i].cycles < 0)
	    {
	      lat = -1;
	      break;
	    }
	  if (sc->lat[i].cycles > lat)
	    lat = sc->lat[i].cycles;
	}
      d->max_latency = lat < 0 ? call_latency : (unsigned) lat;
    }
  mca_idesc_count_limits (d, m, rm);
}

/* Whether SC gives the read USE_INDEX a positive advance, from any
   writer.  */
static bool
has_read_advance (const struct mca_sched_class *sc, unsigned use_index)
{
  for (unsigned i = 0; i < sc->nadv; i++)
    if (sc->adv[i].use_index == use_index && sc->adv[i].cycles > 0)
      return true;
  return false;
}

static bool
names_writer (const struct mca_read_advance *a, unsigned write_id)
{
  if (!a->nwrite_ids)
    return true;
  for (unsigned w = 0; w < a->nwrite_ids; w++)
    if (a->write_ids[w] == write_id)
      return true;
  return false;
}

int
mca_read_advance (const struct mca_sched_class *sc, unsigned use_index,
		  unsigned write_id)
{
  int own = 0, every = 0;
  bool found = false;
  for (unsigned i = 0; i < sc->nadv; i++)
    {
      const struct mca_read_advance *a = &sc->adv[i];
      if (a->use_index == MCA_ANY_USE)
	{
	  if (write_id && names_writer (a, write_id))
	    every += a->cycles;
	}
      else if (!found && a->use_index == use_index
	       && names_writer (a, write_id))
	{
	  own = a->cycles;
	  found = true;
	}
    }
  return own + every;
}

unsigned
mca_class_latency (const struct mca_sched_class *sc)
{
  int lat = 0;
  for (unsigned i = 0; i < sc->nlat; i++)
    {
      if (sc->lat[i].cycles < 0)
	{
	  lat = sc->lat[i].cycles;
	  break;
	}
      if (sc->lat[i].cycles > lat)
	lat = sc->lat[i].cycles;
    }
  /* Forwarding delays (negative read advances) add to the latency.  */
  int delay = 0;
  for (unsigned i = 0; i < sc->nadv; i++)
    if (!sc->adv[i].nwrite_ids && sc->adv[i].cycles < delay)
      delay = sc->adv[i].cycles;
  return (unsigned) lat + (unsigned) -delay;
}

double
mca_class_rthroughput (const struct mca_sched_class *sc,
		       const struct mca_model *m)
{
  double best = -1;
  for (unsigned i = 0; i < sc->nres; i++)
    {
      if (sc->res[i].release <= sc->res[i].acquire)
	continue;
      double t = (double) m->res[sc->res[i].res].units
	/ (sc->res[i].release - sc->res[i].acquire);
      if (best < 0 || t < best)
	best = t;
    }
  if (best > 0)
    return 1.0 / best;
  return (double) (sc->uops < 0 ? 0 : sc->uops) / m->dispatch_width;
}

/* The register named by reference REF of INST, or NONE.  */
static mca_reg
ref_register (const struct mca_isa_ref *ref, const struct mca_asm_inst *inst)
{
  if (ref->kind == MCA_REF_IMPLICIT)
    return ref->reg;
  if (ref->opnd >= inst->nops)
    return MCA_REG_NONE;
  const struct mca_operand *op = &inst->ops[ref->opnd];
  switch (ref->kind)
    {
    case MCA_REF_OPERAND:
      return op->kind == MCA_OPND_REG ? op->reg : MCA_REG_NONE;
    case MCA_REF_MEM_BASE:
      return op->kind == MCA_OPND_MEM ? op->mem.base : MCA_REG_NONE;
    case MCA_REF_MEM_INDEX:
      return op->kind == MCA_OPND_MEM ? op->mem.index : MCA_REG_NONE;
    case MCA_REF_MEM_SEG:
      return op->kind == MCA_OPND_MEM ? op->mem.seg : MCA_REG_NONE;
    case MCA_REF_MASK:
      return op->mask;
    default:
      return MCA_REG_NONE;
    }
}

/* True when INST's explicit register sources name one register per
   register class, and some class has two of them: the condition of zero
   idioms and dependency-breaking idioms (`xorl %eax, %eax', `vxorps
   %xmm1, %xmm1, %xmm2', `pcmpeqd %xmm0, %xmm0'), which compare sources
   only.  */
static bool
sources_same_register (const struct mca_isa_form *form,
		       const struct mca_asm_inst *inst)
{
  struct
  {
    enum mca_reg_class rc;
    mca_reg reg;
    unsigned n;
  } seen[8];
  unsigned nseen = 0;
  bool pair = false;
  for (unsigned i = 0; i < form->nuses; i++)
    {
      const struct mca_isa_ref *u = &form->uses[i];
      if (u->kind != MCA_REF_OPERAND)
	continue;
      mca_reg r = ref_register (u, inst);
      if (r == MCA_REG_NONE)
	continue;
      enum mca_reg_class rc = mca_reg_class (r);
      unsigned k;
      for (k = 0; k < nseen && seen[k].rc != rc; k++)
	;
      if (k == nseen)
	{
	  if (nseen == 8)
	    return false;
	  seen[nseen++] = (typeof (seen[0])) {rc, r, 1};
	  continue;
	}
      if (seen[k].reg != r)
	return false;
      pair = true;
    }
  return pair;
}

/* True when INST has two register operands or more and all are parts of
   one register (`movzbl %cl, %ecx'): a register cannot be renamed onto
   itself, so moves of this shape are not eliminated.  */
static bool
same_register_operands (const struct mca_asm_inst *inst)
{
  mca_reg top = MCA_REG_NONE;
  unsigned n = 0;
  for (unsigned o = 0; o < inst->nops; o++)
    if (inst->ops[o].kind == MCA_OPND_REG)
      {
	mca_reg t = mca_reg_top (inst->ops[o].reg);
	if (n++ && t != top)
	  return false;
	top = t;
      }
  return n >= 2;
}

/* Whether the model's stack engine updates R, REF's register, for SI:
   the implicit %rsp of a push, pop, call or return, which the front end
   keeps up to date itself, so the instruction neither waits for nor
   produces %rsp in the out-of-order core.  */
static bool
stack_engine_reg (const struct mca_model *m, const struct mca_sinst *si,
		  const struct mca_isa_ref *ref, mca_reg r)
{
  return m->stack_engine && si->stack_delta
    && ref->kind == MCA_REF_IMPLICIT && mca_reg_top (r) == MCA_R_RSP;
}

/* Whether NORM has a memory operand with an index register.  */
static bool
indexed_operand (const struct mca_asm_inst *norm)
{
  for (unsigned o = 0; o < norm->nops; o++)
    if (norm->ops[o].kind == MCA_OPND_MEM && norm->ops[o].mem.index)
      return true;
  return false;
}

/* The op line, or the override of it that applies to NORM; with
   LAMINATED, as if NORM had no index register for the `indexed'
   lines.  */
static const struct mca_sched_attrs *
select_attrs (const struct mca_form_sched *fs, const struct mca_isa_form *form,
	      const struct mca_asm_inst *norm, const char *key, bool key_intel,
	      bool laminated)
{
  const struct mca_sched_attrs *a = &fs->attrs;
  for (unsigned k = 0; k < fs->noverrides; k++)
    {
      const struct mca_sched_override *ov = &fs->overrides[k];
      if (ov->kind == MCA_OV_KEY && key && ov->key_intel == key_intel
	  && strcmp (ov->key, key) == 0)
	a = &ov->attrs;
    }
  for (unsigned k = 0; k < fs->noverrides; k++)
    {
      const struct mca_sched_override *ov = &fs->overrides[k];
      bool hit = false;
      switch (ov->kind)
	{
	case MCA_OV_LOCK:
	  hit = (norm->prefixes & MCA_PFX_LOCK) != 0;
	  break;
	case MCA_OV_IMM:
	  for (unsigned o = 0; o < norm->nops; o++)
	    if (norm->ops[o].kind == MCA_OPND_IMM && !norm->ops[o].imm_symbolic)
	      hit = norm->ops[o].imm == ov->imm;
	  break;
	case MCA_OV_MEM:
	  for (unsigned o = 0; o < norm->nops; o++)
	    if (norm->ops[o].kind == MCA_OPND_MEM)
	      {
		const struct mca_mem *mm = &norm->ops[o].mem;
		unsigned shape = 0;
		if (mm->base)
		  shape |= MCA_MEM_BASE;
		if (mm->index)
		  shape |= MCA_MEM_INDEX;
		if (mm->has_disp && !mm->disp_symbolic && mm->disp != 0)
		  shape |= MCA_MEM_DISP;
		if (mm->index && mm->scale > 1)
		  shape |= MCA_MEM_SCALE;
		hit = shape == ov->mem_shape;
	      }
	  break;
	case MCA_OV_SAME_REGS:
	  hit = same_register_operands (norm);
	  break;
	case MCA_OV_INDEXED:
	  hit = !laminated && indexed_operand (norm);
	  break;
	default:
	  break;
	}
      if (hit)
	return &ov->attrs;
    }
  (void) form;
  return a;
}

const struct mca_write_desc *
mca_sinst_write_of (const struct mca_sinst *si, mca_reg reg)
{
  for (unsigned w = 0; w < si->nwrites; w++)
    if (si->writes[w].reg && mca_reg_overlaps (si->writes[w].reg, reg))
      return &si->writes[w];
  return NULL;
}

/* The thousandths of INST's instances executed when its form is an add
   the renamer may do (FS's fold_sc): by the size of its numeric
   immediate, the model's foldrate lines; 1000 (all) for any other.  */
static unsigned
fold_share (const struct mca_asm_inst *inst, const struct mca_sched_attrs *fs,
	    const struct mca_model *m)
{
  if (!fs->fold_sc)
    return 1000;
  for (unsigned k = 0; k < inst->nops; k++)
    {
      const struct mca_operand *o = &inst->ops[k];
      if (o->kind != MCA_OPND_IMM || o->imm_symbolic)
	continue;
      uint64_t mag = o->imm < 0 ? 0 - (uint64_t) o->imm : (uint64_t) o->imm;
      for (unsigned r = 0; r < m->nfold_rates; r++)
	if (mag <= m->fold_rates[r].max_abs)
	  return m->fold_rates[r].per_mille;
      return 1000;
    }
  return 1000;
}

bool
mca_sinst_build (struct mca_sinst *si, const struct mca_asm_inst *inst,
		 const struct mca_asm_inst *norm,
		 const struct mca_isa_form *form, const char *key,
		 bool key_intel, const struct mca_model *m,
		 const struct mca_idesc *(*desc_for) (void *,
						      const struct mca_sched_class *,
						      bool),
		 void *ctx, char *why, size_t whylen)
{
  memset (si, 0, sizeof *si);
  si->text = inst;
  si->norm = *norm;
  si->form = form;
  inst = &si->norm;
  const struct mca_form_sched *form_sched = mca_model_form_sched (m, form->id);
  const struct mca_sched_attrs *fs
    = select_attrs (form_sched, form, inst, key, key_intel, false);
  /* The micro-ops the instruction has as the front end delivers it,
     before an index register un-laminates it (`indexed' lines).  */
  const struct mca_sched_attrs *laminated = indexed_operand (inst)
    ? select_attrs (form_sched, form, inst, key, key_intel, true) : fs;
  if (fs->sc && laminated->sc && fs->sc->uops > laminated->sc->uops
      && fs->sc->uops != MCA_INVALID_UOPS)
    si->unlaminated = (unsigned char) (fs->sc->uops - laminated->sc->uops);
  if (!fs->sc)
    {
      snprintf (why, whylen, "the %s model has no data for `%s' (%s)",
		m->name, inst->mnemonic, form->opcode);
      return false;
    }
  bool same = sources_same_register (form, inst);
  const struct mca_sched_class *sc = same && fs->same_sc ? fs->same_sc
							 : fs->sc;
  /* An add the renamer always does takes the class of one done at
     rename; one it does but for a share keeps the executed class, and
     the share (mca_regfile_try_fold).  */
  unsigned fold = fold_share (inst, fs, m);
  if (fold == 0)
    sc = fs->fold_sc;
  si->fold = fold > 0 && fold < 1000;
  si->fold_per_mille = (unsigned short) fold;
  si->renamed_add = fs->renamed_add || fold == 0;
  si->renamed_move = fs->renamed_move;
  si->fold_read_latency = fs->fold_read_latency;
  si->fold_read_hold = fs->fold_read_hold;
  /* The bypassed class stands in for the op line's own class only: a
     same-register or renamed-add instance keeps the class it took.  */
  if (sc == fs->sc)
    {
      si->bypass_sc = fs->bypass_sc;
      si->bypass_use = fs->bypass_use;
    }
  if (sc->uops == MCA_INVALID_UOPS)
    {
      snprintf (why, whylen, "found an unsupported instruction in the input "
		"assembly sequence (%s on %s)", form->opcode, m->name);
      return false;
    }
  si->is_call = (form->flags & MCA_ISA_CALL) != 0;
  si->is_return = (form->flags & MCA_ISA_RET) != 0;
  si->desc = desc_for (ctx, sc, si->is_call);
  if (sc->nres > MCA_MAX_RES_USES)
    {
      snprintf (why, whylen, "scheduling class %s uses more than %d "
		"resources", sc->name, MCA_MAX_RES_USES);
      return false;
    }
  /* A model without store-forwarding reproduces llvm-mca's load/store
     unit, which orders memory operations by LLVM's flags.  */
  unsigned mem_flags = m->store_forwarding ? form->flags : form->llvm_flags;
  si->may_load = (mem_flags & MCA_ISA_LOAD) != 0;
  si->may_store = (mem_flags & MCA_ISA_STORE) != 0;
  si->side_effects = (mem_flags & MCA_ISA_SIDE_EFFECTS) != 0;
  si->begin_group = sc->begin_group;
  si->end_group = sc->end_group;
  si->retire_ooo = sc->retire_ooo;
  si->optimizable_move = fs->move;
  si->renamed_load = fs->renamed_load;
  si->value_op = (unsigned char) mca_value_op_of (form);
  si->stack_delta = (signed char) mca_stack_delta_of (form);
  si->mem_bytes = mca_access_size (form);
  si->load_barrier = (form->flags & MCA_ISA_LOAD_BARRIER) != 0;
  si->store_barrier = (form->flags & MCA_ISA_STORE_BARRIER) != 0;
  si->hint = (form->flags & MCA_ISA_HINT) != 0;
  si->taken_branch = (form->flags & MCA_ISA_BRANCH)
    && !(form->flags & MCA_ISA_COND);

  bool zero_idiom = same && fs->same_zero;
  bool dep_breaking = zero_idiom || (same && fs->same_dep);

  /* The stored register, read apart from the address (store-data-split).  */
  mca_reg store_data = m->store_data_split && si->may_store
    ? mca_store_data_reg (si) : MCA_REG_NONE;
  for (unsigned i = 0; i < form->nuses && si->nreads < MCA_MAX_READS; i++)
    {
      const struct mca_isa_ref *u = &form->uses[i];
      mca_reg r = ref_register (u, inst);
      if (r == MCA_REG_NONE)
	continue;
      struct mca_read_desc *rd = &si->reads[si->nreads++];
      rd->reg = r;
      rd->use_index = u->use_index;
      rd->implicit = u->kind == MCA_REF_IMPLICIT;
      rd->late = (m->load_op_split && (form->flags & MCA_ISA_LOAD)
		  && has_read_advance (sc, u->use_index))
	|| (store_data && u->kind == MCA_REF_OPERAND && r == store_data);
      if (dep_breaking)
	{
	  if (!fs->same_dep_uses)
	    rd->independent = !rd->implicit;
	  else if (u->use_index < 64)
	    rd->independent = (fs->same_dep_uses >> u->use_index) & 1;
	}
      if (stack_engine_reg (m, si, u, r))
	rd->independent = true;
    }
  const struct mca_idesc *d = si->desc;
  for (unsigned i = 0; i < form->ndefs && si->nwrites < MCA_MAX_WRITES; i++)
    {
      const struct mca_isa_ref *w = &form->defs[i];
      mca_reg r = ref_register (w, inst);
      if (r == MCA_REG_NONE)
	continue;
      struct mca_write_desc *wd = &si->writes[si->nwrites++];
      wd->reg = r;
      if (i < sc->nlat)
	{
	  wd->latency = sc->lat[i].cycles < 0 ? d->max_latency
					      : (unsigned) sc->lat[i].cycles;
	  wd->write_id = sc->lat[i].write_id;
	}
      else
	wd->latency = d->max_latency;
      wd->clears_super = w->clears_super;
      wd->writes_zero = zero_idiom;
      if (stack_engine_reg (m, si, w, r))
	wd->latency = 0;
    }
  return true;
}
