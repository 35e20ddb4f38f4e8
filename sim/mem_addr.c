/* mem_addr.c - symbolic addresses of memory operands (see mem_addr.h).  */

#include "mem_addr.h"

#include <stdlib.h>
#include <string.h>

void
mca_addr_tracker_init (struct mca_addr_tracker *t)
{
  /* Every register starts as its own unknown: root = its number.  */
  for (unsigned r = 0; r < MCA_R_COUNT; r++)
    {
      t->value[r].root = r;
      t->value[r].off = 0;
    }
  t->next_root = MCA_R_COUNT;
  memset (t->last_write, 0, sizeof t->last_write);
  t->writes = 0;
  memset (t->derived, 0, sizeof t->derived);
  t->next_derived = t->nderived = 0;
}

void
mca_addr_restart (struct mca_addr_tracker *t)
{
  for (unsigned r = 0; r < MCA_R_COUNT; r++)
    if (t->value[r].root != r || t->value[r].off)
      {
	t->value[r].root = r;
	t->value[r].off = 0;
	t->last_write[r] = ++t->writes;
      }
}

/* The root operation OP with AMOUNT makes of root FROM (not 0): the
   same one every time while the ring remembers it.  */
static uint32_t
derived_root (struct mca_addr_tracker *t, uint32_t from,
	      enum mca_value_op op, unsigned amount)
{
  for (unsigned k = 0; k < t->nderived; k++)
    {
      const struct mca_derived_root *d = &t->derived[k];
      if (d->root && d->from == from && d->op == op && d->amount == amount)
	return d->root;
    }
  struct mca_derived_root *d = &t->derived[t->next_derived];
  t->next_derived = (t->next_derived + 1) % MCA_DERIVED_ROOTS;
  if (t->nderived < MCA_DERIVED_ROOTS)
    t->nderived++;
  d->from = from;
  d->op = (unsigned char) op;
  d->amount = (unsigned char) amount;
  d->root = t->next_root++;
  return d->root;
}

/* OFF shifted right by K, rounded down (OFF may be negative: the root
   taken as a multiple of 2^K, (root + OFF) >> K is root >> K plus
   this).  */
static int64_t
floor_shift (int64_t off, unsigned k)
{
  if (off >= 0)
    return off >> k;
  return -(int64_t) (((uint64_t) -(off + 1)) >> k) - 1;
}

/* A + B and A - B with wrap-around (addresses are modulo 2^64).  */
static int64_t
wrap_add (int64_t a, int64_t b)
{
  return (int64_t) ((uint64_t) a + (uint64_t) b);
}

static int64_t
wrap_sub (int64_t a, int64_t b)
{
  return (int64_t) ((uint64_t) a - (uint64_t) b);
}

/* A register the tracker follows: a 64-bit one, or a 32-bit one (its
   write zero-extends; offsets are not wrapped).  */
static bool
is_followed (mca_reg r)
{
  enum mca_reg_class c = mca_reg_class (r);
  return c == MCA_RC_GPR64 || c == MCA_RC_GPR32;
}

static struct mca_sym_value
value_of (const struct mca_addr_tracker *t, mca_reg r)
{
  return t->value[mca_reg_top (r)];
}

/* The root ROOT shifted left by *SHIFT was derived from (a sall or a
   scaled lea's), or 0.  A register's value on entry, or 0, was derived
   from none (derived roots are numbered after them): most addresses'
   roots, found so without searching the ring.  */
static uint32_t
shifted_from (const struct mca_addr_tracker *t, uint32_t root,
	      unsigned *shift)
{
  if (mca_addr_root_on_entry (root))
    return 0;
  for (unsigned k = 0; k < t->nderived; k++)
    if (t->derived[k].root == root && t->derived[k].op == MCA_VOP_SHL_IMM)
      {
	*shift = t->derived[k].amount;
	return t->derived[k].from;
      }
  return 0;
}

/* The value BASE + SCALE * INDEX + DISP of M, if it has one the tracker
   can write as a root plus an offset (*INDEX_ROOT set to a second root
   with *INDEX_SCALE, or 0).  An index that is a root shifted left by
   K is written as that root scaled by 2^K, so that (%rdi,%r8) after
   leaq 0(,%rdx,4), %r8 and (%rdi,%rdx,4) compare equal.  */
static bool
mem_value (const struct mca_addr_tracker *t, const struct mca_mem *m,
	   struct mca_sym_value *v, uint32_t *index_root,
	   unsigned *index_scale)
{
  struct mca_sym_value b = {0, 0}, x = {0, 0};
  if (m->base == MCA_R_RIP)
    ;				/* the symbol names the place */
  else if (m->base)
    {
      if (!is_followed (m->base))
	return false;
      b = value_of (t, m->base);
    }
  if (m->index)
    {
      if (!is_followed (m->index))
	return false;		/* a vector index (gather, scatter) */
      x = value_of (t, m->index);
    }
  unsigned scale = m->index ? (m->scale ? m->scale : 1) : 0;
  v->off = wrap_add (wrap_add (b.off, m->disp),
		     (int64_t) ((uint64_t) scale * (uint64_t) x.off));
  v->root = b.root;
  *index_root = x.root;
  *index_scale = x.root ? scale : 0;
  if (!v->root && scale == 1)
    {
      v->root = *index_root;
      *index_root = 0;
      *index_scale = 0;
    }
  /* Unscaled, base and index add alike: GCC writes one address as
     -8(%rdx,%r8) and (%r8,%rdx) in one loop (a load of the element a
     store wrote the iteration before).  One order for both: a shifted
     root as the index, where it becomes a scale, else the older root
     as the base.  */
  unsigned k;
  uint32_t from;
  if (v->root && *index_root && *index_scale == 1)
    {
      bool base_shifted = shifted_from (t, v->root, &k) != 0;
      bool index_shifted = shifted_from (t, *index_root, &k) != 0;
      if (base_shifted != index_shifted ? base_shifted
	  : v->root > *index_root)
	{
	  uint32_t r = v->root;
	  v->root = *index_root;
	  *index_root = r;
	}
    }
  /* The one root left, or the index, shifted: as a scaled index.  */
  if (!*index_root && (from = shifted_from (t, v->root, &k)) && k <= 3)
    {
      v->root = 0;
      *index_root = from;
      *index_scale = 1u << k;
    }
  else if (*index_root && (from = shifted_from (t, *index_root, &k))
	   && *index_scale << k <= 8)
    {
      *index_root = from;
      *index_scale <<= k;
    }
  return true;
}

unsigned
mca_access_size (const struct mca_isa_form *f)
{
  const char *k = f ? f->intel_key : NULL;
  for (const char *p = k; p && *p; p++)
    if (*p == 'm' && (p == k || p[-1] == ' ' || p[-1] == ',')
	&& p[1] >= '1' && p[1] <= '9')
      return (unsigned) strtoul (p + 1, NULL, 10) / 8;
  return 0;
}

static const struct mca_operand *
mem_operand (const struct mca_asm_inst *in)
{
  for (unsigned k = 0; k < in->nops; k++)
    if (in->ops[k].kind == MCA_OPND_MEM)
      return &in->ops[k];
  return NULL;
}

static const struct
{
  const char *opcode;
  enum mca_value_op op;
} value_ops[] = {
  {"ADD64ri8", MCA_VOP_ADD_IMM}, {"ADD64ri32", MCA_VOP_ADD_IMM},
  {"ADD32ri8", MCA_VOP_ADD_IMM}, {"ADD32ri", MCA_VOP_ADD_IMM},
  {"SUB64ri8", MCA_VOP_SUB_IMM}, {"SUB64ri32", MCA_VOP_SUB_IMM},
  {"SUB32ri8", MCA_VOP_SUB_IMM}, {"SUB32ri", MCA_VOP_SUB_IMM},
  {"INC64r", MCA_VOP_INC}, {"INC32r", MCA_VOP_INC},
  {"DEC64r", MCA_VOP_DEC}, {"DEC32r", MCA_VOP_DEC},
  {"LEA64r", MCA_VOP_LEA}, {"LEA64_32r", MCA_VOP_LEA},
  {"MOV64rr", MCA_VOP_COPY}, {"MOV64rr_REV", MCA_VOP_COPY},
  {"MOV32rr", MCA_VOP_COPY}, {"MOV32rr_REV", MCA_VOP_COPY},
  {"MOV64ri", MCA_VOP_CONST}, {"MOV64ri32", MCA_VOP_CONST},
  {"MOV32ri", MCA_VOP_CONST},
  {"ADD64rr", MCA_VOP_ADD_REG}, {"ADD64rr_REV", MCA_VOP_ADD_REG},
  {"ADD32rr", MCA_VOP_ADD_REG}, {"ADD32rr_REV", MCA_VOP_ADD_REG},
  {"SUB64rr", MCA_VOP_SUB_REG}, {"SUB64rr_REV", MCA_VOP_SUB_REG},
  {"SUB32rr", MCA_VOP_SUB_REG}, {"SUB32rr_REV", MCA_VOP_SUB_REG},
  {"XOR64rr", MCA_VOP_XOR_REG}, {"XOR64rr_REV", MCA_VOP_XOR_REG},
  {"XOR32rr", MCA_VOP_XOR_REG}, {"XOR32rr_REV", MCA_VOP_XOR_REG},
  {"SHL64ri", MCA_VOP_SHL_IMM}, {"SHL32ri", MCA_VOP_SHL_IMM},
  {"SHL64r1", MCA_VOP_SHL_IMM}, {"SHL32r1", MCA_VOP_SHL_IMM},
  {"SHR64ri", MCA_VOP_SHR_IMM}, {"SHR32ri", MCA_VOP_SHR_IMM},
  {"SHR64r1", MCA_VOP_SHR_IMM}, {"SHR32r1", MCA_VOP_SHR_IMM},
  {"SAR64ri", MCA_VOP_SAR_IMM}, {"SAR32ri", MCA_VOP_SAR_IMM},
  {"SAR64r1", MCA_VOP_SAR_IMM}, {"SAR32r1", MCA_VOP_SAR_IMM},
  {"AND64ri8", MCA_VOP_AND_IMM}, {"AND64ri32", MCA_VOP_AND_IMM},
  {"AND32ri8", MCA_VOP_AND_IMM}, {"AND32ri", MCA_VOP_AND_IMM},
  {"MOVSX64rr32", MCA_VOP_SIGN_EXTEND},
  {"MOVZX32rr8", MCA_VOP_ZERO_EXTEND8},
  {"MOVZX32rr16", MCA_VOP_ZERO_EXTEND16},
};

enum mca_value_op
mca_value_op_of (const struct mca_isa_form *f)
{
  /* The first letters compared first: asked of every instruction of
     every loop, a string compare with each row cost some 2% of the
     simulation's instructions.  */
  for (size_t k = 0; f && k < sizeof value_ops / sizeof value_ops[0]; k++)
    if (f->opcode[0] == value_ops[k].opcode[0]
	&& strcmp (f->opcode, value_ops[k].opcode) == 0)
      return value_ops[k].op;
  return MCA_VOP_OTHER;
}

static const struct
{
  const char *opcode;
  int delta;
} stack_ops[] = {
  {"PUSH64r", -8}, {"PUSH64i8", -8}, {"PUSH64i32", -8},
  {"POP64r", 8}, {"CALL64pcrel32", -8}, {"CALL64r", -8}, {"RET64", 8},
};

int
mca_stack_delta_of (const struct mca_isa_form *f)
{
  for (size_t k = 0; f && k < sizeof stack_ops / sizeof stack_ops[0]; k++)
    if (f->opcode[0] == stack_ops[k].opcode[0]
	&& strcmp (f->opcode, stack_ops[k].opcode) == 0)
      return stack_ops[k].delta;
  return 0;
}

/* The operand a stack slot is written as: 0(%rsp), for telling push and
   pop slots apart by offset only.  */
static const struct mca_mem stack_slot = {.base = MCA_R_RSP, .scale = 1};

static bool
set (struct mca_sym_value *v, uint32_t root, int64_t off)
{
  v->root = root;
  v->off = off;
  return true;
}

/* Whether R is one of the four high bytes (%ah..%dh): bits 8-15 of
   their register, which the tracker does not follow.  */
static bool
high_byte (mca_reg r)
{
  return r == MCA_R_AH || r == MCA_R_BH || r == MCA_R_CH || r == MCA_R_DH;
}

/* V = (ROOT + OFF) masked to its low WIDTH bits (1-63), ROOT taken as
   a multiple of 2^WIDTH.  */
static bool
set_low_bits (struct mca_addr_tracker *t, struct mca_sym_value *v,
	      struct mca_sym_value x, unsigned width)
{
  int64_t low = (int64_t) (((uint64_t) x.off) & ((1ull << width) - 1));
  return set (v, x.root ? derived_root (t, x.root, MCA_VOP_AND_IMM, width)
		       : 0, low);
}

/* V = X shifted by the constant K (1-63) as OP says, in a register of
   64 bits or (WIDE false) 32.  */
static bool
set_shifted (struct mca_addr_tracker *t, struct mca_sym_value *v,
	     struct mca_sym_value x, enum mca_value_op op, unsigned k,
	     bool wide)
{
  if (!x.root)
    {
      /* A constant: shifted exactly.  */
      uint64_t u = wide ? (uint64_t) x.off : (uint32_t) x.off;
      int64_t sgn = wide ? x.off : (int32_t) x.off;
      int64_t r = op == MCA_VOP_SHL_IMM ? (int64_t) (u << k)
	: op == MCA_VOP_SHR_IMM ? (int64_t) (u >> k) : floor_shift (sgn, k);
      return set (v, 0, wide ? r : (int64_t) (uint32_t) r);
    }
  int64_t off = op == MCA_VOP_SHL_IMM ? (int64_t) ((uint64_t) x.off << k)
				      : floor_shift (x.off, k);
  return set (v, derived_root (t, x.root, op, k), off);
}

/* The number of low bits MASK keeps when it keeps just them (1-63),
   else 0.  */
static unsigned
low_mask_width (uint64_t mask)
{
  if (!mask || (mask & (mask + 1)))
    return 0;
  unsigned w = 0;
  while (mask)
    {
      mask >>= 1;
      w++;
    }
  return w < 64 ? w : 0;
}

/* The value SI leaves in its destination register DEST, if the tracker
   can tell it; false when DEST gets a new root.  */
static bool
result_value (struct mca_addr_tracker *t, const struct mca_sinst *si,
	      mca_reg dest, struct mca_sym_value *v)
{
  const struct mca_asm_inst *in = &si->norm;
  const struct mca_operand *src = in->nops == 2 ? &in->ops[0] : NULL;
  struct mca_sym_value d = value_of (t, dest);
  struct mca_sym_value s = {0, 0};
  uint32_t index_root;
  unsigned index_scale;
  bool imm = src && src->kind == MCA_OPND_IMM && !src->imm_symbolic;
  bool reg = src && src->kind == MCA_OPND_REG && is_followed (src->reg);
  if (reg)
    s = value_of (t, src->reg);
  bool same = reg && mca_reg_top (src->reg) == mca_reg_top (dest);
  bool wide = mca_reg_class (dest) == MCA_RC_GPR64;
  enum mca_value_op op = (enum mca_value_op) si->value_op;
  switch (op)
    {
    case MCA_VOP_SHL_IMM:
    case MCA_VOP_SHR_IMM:
    case MCA_VOP_SAR_IMM:
      {
	/* The count: the immediate, or 1 for the forms without one (a
	   count of 0 leaves the value: rare, not followed).  */
	unsigned count = imm ? (unsigned) (src->imm & (wide ? 63 : 31))
			     : in->nops == 1 ? 1 : 0;
	return count && set_shifted (t, v, d, op, count, wide);
      }
    case MCA_VOP_AND_IMM:
      {
	if (!imm)
	  return false;
	uint64_t mask = wide ? (uint64_t) src->imm : (uint32_t) src->imm;
	if (!d.root)
	  return set (v, 0, (int64_t) ((uint64_t) d.off & mask));
	unsigned width = low_mask_width (mask);
	if (width)
	  return set_low_bits (t, v, d, width);
	/* Clearing low bits (an alignment): the root, taken as aligned,
	   keeps its value.  */
	width = low_mask_width (~mask & (wide ? ~0ull : 0xffffffffull));
	if (width)
	  return set (v, d.root,
		      (int64_t) ((uint64_t) d.off & ~((1ull << width) - 1)));
	return false;
      }
    case MCA_VOP_SIGN_EXTEND:
      return reg && set (v, s.root, s.off);
    case MCA_VOP_ZERO_EXTEND8:
    case MCA_VOP_ZERO_EXTEND16:
      {
	/* From a byte or word register: its top register's low bits, but
	   for a high byte (%ah).  */
	if (!src || src->kind != MCA_OPND_REG || high_byte (src->reg)
	    || !is_followed (mca_reg_top (src->reg)))
	  return false;
	return set_low_bits (t, v, value_of (t, src->reg),
			     op == MCA_VOP_ZERO_EXTEND8 ? 8 : 16);
      }
    case MCA_VOP_ADD_IMM:
      return imm && set (v, d.root, wrap_add (d.off, src->imm));
    case MCA_VOP_SUB_IMM:
      return imm && set (v, d.root, wrap_sub (d.off, src->imm));
    case MCA_VOP_CONST:
      return imm && set (v, 0, src->imm);
    case MCA_VOP_INC:
      return in->nops == 1 && set (v, d.root, wrap_add (d.off, 1));
    case MCA_VOP_DEC:
      return in->nops == 1 && set (v, d.root, wrap_sub (d.off, 1));
    case MCA_VOP_LEA:
      if (!src || src->kind != MCA_OPND_MEM || src->mem.disp_symbolic
	  || src->mem.seg
	  || !mem_value (t, &src->mem, v, &index_root, &index_scale))
	return false;
      if (!index_root)
	return true;
      /* A scaled index alone, or one unknown twice ((%rax,%rax)): the
	 index shifted left, as sall would (the offset is in V).  Base +
	 index of two unknowns is a new one.  */
      {
	unsigned shift = !v->root ? (index_scale == 2 ? 1 : index_scale == 4
				     ? 2 : index_scale == 8 ? 3 : 0)
	  : v->root == index_root && index_scale == 1 ? 1 : 0;
	return shift && set (v, derived_root (t, index_root, MCA_VOP_SHL_IMM,
					      shift), v->off);
      }
    case MCA_VOP_COPY:
      return reg && set (v, s.root, s.off);
    case MCA_VOP_XOR_REG:
      return same && set (v, 0, 0);
    case MCA_VOP_SUB_REG:
      if (same)
	return set (v, 0, 0);
      return reg && !s.root && set (v, d.root, wrap_sub (d.off, s.off));
    case MCA_VOP_ADD_REG:
      if (same)			/* addl %eax, %eax: a shift by one */
	return set_shifted (t, v, d, MCA_VOP_SHL_IMM, 1, wide);
      return reg && (!s.root || !d.root)
	&& set (v, s.root + d.root, wrap_add (s.off, d.off));
    case MCA_VOP_OTHER:
      break;
    }
  return false;
}

void
mca_addr_shape_of (const struct mca_sinst *si, struct mca_addr_shape *shape)
{
  memset (shape, 0, sizeof *shape);
  const struct mca_operand *mo = mem_operand (&si->norm);
  if (!mo)
    return;
  shape->mo = mo;
  if (mo->mem.base && mo->mem.base != MCA_R_RIP)
    shape->base = mca_reg_top (mo->mem.base);
  if (mo->mem.index)
    shape->index = mca_reg_top (mo->mem.index);
  for (unsigned k = 0; k < si->nreads; k++)
    {
      mca_reg r = si->reads[k].reg;
      if (!r || si->reads[k].implicit || si->reads[k].independent)
	continue;
      enum mca_reg_class c = mca_reg_class (r);
      if (c < MCA_RC_GPR8 || c > MCA_RC_GPR64)
	continue;
      r = mca_reg_top (r);
      if (r == shape->base || r == shape->index)
	continue;
      if (shape->nmix < 2)
	shape->mix[shape->nmix] = r;
      if (shape->nmix < 3)
	shape->nmix++;
    }
}

void
mca_addr_of_shape (const struct mca_addr_tracker *t,
		   const struct mca_sinst *si,
		   const struct mca_addr_shape *shape,
		   struct mca_sym_addr *addr)
{
  memset (addr, 0, sizeof *addr);
  if (si->stack_delta)
    {
      struct mca_sym_value sp = value_of (t, MCA_R_RSP);
      addr->known = true;
      addr->base = sp.root;
      addr->off = si->stack_delta < 0 ? wrap_add (sp.off, si->stack_delta)
				       : sp.off;
      addr->size = 8;
      addr->mem = &stack_slot;
      return;
    }
  const struct mca_operand *mo = shape->mo;
  if ((!si->may_load && !si->may_store) || !mo)
    return;
  struct mca_sym_value v;
  uint32_t index_root;
  unsigned index_scale;
  if (mem_value (t, &mo->mem, &v, &index_root, &index_scale))
    {
      addr->known = true;
      addr->base = v.root;
      addr->index = index_root;
      addr->scale = (uint8_t) index_scale;
      addr->off = v.off;
      addr->size = si->mem_bytes;
      addr->mem = &mo->mem;
      if (shape->base)
	addr->base_write = t->last_write[shape->base];
      if (shape->index)
	addr->index_write = t->last_write[shape->index];
      addr->symbol = mo->mem.disp_symbolic ? mo->expr : NULL;
    }
  /* The values of the general registers SI reads besides the
     address.  */
  addr->nmix = shape->nmix;
  for (unsigned k = 0; k < shape->nmix && k < 2; k++)
    addr->mix[k] = t->value[shape->mix[k]];
}

void
mca_addr_of (const struct mca_addr_tracker *t, const struct mca_sinst *si,
	     struct mca_sym_addr *addr)
{
  struct mca_addr_shape shape;
  mca_addr_shape_of (si, &shape);
  mca_addr_of_shape (t, si, &shape, addr);
}

void
mca_addr_apply (struct mca_addr_tracker *t, const struct mca_sinst *si)
{
  /* The explicit destination may keep a known value; every other
     register written gets a new root.  */
  mca_reg dest = MCA_REG_NONE;
  struct mca_sym_value result;
  const struct mca_asm_inst *in = &si->norm;
  /* Most instructions' results are new roots (MCA_VOP_OTHER): asked
     first, before the operands.  */
  if (si->value_op != MCA_VOP_OTHER
      && in->nops && in->ops[in->nops - 1].kind == MCA_OPND_REG
      && is_followed (in->ops[in->nops - 1].reg)
      && result_value (t, si, in->ops[in->nops - 1].reg, &result))
    dest = mca_reg_top (in->ops[in->nops - 1].reg);
  for (unsigned w = 0; w < si->nwrites; w++)
    {
      mca_reg r = si->writes[w].reg;
      if (!r)
	continue;
      r = mca_reg_top (r);
      if (!(r == MCA_R_RSP && si->stack_delta))
	t->last_write[r] = ++t->writes;
      if (r == dest)
	continue;
      if (r == MCA_R_RSP && si->stack_delta)
	{
	  t->value[r].off = wrap_add (t->value[r].off, si->stack_delta);
	  continue;
	}
      t->value[r].root = t->next_root++;
      t->value[r].off = 0;
    }
  if (dest)
    t->value[dest] = result;
}

static bool
same_space (const struct mca_sym_addr *a, const struct mca_sym_addr *b)
{
  if (!mca_addr_same_roots (a, b) || (a->index && a->scale != b->scale)
      || a->mem->seg != b->mem->seg)
    return false;
  if (!a->symbol || !b->symbol)
    return a->symbol == b->symbol;
  return strcmp (a->symbol, b->symbol) == 0;
}

/* How the bytes at LOAD's offset relate to those at STORE's, were the
   two in one space.  */
static enum mca_addr_overlap
offsets_overlap (const struct mca_sym_addr *store,
		 const struct mca_sym_addr *load)
{
  if (!store->size || !load->size)
    return store->off == load->off ? MCA_ADDR_CONTAINED : MCA_ADDR_DISJOINT;
  int64_t s0 = store->off, s1 = store->off + store->size;
  int64_t l0 = load->off, l1 = load->off + load->size;
  if (l1 <= s0 || s1 <= l0)
    return MCA_ADDR_DISJOINT;
  return s0 <= l0 && l1 <= s1 ? MCA_ADDR_CONTAINED : MCA_ADDR_PARTIAL;
}

enum mca_addr_overlap
mca_addr_overlap (const struct mca_sym_addr *store,
		  const struct mca_sym_addr *load)
{
  /* The offsets first: most pairs built on the same roots (the
     elements of one array) lie apart, which they tell more cheaply
     than the registers and symbols do.  */
  enum mca_addr_overlap how = offsets_overlap (store, load);
  if (how == MCA_ADDR_DISJOINT || !same_space (store, load))
    return MCA_ADDR_DISJOINT;
  return how;
}

/* A and B written with the same registers in the same places, scale and
   displacement, and those registers' values the same: one starting
   address, whatever the sizes.  As written, not as added up: the
   forwarding paths measured tell the forms apart.  */
static bool
same_start_written (const struct mca_sym_addr *a,
		    const struct mca_sym_addr *b)
{
  const struct mca_mem *x = a->mem, *y = b->mem;
  return same_space (a, b) && a->off == b->off
    && x->base == y->base && x->index == y->index
    && (!x->index || x->scale == y->scale) && x->disp == y->disp;
}

/* The scale of M's index, 1 when the operand does not write one.  */
static unsigned
scale_of (const struct mca_mem *m)
{
  return m->scale ? m->scale : 1;
}

bool
mca_mem_same_registers (const struct mca_mem *a, const struct mca_mem *b)
{
  if (a->base == b->base && a->index == b->index)
    return !a->index || scale_of (a) == scale_of (b);
  /* Unscaled, base and index add alike.  */
  return a->base == b->index && a->index == b->base
    && a->base && a->index && a->base != MCA_R_RIP
    && scale_of (a) == 1 && scale_of (b) == 1;
}

bool
mca_addr_same_form (const struct mca_sym_addr *a,
		    const struct mca_sym_addr *b)
{
  return same_start_written (a, b) && a->size == b->size;
}

/* The block of BYTES bytes holding byte OFF (floor division: offsets
   may be negative).  */
static int64_t
block_of (int64_t off, unsigned bytes)
{
  return (off >= 0 ? off : off - (int64_t) bytes + 1) / (int64_t) bytes;
}

bool
mca_addr_same_block (const struct mca_sym_addr *a,
		     const struct mca_sym_addr *b, unsigned bytes)
{
  if (!same_space (a, b) || !a->size || !b->size)
    return false;
  int64_t block = block_of (a->off, bytes);
  return block_of (a->off + a->size - 1, bytes) == block
    && block_of (b->off, bytes) == block
    && block_of (b->off + b->size - 1, bytes) == block;
}

/* Whether W's bytes cover the BYTES-byte block of offset OFF of A's
   registers.  */
static bool
writes_block (const struct mca_sym_addr *w, const struct mca_sym_addr *a,
	      int64_t off, unsigned bytes)
{
  if (!w->known || !w->size || !same_space (w, a))
    return false;
  int64_t b = block_of (off, bytes);
  return block_of (w->off, bytes) <= b
    && b <= block_of (w->off + w->size - 1, bytes);
}

bool
mca_store_line_new (struct mca_store_lines *l, const struct mca_sinst *si,
		    const struct mca_sym_addr *addr, unsigned window)
{
  if (!si->may_store)
    return false;
  unsigned seen = l->n < window ? l->n : window;
  bool is_new = false;
  /* Only addresses of the registers' values on entry, stepped by
     constants, are followed: one of loaded data (a histogram's bin) may
     fall in any line.  */
  if (addr->known && addr->size && mca_addr_root_on_entry (addr->base)
      && mca_addr_root_on_entry (addr->index))
    {
      /* Its first line and its last (one line, or two when it
	 crosses).  */
      int64_t ends[2] = {addr->off, addr->off + addr->size - 1};
      for (unsigned e = 0; e < 2 && !is_new; e++)
	{
	  bool written = false;
	  for (unsigned back = 1; back <= seen && !written; back++)
	    written = writes_block (&l->recent[(l->n - back)
					       % MCA_STORE_LINES],
				    addr, ends[e], 64);
	  is_new = !written;
	}
    }
  l->recent[l->n % MCA_STORE_LINES] = *addr;
  l->n++;
  return is_new;
}

bool
mca_addr_splits_block (const struct mca_sym_addr *a, unsigned bytes)
{
  return a->known && a->size
    && block_of (a->off, bytes) != block_of (a->off + a->size - 1, bytes);
}

mca_reg
mca_copy_source (const struct mca_sinst *si)
{
  if (si->norm.nops == 2 && si->norm.ops[0].kind == MCA_OPND_REG)
    return mca_reg_top (si->norm.ops[0].reg);
  return MCA_REG_NONE;
}

mca_reg
mca_store_data_reg (const struct mca_sinst *si)
{
  if (si->may_load)
    return MCA_REG_NONE;
  mca_reg r = MCA_REG_NONE;
  for (unsigned k = 0; k < si->norm.nops; k++)
    if (si->norm.ops[k].kind == MCA_OPND_REG)
      {
	if (r)
	  return MCA_REG_NONE;
	r = si->norm.ops[k].reg;
      }
  return r;
}

int
mca_renamed_latency (const struct mca_model *m, const struct mca_sinst *si,
		     int latency)
{
  /* LLVM's Golden Cove classes count a read-modify-write's store in its
     latency as well (addl $1, (mem) 7: load 5, add 1, store 1).  */
  int load_part = !m->renamed_load_cycles ? (int) m->load_latency + 1
		  : (int) m->renamed_load_cycles + (si->may_store ? 1 : 0);
  int rest = latency - load_part;
  return rest < 1 && !mca_plain_load (si) ? 1 : rest;
}

bool
mca_plain_load (const struct mca_sinst *si)
{
  return si->form && !si->may_store
    && (strcmp (si->form->opcode, "MOV32rm") == 0
	|| strcmp (si->form->opcode, "MOV64rm") == 0
	|| strcmp (si->form->opcode, "POP64r") == 0);
}

/* Whether SI is an exchange-and-add without a lock prefix: microcoded,
   and not renamed on Zen 4 (xaddl %ecx, (%rdi) repeated measures 7.9
   cycles an iteration on the Zen 4 host, where addl %ecx, (%rdi) runs
   at 1.05).  A locked instruction's chain through memory stays within
   the cycles it holds the lock (lock addl $1, (%rdi) repeated 6.3-7.2,
   lock xaddl 7.3, the lock 7): renamed, as the model has it, so that the
   lock alone sets its pace.  */
static bool
plain_exchange_add (const struct mca_sinst *si)
{
  return !(si->norm.prefixes & MCA_PFX_LOCK)
    && strncmp (si->norm.mnemonic, "xadd", 4) == 0;
}

/* Whether the load at LA mixes what it reads with a register value
   other than the one STORE at SA stored: a read-modify-write of a
   register (addl %ecx, 52(%rbx)), which stores no register; a load-op
   whose other operand holds something else (shlx %ecx, (mem), %eax
   after a store of %eax; cmpq (mem), %rdx after a store of %rax).  A
   load-op of the stored value itself (imulq (mem), %rax after the store
   of %rax) mixes in nothing new.  */
static bool
mixes_in_register (const struct mca_sinst *store,
		   const struct mca_sym_addr *sa,
		   const struct mca_sym_addr *la)
{
  if (!la->nmix)
    return false;
  if (store->may_load || sa->nmix != 1 || la->nmix > 2)
    return true;
  for (unsigned k = 0; k < la->nmix; k++)
    if (la->mix[k].root != sa->mix[0].root || la->mix[k].off != sa->mix[0].off)
      return true;
  return false;
}

/* Whether a register of address A other than %rsp has been written
   since the run began: from the second iteration on, whether the loop
   writes it.  */
static bool
address_moves (const struct mca_sym_addr *a)
{
  return a->index_write
    || (a->base_write && a->mem && a->mem->base != MCA_R_RSP);
}

bool
mca_addr_renamable (const struct mca_model *m, const struct mca_sinst *store,
		    const struct mca_sym_addr *sa,
		    const struct mca_sinst *load,
		    const struct mca_sym_addr *la)
{
  if (!m->memory_renaming)
    return false;
  bool narrow_rmw = m->memory_renaming >= 2;
  /* A Zen 3 core renames stack slots only: on the Zen 3 host addl $1
     repeated to (%rsp) or 8(%rsp) ran at 1.00 cycles per iteration, to
     (%rbp), (%rdi), (%rsp,%rcx,4) or through a copy of %rsp at 6-8.  */
  if (m->memory_renaming_stack
      && !(sa->mem && sa->mem->base == MCA_R_RSP
	   && sa->mem->index == MCA_REG_NONE))
    return false;
  /* This project's Intel machine renames operands written as a base
     register and a displacement only: addl $1 repeated to 8(%rdi) 1.00
     cycles per iteration, to 8(%rdi,%rcx,4) 7.31; a load, addq $1 and
     store through 8(%rdi,%rcx,8) 6.01; pushes and pops through the
     stack engine's %rsp not either (two pushes and two pops of the same
     registers 4.85).  */
  if (m->memory_renaming_base_disp
      && (sa->mem == &stack_slot || la->mem == &stack_slot
	  || (sa->mem && sa->mem->index != MCA_REG_NONE)
	  || (la->mem && la->mem->index != MCA_REG_NONE)))
    return false;
  /* There a read-modify-write is renamed when its other operand is an
     immediate (addl $1, subl $1, xorl $1, andl $-2 repeated to 8(%rdi):
     1.00 cycles per iteration), not a register (addl %eax, 8(%rdi) 7.29,
     orq %rcx 7.37; zstd_opt.c:177's addl %ecx, 52(%rbx) 5.78), and a
     load-op when its register source is its destination (imulq 8(%rdi),
     %rax and the store of %rax back 3.00), not another register
     (shlxq %rcx, 8(%rdi), %rax 6.0; cmpq 8(%rdi), %rdx after the store
     of %rax 7.59; bzip2's bit writer, compress.c:75, 6.0).  */
  if (m->memory_renaming_unmixed
      && mixes_in_register (store, sa, la))
    return false;
  /* The Zen 5 host renames only through address registers the loop
     leaves alone: a load of what the store before it wrote through
     (%rax) 1.00 cycles per iteration, but 5.7-8.0 as soon as the loop
     writes %rax anywhere, even after the load (addq $0, %rax), or
     copies a register into it, or writes an index register; addq $0,
     %rsp does not stop it (the stack engine follows %rsp).  */
  if (m->memory_renaming_fixed_address
      && (address_moves (sa) || address_moves (la)))
    return false;
  /* Renamed by the registers that form the address, so not when one
     of them was written between the two, to whatever value (a bitmap's
     word index recomputed: orl then andl through (%r10,%rdx,4), 6.95
     cycles per iteration on the Zen 5 host, as forwarded).  */
  if (!mca_addr_same_form (sa, la) || sa->base_write != la->base_write
      || sa->index_write != la->index_write
      || !(sa->size == 4 || sa->size == 8
	   || (narrow_rmw && load->may_store && sa->size < 4))
      || plain_exchange_add (store) || plain_exchange_add (load))
    return false;
  mca_reg data = mca_store_data_reg (store);
  if (data && !is_followed (data))
    return false;
  /* A load whose load is a macro-op of its own: a plain mov or pop, or
     a load-op decoded as a load and its operation (the model's
     renamed-load).  On the Zen 4 host a chain through one location by
     shlx, sarx, bextr, bzhi or cmov from memory and a store ran at 1.00
     cycles per iteration (each 2 macro-ops in uops.info's table, their
     register forms 1); by blsr, andn, popcnt, movslq, imul or mul from
     memory (one macro-op, like their register forms) at 7.5-9.0, as
     forwarded through the store buffer.  */
  return load->may_store || mca_plain_load (load) || load->renamed_load;
}

bool
mca_writes_vector (const struct mca_sinst *si)
{
  for (unsigned k = 0; k < si->nwrites; k++)
    if (mca_reg_is_vector (si->writes[k].reg))
      return true;
  return false;
}

int
mca_forward_cycles (const struct mca_model *m, const struct mca_sinst *load,
		    const struct mca_sym_addr *sa,
		    const struct mca_sym_addr *la, bool data_fast)
{
  /* Written as its store: the slow path, whatever the sizes (movd
     -16(%rsp), %xmm1 after movq %xmm0, -16(%rsp), with punpckldq
     between: 10.98 cycles per iteration on the Zen 5 host).  A core
     whose forwarding takes the same time into any register
     (forward-vector-any) has a vector load's figure for every vector
     load: its latency differs from a general load's, the store
     buffer's path does not.  */
  if (m->has_forward_cycles_vector
      && (m->forward_vector_any || !same_start_written (sa, la))
      && mca_writes_vector (load))
    return m->forward_cycles_vector;
  return m->forward_cycles
	 + (data_fast ? (int) m->forward_fast_data_cycles : 0);
}

/* Whether SI reads, changes and writes back one memory operand with
   general registers or immediates only (addl %eax, (%rdi); incq 8(%rsi)):
   its store commits as a plain store's does.  */
static bool
integer_read_modify_write (const struct mca_sinst *si)
{
  unsigned mems = 0;
  for (unsigned k = 0; k < si->norm.nops; k++)
    {
      const struct mca_operand *o = &si->norm.ops[k];
      if (o->kind == MCA_OPND_MEM)
	mems++;
      else if (o->kind == MCA_OPND_REG)
	{
	  enum mca_reg_class c = mca_reg_class (o->reg);
	  if (c < MCA_RC_GPR8 || c > MCA_RC_GPR64)
	    return false;
	}
    }
  return mems == 1 && si->may_store;
}

/* Whether store SI may take a place in a pair: any plain store (of a
   general or vector register or an immediate), and the store of a
   read-modify-write of general registers or immediates.  */
static bool
store_may_pair (const struct mca_sinst *si)
{
  if (si->may_load)
    return integer_read_modify_write (si);
  return true;
}

bool
mca_store_pairs (struct mca_store_pairing *p, const struct mca_sinst *si,
		 const struct mca_sym_addr *addr, unsigned bytes)
{
  if (!si->may_store)
    return false;
  bool may_pair = addr->known && store_may_pair (si);
  /* A pair commits BYTES bytes at most: two 64-byte stores to one
     line do not pair on a core that pairs within 64.  */
  bool paired = may_pair && p->open
    && p->first.size + addr->size <= bytes
    && mca_addr_same_block (&p->first, addr, bytes);
  p->open = may_pair && !paired;
  if (p->open)
    p->first = *addr;
  return paired;
}
