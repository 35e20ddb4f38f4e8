/* regs.c - the x86-64 register table of regs.def: names, classes, sizes,
   the sub-register tree, and name lookup.  */

#include "regs.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include <libiberty/libiberty.h>

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

/* The lookup table: lowercase names (canonical and assembly spellings)
   chained by a hash of their length and end characters, an entry being
   2 * register + 0 for the canonical name, 1 for the assembly one; built
   on first use, in 2 KB, where a general hash table of the same names
   took some 30 KB and 300,000 instructions to build: every compiler
   process running the plugin builds it.  The library is single-threaded
   (GCC plugin, command-line tool), so lazy construction needs no lock.  */
#define NAME_BUCKETS 512

static uint16_t name_head[NAME_BUCKETS];	/* 1 + first entry, 0: none */
static uint16_t name_next[2 * NREGS];		/* 1 + next entry, 0: none */
static bool names_built;

static unsigned
name_bucket (const char *name, size_t len)
{
  unsigned char first = (unsigned char) name[0];
  unsigned char last = (unsigned char) name[len - 1];
  return (unsigned) (len * 131 + first * 31 + last) % NAME_BUCKETS;
}

static const char *
entry_name (unsigned e)
{
  const struct reg_info *r = &reg_table[e / 2];
  return e % 2 ? r->asm_name : r->name;
}

static void
build_name_table (void)
{
  /* Each chain lists its entries by register, a register's canonical
     name first: the first register to claim a name keeps it.  */
  for (unsigned e = 2 * NREGS; e-- > 2;)
    {
      const char *name = entry_name (e);
      size_t len = strlen (name);
      if (!len)
	continue;
      unsigned b = name_bucket (name, len);
      name_next[e] = name_head[b];
      name_head[b] = (uint16_t) (e + 1);
    }
  names_built = true;
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
  if (strcmp (buf, "st") == 0)
    return MCA_R_ST0;
  if (!names_built)
    build_name_table ();
  for (unsigned e = name_head[name_bucket (buf, n)]; e; e = name_next[e - 1])
    if (strcmp (entry_name (e - 1), buf) == 0)
      return (mca_reg) ((e - 1) / 2);
  return MCA_REG_NONE;
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
