/* regs.c - the x86-64 register table of regs.def: names, classes, sizes,
   the sub-register tree, and name lookup through a hash table.  */

#include "regs.h"

#include <string.h>

#include <libiberty/libiberty.h>
#include <libiberty/hashtab.h>

struct reg_info
{
  const char *name;		/* canonical */
  const char *asm_name;
  unsigned bits;
  mca_reg parent;
};

static const struct reg_info reg_table[] = {
  {"", "", 0, MCA_R_NONE},
#define MCA_REG(ID, NAME, ASM, CLASS, BITS, PARENT) \
  {NAME, ASM, BITS, MCA_R_##PARENT},
#include "regs.def"
#undef MCA_REG
};

#define NREGS (sizeof reg_table / sizeof reg_table[0])

/* Longest name the table holds, plus slack for "st(7)" written with
   spaces; longer input cannot be a register.  */
#define MAX_NAME 16

/* The lookup table maps lowercase names (canonical and assembly spellings)
   to register numbers.  Entries are (name, reg) pairs; built on first use.
   The library is single-threaded (GCC plugin, command-line tool), so lazy
   construction needs no lock.  */
struct name_entry
{
  const char *name;
  mca_reg reg;
};

static htab_t name_table;
static struct name_entry *name_entries;

static hashval_t
entry_hash (const void *p)
{
  return htab_hash_string (((const struct name_entry *) p)->name);
}

static int
entry_eq (const void *a, const void *b)
{
  return strcmp (((const struct name_entry *) a)->name,
		 ((const struct name_entry *) b)->name) == 0;
}

static void
add_name (size_t *n, const char *name, mca_reg r)
{
  struct name_entry key = {name, r};
  void **slot = htab_find_slot (name_table, &key, INSERT);
  if (*slot)
    return;
  name_entries[*n] = key;
  *slot = &name_entries[(*n)++];
}

static void
build_name_table (void)
{
  /* Two names per register plus "st".  */
  name_entries = XNEWVEC (struct name_entry, 2 * NREGS + 1);
  name_table = htab_create (4 * NREGS, entry_hash, entry_eq, NULL);
  size_t n = 0;
  for (mca_reg r = 1; r < NREGS; r++)
    {
      add_name (&n, reg_table[r].name, r);
      add_name (&n, reg_table[r].asm_name, r);
    }
  add_name (&n, "st", MCA_R_ST0);
}

size_t
mca_reg_count (void)
{
  return NREGS;
}

mca_reg
mca_reg_lookup (const char *name, size_t len)
{
  char buf[MAX_NAME];
  size_t n = 0;
  if (!name)
    return MCA_REG_NONE;
  for (size_t i = 0; i < len && name[i]; i++)
    {
      char c = name[i];
      /* Allow "st ( 1 )": blanks carry no meaning inside a register.  */
      if (c == ' ' || c == '\t')
	continue;
      if (n + 1 >= sizeof buf)
	return MCA_REG_NONE;
      buf[n++] = (c >= 'A' && c <= 'Z') ? c - 'A' + 'a' : c;
    }
  buf[n] = 0;
  if (!n)
    return MCA_REG_NONE;
  if (!name_table)
    build_name_table ();
  struct name_entry key = {buf, MCA_REG_NONE};
  const struct name_entry *e = htab_find (name_table, &key);
  return e ? e->reg : MCA_REG_NONE;
}

static const struct reg_info *
info (mca_reg r)
{
  return &reg_table[r < NREGS ? r : 0];
}

const char *
mca_reg_name (mca_reg r)
{
  return info (r)->name;
}

const char *
mca_reg_asm_name (mca_reg r)
{
  return info (r)->asm_name;
}

/* Kept apart from reg_table: mca_reg_class is inline.  */
const unsigned char mca_reg_classes[MCA_R_COUNT] = {
  MCA_RC_NONE,
#define MCA_REG(ID, NAME, ASM, CLASS, BITS, PARENT) MCA_RC_##CLASS,
#include "regs.def"
#undef MCA_REG
};

bool
mca_reg_is_vector (mca_reg r)
{
  enum mca_reg_class c = mca_reg_class (r);
  return c == MCA_RC_XMM || c == MCA_RC_YMM || c == MCA_RC_ZMM;
}

unsigned
mca_reg_bits (mca_reg r)
{
  return info (r)->bits;
}

mca_reg
mca_reg_parent (mca_reg r)
{
  return info (r)->parent;
}

/* Each register's top-level container, built on first use as the name
   table is.  */
const mca_reg *mca_reg_tops;

static void
build_top_table (void)
{
  mca_reg *top = xmalloc (NREGS * sizeof *top);
  for (unsigned r = 0; r < NREGS; r++)
    {
      mca_reg t = (mca_reg) r;
      while (reg_table[t].parent != MCA_REG_NONE)
	t = reg_table[t].parent;
      top[r] = t;
    }
  mca_reg_tops = top;
}

mca_reg
mca_reg_top_slow (mca_reg r)
{
  if (r >= NREGS)
    return MCA_REG_NONE;
  if (!mca_reg_tops)
    build_top_table ();
  return mca_reg_tops[r];
}

bool
mca_reg_contains (mca_reg a, mca_reg b)
{
  if (a == MCA_REG_NONE || a >= NREGS || b >= NREGS)
    return false;
  for (; b != MCA_REG_NONE; b = reg_table[b].parent)
    if (a == b)
      return true;
  return false;
}

/* Sibling parts of one register (al and ah) never share bits, and every
   part lies inside its parent, so two registers overlap exactly when one
   contains the other.  */
bool
mca_reg_overlaps (mca_reg a, mca_reg b)
{
  return mca_reg_contains (a, b) || mca_reg_contains (b, a);
}
