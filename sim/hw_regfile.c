/* hw_regfile.c - register renaming and register dependencies.  */

#include "hw_regfile.h"
#include "rename_offsets.h"
#include "run_blocks.h"

#include <stdlib.h>
#include <string.h>

#include <libiberty/libiberty.h>

/* Sub- and super-register lists, computed once from the register table
   and shared by every simulation (the table is constant).  */
static mca_reg **alias_sub, **alias_super;
static bool *alias_only_part;

/* mca_regfile_unit.only_part for the N registers of the table.  */
static bool *
only_part_table (unsigned n)
{
  unsigned *nparts = xcalloc (n, sizeof *nparts);
  for (unsigned r = 1; r < n; r++)
    nparts[mca_reg_parent (r)]++;
  bool *only = xcalloc (n, sizeof *only);
  for (unsigned r = 0; r < n; r++)
    {
      only[r] = true;
      for (mca_reg q = r; q && mca_reg_parent (q); q = mca_reg_parent (q))
	if (nparts[mca_reg_parent (q)] != 1)
	  only[r] = false;
    }
  free (nparts);
  return only;
}

static void
build_alias_lists (void)
{
  if (alias_sub)
    return;
  unsigned n = (unsigned) mca_reg_count ();
  mca_reg **sub = xcalloc (n, sizeof *sub);
  mca_reg **super = xcalloc (n, sizeof *super);
  unsigned *nsub = xcalloc (n, sizeof *nsub);
  /* Count, then fill: super-registers are the ancestors of each register,
     sub-registers the registers having it as an ancestor.  Each list
     ends with 0; all of a kind share one block (a process touches
     fewer pages than with one allocation a list).  Each (register,
     ancestor) pair is once in a sub-register list and once in a
     super-register list: both blocks hold the pairs and N ends.  */
  size_t pairs = 0;
  for (unsigned r = 1; r < n; r++)
    for (mca_reg p = mca_reg_parent (r); p; p = mca_reg_parent (p))
      {
	nsub[p]++;
	pairs++;
      }
  mca_reg *sub_lists = xcalloc (pairs + n, sizeof *sub_lists);
  mca_reg *super_lists = xcalloc (pairs + n, sizeof *super_lists);
  for (unsigned r = 0; r < n; r++)
    {
      sub[r] = sub_lists;
      sub_lists += nsub[r] + 1;
      nsub[r] = 0;
      super[r] = super_lists;
      unsigned depth = 0;
      for (mca_reg p = r ? mca_reg_parent (r) : 0; p; p = mca_reg_parent (p))
	super[r][depth++] = p;
      super_lists += depth + 1;
    }
  for (unsigned r = 1; r < n; r++)
    for (mca_reg p = mca_reg_parent (r); p; p = mca_reg_parent (p))
      sub[p][nsub[p]++] = (mca_reg) r;
  free (nsub);
  alias_only_part = only_part_table (n);
  alias_super = super;
  alias_sub = sub;
}

static bool
is_super_register (mca_reg sub, mca_reg super)
{
  return sub != super && mca_reg_contains (super, sub);
}

bool
mca_regfile_init (struct mca_regfile_unit *rf, const struct mca_model *m,
		  unsigned default_file_size)
{
  build_alias_lists ();
  memset (rf, 0, sizeof *rf);
  rf->nregs = (unsigned) mca_reg_count ();
  rf->subregs = alias_sub;
  rf->superregs = alias_super;
  rf->only_part = alias_only_part;
  rf->writes = mca_block_alloc (rf->nregs * sizeof *rf->writes);
  for (unsigned r = 0; r < rf->nregs; r++)
    rf->writes[r] = (struct mca_write_ref) {MCA_INVALID_IID, 0, 0, 0, false,
					    NULL};
  rf->rename = mca_block_calloc (rf->nregs * sizeof *rf->rename);
  /* A register no file of the model lists is renamed in the default
     file alone, at a cost of one, as llvm-mca's RegisterFile does (a
     model without register files, LLVM's Sandy Bridge, counts every
     write there).  */
  for (unsigned r = 0; r < rf->nregs; r++)
    rf->rename[r].cost = 1;
  rf->zero = mca_block_calloc (rf->nregs * sizeof *rf->zero);
  rf->fold_debt = mca_block_calloc (rf->nregs * sizeof *rf->fold_debt);
  rf->offset = mca_block_calloc (rf->nregs * sizeof *rf->offset);
  rf->nfiles = m->nfiles > MCA_MAX_REGFILES ? MCA_MAX_REGFILES : m->nfiles;
  rf->files[0].phys_regs = default_file_size;
  for (unsigned f = 1; f < rf->nfiles; f++)
    {
      const struct mca_regfile *mf = &m->files[f];
      rf->files[f].phys_regs = mf->phys_regs;
      rf->files[f].max_moves_per_cycle = mf->max_moves_per_cycle;
      rf->files[f].zero_moves_only = mf->zero_moves_only;
      for (unsigned e = 0; e < mf->nentries; e++)
	{
	  mca_reg reg = mf->entries[e].reg;
	  struct mca_rename_info *ri = &rf->rename[reg];
	  ri->file = f;
	  ri->cost = mf->entries[e].cost;
	  ri->rename_as = reg;
	  ri->allow_move_elim = mf->entries[e].allow_move_elim;
	  /* Sub-registers are renamed with their container, at its cost,
	     unless a file lists them itself.  */
	  for (mca_reg *s = rf->subregs[reg]; *s; s++)
	    {
	      struct mca_rename_info *o = &rf->rename[*s];
	      if (!o->file
		  && (!o->rename_as || is_super_register (*s, o->rename_as)))
		{
		  o->file = f;
		  o->cost = ri->cost;
		  o->rename_as = reg;
		}
	    }
	}
    }
  return true;
}

void
mca_regfile_fini (struct mca_regfile_unit *rf)
{
  mca_block_free (rf->writes, rf->nregs * sizeof *rf->writes);
  mca_block_free (rf->rename, rf->nregs * sizeof *rf->rename);
  mca_block_free (rf->zero, rf->nregs * sizeof *rf->zero);
  mca_block_free (rf->fold_debt, rf->nregs * sizeof *rf->fold_debt);
  mca_block_free (rf->offset, rf->nregs * sizeof *rf->offset);
  memset (rf, 0, sizeof *rf);
}

static bool
ref_has_known_write_back (const struct mca_write_ref *w)
{
  return w->iid != MCA_INVALID_IID && (!w->ws || mca_write_is_executed (w->ws));
}

static unsigned
ref_write_id (const struct mca_write_ref *w)
{
  return w->ws ? w->ws->wd->write_id : w->write_id;
}

static mca_reg
ref_reg (const struct mca_write_ref *w)
{
  return w->ws ? w->ws->reg : w->reg;
}

static void
ref_commit (struct mca_write_ref *w)
{
  w->reg = w->ws->reg;
  w->write_id = w->ws->wd->write_id;
  w->ws = NULL;
}

void
mca_regfile_need (const struct mca_regfile_unit *rf,
		  const struct mca_sinst *si, unsigned *need)
{
  memset (need, 0, MCA_MAX_REGFILES * sizeof *need);
  for (unsigned d = 0; d < si->nwrites; d++)
    {
      const struct mca_rename_info *ri = &rf->rename[si->writes[d].reg];
      if (ri->file)
	need[ri->file] += ri->cost;
      need[0] += ri->cost;
    }
}

unsigned
mca_regfile_is_available (const struct mca_regfile_unit *rf,
			  const unsigned *need)
{
  unsigned response = 0;
  for (unsigned f = 0; f < rf->nfiles; f++)
    {
      unsigned n = need[f];
      const struct mca_regfile_tracker *t = &rf->files[f];
      if (!n || !t->phys_regs)
	continue;
      /* A file smaller than one instruction's need admits it alone.  */
      if (t->phys_regs < n)
	n = t->phys_regs;
      if (t->phys_regs < t->used + n)
	response |= 1u << f;
    }
  return response;
}

/* The cycles the completed write of entry W still delays a read R by
   its negative read advance; 0 when it does not.  */
static unsigned
committed_delay (const struct mca_regfile_unit *rf,
		 const struct mca_write_ref *w, const struct mca_read_state *r)
{
  if (!ref_has_known_write_back (w))
    return 0;
  int adv = mca_read_advance_of (r->owner->si, r->rd, ref_write_id (w));
  unsigned elapsed = rf->current_cycle - w->write_back_cycle;
  if (adv >= 0 || elapsed >= (unsigned) -adv)
    return 0;
  return (unsigned) -adv - elapsed;
}

/* A write in flight a read R depends on: R waits for it.  */
static void
wait_for_live (struct mca_read_state *r, struct mca_write_state *w)
{
  int adv = mca_read_advance_of (r->owner->si, r->rd, w->wd->write_id);
  mca_write_add_read_user (w, r, adv);
}

/* A completed write that still delays a read, as the read is told of
   it (mca_read_write_start).  */
struct delaying_write
{
  unsigned iid;
  mca_reg reg;
  unsigned delay;
};

/* Writes a read of R depends on (in flight), and completed writes whose
   negative read advance still delays it.  */
struct collected
{
  unsigned n, ncommitted;
  struct mca_write_state *live[16];
  struct delaying_write committed[16];
};

static void
collect_one (const struct mca_regfile_unit *rf, const struct mca_write_ref *w,
	     const struct mca_read_state *r, struct collected *c)
{
  if (w->iid < rf->entry_iid)
    return;
  if (w->ws)
    {
      for (unsigned k = 0; k < c->n; k++)
	if (c->live[k] == w->ws)
	  return;
      if (c->n < 16)
	c->live[c->n++] = w->ws;
    }
  else
    {
      unsigned delay = committed_delay (rf, w, r);
      if (delay && c->ncommitted < 16)
	c->committed[c->ncommitted++]
	  = (struct delaying_write) {w->iid, ref_reg (w), delay};
    }
}

/* The writes a read R of a register whose sub-registers' entries may
   differ from its own (WHOLE) depends on: its own and its sub-registers'
   (partial updates).  */
static void
collect_writes (const struct mca_regfile_unit *rf,
		const struct mca_read_state *r,
		const struct mca_write_ref *whole, struct collected *c)
{
  c->n = c->ncommitted = 0;
  collect_one (rf, whole, r, c);
  /* A write of the whole register left its sub-registers' entries
     naming it: collect_one would take it again and find it taken (or,
     before the loop's entry, not).  */
  for (mca_reg *s = rf->subregs[r->reg]; *s; s++)
    {
      const struct mca_write_ref *w = &rf->writes[*s];
      if (w->ws && w->ws == whole->ws)
	continue;
      collect_one (rf, w, r, c);
    }
}

unsigned
mca_regfile_last_write_id (const struct mca_regfile_unit *rf, mca_reg reg)
{
  const struct mca_write_ref *w = &rf->writes[reg];
  if (w->iid == MCA_INVALID_IID || w->iid < rf->entry_iid)
    return 0;
  return ref_write_id (w);
}

/* R reads a register whose sub-registers' entries are its own (W): it
   depends on that write alone (the same again from them would add
   nothing: a committed write with the same delay).  */
static void
add_read_of_whole (const struct mca_regfile_unit *rf,
		   struct mca_read_state *r, const struct mca_write_ref *w)
{
  bool in_entry = w->iid >= rf->entry_iid;
  if (in_entry && w->ws)
    {
      mca_read_set_dependent_writes (r, 1);
      wait_for_live (r, w->ws);
      return;
    }
  unsigned delay = in_entry ? committed_delay (rf, w, r) : 0;
  mca_read_set_dependent_writes (r, delay ? 1 : 0);
  if (delay)
    mca_read_write_start (r, w->iid, ref_reg (w), delay);
}

/* R reads a register whose sub-registers' entries may name other writes
   (partial updates) than its own (WHOLE).  */
static void
add_read_of_parts (const struct mca_regfile_unit *rf,
		   struct mca_read_state *r, const struct mca_write_ref *whole)
{
  struct collected c;
  collect_writes (rf, r, whole, &c);
  mca_read_set_dependent_writes (r, c.n + c.ncommitted);
  for (unsigned k = 0; k < c.n; k++)
    wait_for_live (r, c.live[k]);
  for (unsigned k = 0; k < c.ncommitted; k++)
    mca_read_write_start (r, c.committed[k].iid, c.committed[k].reg,
			  c.committed[k].delay);
}

void
mca_regfile_add_read (struct mca_regfile_unit *rf, struct mca_read_state *r)
{
  r->prf = rf->rename[r->reg].file;
  if (r->independent)
    return;
  if (rf->zero[r->reg])
    r->zero = true;
  const struct mca_write_ref *whole = &rf->writes[r->reg];
  if (whole->subregs_differ)
    add_read_of_parts (rf, r, whole);
  else
    add_read_of_whole (rf, r, whole);
}

static void
allocate_phys (struct mca_regfile_unit *rf, const struct mca_rename_info *ri,
	       unsigned *used)
{
  if (ri->file)
    {
      rf->files[ri->file].used += ri->cost;
      used[ri->file] += ri->cost;
    }
  rf->files[0].used += ri->cost;
  used[0] += ri->cost;
}

static void
free_phys (struct mca_regfile_unit *rf, const struct mca_rename_info *ri,
	   unsigned *freed)
{
  if (ri->file)
    {
      rf->files[ri->file].used -= ri->cost;
      freed[ri->file] += ri->cost;
    }
  rf->files[0].used -= ri->cost;
  freed[0] += ri->cost;
}

/* Make REF the entry of REG and of its sub-registers, and with SUPERS
   of its super-registers too, noting which families it leaves split.  */
static inline void
set_family (struct mca_regfile_unit *rf, mca_reg reg,
	    const struct mca_write_ref *ref, bool supers)
{
  struct mca_write_ref e = *ref;
  e.subregs_differ = false;
  rf->writes[reg] = e;
  for (mca_reg *s = rf->subregs[reg]; *s; s++)
    rf->writes[*s] = e;
  /* A container's other parts keep their writes, unless it has none.  */
  e.subregs_differ = !rf->only_part[reg];
  for (mca_reg *s = rf->superregs[reg]; *s; s++)
    if (supers)
      rf->writes[*s] = e;
    else
      rf->writes[*s].subregs_differ = true;
}

void
mca_regfile_add_write (struct mca_regfile_unit *rf, struct mca_write_state *w,
		       unsigned *used)
{
  mca_reg reg = w->reg;
  if (!reg)
    return;
  unsigned iid = w->owner->iid;
  bool write_zero = w->writes_zero;
  bool eliminated = w->eliminated;
  bool allocate = !write_zero && !eliminated;
  const struct mca_rename_info *ri = &rf->rename[reg];
  w->prf = ri->file;

  /* A partial write (not clearing the upper bits) of a register renamed
     with its container merges with the container: no new physical
     register, and a false dependency on the container's last write.  */
  if (ri->rename_as && ri->rename_as != reg)
    {
      reg = ri->rename_as;
      struct mca_write_ref *other = &rf->writes[reg];
      if (!w->clears_super)
	{
	  allocate = false;
	  if (other->ws && other->iid != iid)
	    mca_write_add_write_user (other->ws, w);
	}
    }

  /* A value written by an operation: no offset, but from an add the
     renamer does.  An eliminated write (a move, an add folded) keeps
     what its elimination set.  */
  if (!eliminated)
    rf->offset[mca_reg_top (w->reg)] = mca_reg_carries_offset (w->reg)
      && (w->owner->si->renamed_add
	  || (w->owner->si->renamed_move && w->owner->reads_offset));

  mca_reg zero_reg = w->clears_super ? reg : w->reg;
  rf->zero[zero_reg] = write_zero;
  for (mca_reg *s = rf->subregs[zero_reg]; *s; s++)
    rf->zero[*s] = write_zero;

  if (!eliminated)
    {
      /* An instruction writing a register twice keeps the slower write.  */
      const struct mca_write_ref *other = &rf->writes[reg];
      if (other->ws && other->iid == iid
	  && other->ws->wd->latency > w->wd->latency)
	{
	  if (allocate)
	    allocate_phys (rf, &rf->rename[reg], used);
	  return;
	}
      struct mca_write_ref ref = {iid, 0, 0, 0, false, w};
      set_family (rf, reg, &ref, w->clears_super);
      if (allocate)
	allocate_phys (rf, &rf->rename[reg], used);
    }

  if (!w->clears_super)
    return;
  for (mca_reg *s = rf->superregs[reg]; *s; s++)
    rf->zero[*s] = write_zero;
}

/* Note that REG's entry may now hold W by a copy.  */
static void
note_copy (struct mca_write_state *w, mca_reg reg)
{
  for (unsigned k = 0; k < w->ncopied && k < MCA_MAX_COPIED; k++)
    if (w->copied_to[k] == reg)
      return;
  if (w->ncopied < MCA_MAX_COPIED)
    w->copied_to[w->ncopied] = reg;
  if (w->ncopied <= MCA_MAX_COPIED)
    w->ncopied++;
}

/* The entry of REG, when it holds W.  */
static struct mca_write_ref *
entry_of (struct mca_regfile_unit *rf, const struct mca_write_state *w,
	  mca_reg reg)
{
  return rf->writes[reg].ws == w ? &rf->writes[reg] : NULL;
}

/* Apply FN to the entries that hold W by a copy, W having some: those
   of the registers it was copied to, their sub- and super-registers;
   every register's when it was copied to more than it notes.  (Entries
   of its own registers may come too: FN is done once for each.)  */
static void
for_each_noted_copy (struct mca_regfile_unit *rf,
		     const struct mca_write_state *w,
		     void (*fn) (struct mca_regfile_unit *,
				 struct mca_write_ref *))
{
  if (w->ncopied > MCA_MAX_COPIED)
    {
      for (unsigned x = 1; x < rf->nregs; x++)
	if (rf->writes[x].ws == w)
	  fn (rf, &rf->writes[x]);
      return;
    }
  struct mca_write_ref *e;
  for (unsigned k = 0; k < w->ncopied; k++)
    {
      mca_reg reg = w->copied_to[k];
      if ((e = entry_of (rf, w, reg)))
	fn (rf, e);
      for (mca_reg *s = rf->subregs[reg]; *s; s++)
	if ((e = entry_of (rf, w, *s)))
	  fn (rf, e);
      for (mca_reg *s = rf->superregs[reg]; *s; s++)
	if ((e = entry_of (rf, w, *s)))
	  fn (rf, e);
    }
}

/* Apply FN to the entries that hold W by a copy.  Most writes were
   never copied: they are told apart here, inline, at the cost of a test
   rather than of a call through FN's walk.  */
static inline void
for_each_copy (struct mca_regfile_unit *rf, const struct mca_write_state *w,
	       void (*fn) (struct mca_regfile_unit *, struct mca_write_ref *))
{
  if (w->ncopied)
    for_each_noted_copy (rf, w, fn);
}

static void
commit_entry (struct mca_regfile_unit *rf, struct mca_write_ref *e)
{
  (void) rf;
  ref_commit (e);
}

static void
write_back_entry (struct mca_regfile_unit *rf, struct mca_write_ref *e)
{
  e->write_back_cycle = rf->current_cycle;
}

/* Apply FN to the entries that hold W among those of REG and its
   sub-registers, and with SUPERS of its super-registers.  */
static inline void
for_each_own_entry (struct mca_regfile_unit *rf,
		    const struct mca_write_state *w, mca_reg reg, bool supers,
		    void (*fn) (struct mca_regfile_unit *,
				struct mca_write_ref *))
{
  struct mca_write_ref *e = &rf->writes[reg];
  /* The sub-registers' entries are REG's, unless they may differ.  */
  bool look_at_subregs = e->ws == w || e->subregs_differ;
  if (e->ws == w)
    fn (rf, e);
  if (look_at_subregs)
    for (mca_reg *s = rf->subregs[reg]; *s; s++)
      if ((e = entry_of (rf, w, *s)))
	fn (rf, e);
  if (supers)
    for (mca_reg *s = rf->superregs[reg]; *s; s++)
      if ((e = entry_of (rf, w, *s)))
	fn (rf, e);
}

void
mca_regfile_remove_write (struct mca_regfile_unit *rf,
			  const struct mca_write_state *w, unsigned *freed)
{
  if (w->eliminated)
    return;
  mca_reg reg = w->reg;
  if (!reg)
    return;
  bool free_regs = !w->writes_zero;
  mca_reg rename_as = rf->rename[reg].rename_as;
  if (rename_as && rename_as != reg)
    {
      reg = rename_as;
      if (!w->clears_super)
	free_regs = false;
    }
  if (free_regs)
    free_phys (rf, &rf->rename[reg], freed);
  for_each_copy (rf, w, commit_entry);
  for_each_own_entry (rf, w, reg, w->clears_super, commit_entry);
}

static bool
can_eliminate_move (const struct mca_regfile_unit *rf,
		    const struct mca_write_state *w,
		    const struct mca_read_state *r, unsigned file)
{
  const struct mca_rename_info *from = &rf->rename[r->reg];
  const struct mca_rename_info *to = &rf->rename[w->reg];
  if (from->file != file || to->file != file)
    return false;
  if (!rf->rename[to->rename_as].allow_move_elim)
    return false;
  /* Only moves that write a whole physical register.  */
  if (to->rename_as && to->rename_as != w->reg && !w->clears_super)
    return false;
  return !rf->files[file].zero_moves_only || rf->zero[r->reg];
}

bool
mca_regfile_try_eliminate_move (struct mca_regfile_unit *rf,
				struct mca_inst *i)
{
  unsigned n = i->ndefs;
  if (n != i->nuses || n == 0 || n > 2)
    return false;
  unsigned file = rf->rename[i->defs[0].reg].file;
  struct mca_regfile_tracker *t = &rf->files[file];
  if (t->max_moves_per_cycle
      && t->moves_eliminated + n > t->max_moves_per_cycle)
    return false;
  for (unsigned k = 0; k < n; k++)
    if (!can_eliminate_move (rf, &i->defs[n - (k + 1)], &i->uses[k], file))
      return false;
  /* The sources' writes and zero flags, taken before any destination
     changes: an exchange (xchg) moves each register into the other.  */
  struct mca_write_ref src_ref[2];
  bool src_zero[2], src_offset[2];
  for (unsigned k = 0; k < n; k++)
    {
      const struct mca_read_state *r = &i->uses[k];
      const struct mca_rename_info *from = &rf->rename[r->reg];
      src_ref[k] = rf->writes[from->rename_as ? from->rename_as : r->reg];
      src_zero[k] = rf->zero[r->reg];
      src_offset[k] = rf->offset[mca_reg_top (r->reg)];
    }
  for (unsigned k = 0; k < n; k++)
    {
      struct mca_read_state *r = &i->uses[k];
      struct mca_write_state *w = &i->defs[n - (k + 1)];
      const struct mca_rename_info *to = &rf->rename[w->reg];
      mca_reg dst = to->rename_as ? to->rename_as : w->reg;
      /* The destination now names the source's physical register: it
	 takes a copy of the source's write, which later writes of the
	 source do not change (readers of the destination still wait for
	 the value that was moved, not for the source's next value).  */
      const struct mca_write_ref *ref = &src_ref[k];
      set_family (rf, dst, ref, w->clears_super);
      if (ref->ws)
	note_copy (ref->ws, dst);
      if (src_zero[k])
	{
	  w->writes_zero = true;
	  r->zero = true;
	}
      /* The destination names the source's physical register, and the
	 renamer's offset with it (only a whole register can).  */
      rf->offset[mca_reg_top (w->reg)] = src_offset[k]
	&& mca_reg_carries_offset (w->reg);
      w->cycles_left = 0;
      w->eliminated = true;
      t->moves_eliminated++;
    }
  return true;
}

bool
mca_regfile_try_fold (struct mca_regfile_unit *rf, struct mca_inst *i)
{
  const struct mca_sinst *si = i->si;
  if (!si->fold)
    return false;
  struct mca_write_state *w = NULL;
  for (unsigned d = 0; d < i->ndefs && !w; d++)
    for (unsigned u = 0; u < i->nuses; u++)
      if (i->defs[d].reg && i->defs[d].reg == i->uses[u].reg)
	{
	  w = &i->defs[d];
	  break;
	}
  if (!w || mca_reg_top (w->reg) != w->reg)
    return false;
  unsigned *debt = &rf->fold_debt[w->reg];
  *debt += si->fold_per_mille;
  if (*debt >= 1000)
    {
      *debt -= 1000;
      return false;
    }
  w->cycles_left = 0;
  w->eliminated = true;
  /* An add done at rename leaves the offset with its value, as the
     bounds take it (mca_reg_carries_offset).  */
  rf->offset[w->reg] = mca_reg_carries_offset (w->reg);
  return true;
}

bool
mca_regfile_reads_offset (const struct mca_regfile_unit *rf,
			  const struct mca_inst *i)
{
  for (unsigned u = 0; u < i->nuses; u++)
    if (!i->uses[u].independent && rf->offset[mca_reg_top (i->uses[u].reg)])
      return true;
  return false;
}

void
mca_regfile_swap (struct mca_regfile_unit *rf, mca_reg a, mca_reg b)
{
  if (a == b)
    return;
  struct mca_write_ref t = rf->writes[a];
  rf->writes[a] = rf->writes[b];
  rf->writes[b] = t;
  bool z = rf->zero[a];
  rf->zero[a] = rf->zero[b];
  rf->zero[b] = z;
  /* A write now named by the other register: committing it must look
     for it everywhere, as for a move's copies.  */
  if (rf->writes[a].ws)
    note_copy (rf->writes[a].ws, a);
  if (rf->writes[b].ws)
    note_copy (rf->writes[b].ws, b);
}

void
mca_regfile_on_executed (struct mca_regfile_unit *rf, struct mca_inst *i)
{
  for (unsigned d = 0; d < i->ndefs; d++)
    {
      struct mca_write_state *w = &i->defs[d];
      if (w->eliminated)
	continue;
      mca_reg reg = w->reg;
      if (!reg)
	continue;
      mca_reg rename_as = rf->rename[reg].rename_as;
      if (rename_as && rename_as != reg)
	reg = rename_as;
      for_each_copy (rf, w, write_back_entry);
      for_each_own_entry (rf, w, reg, w->clears_super, write_back_entry);
    }
}
