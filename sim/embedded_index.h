/* embedded_index.h - indexes into the data files built into the library
   (embedded.h), computed at build time by models/embed-index.c so that a
   process reads only the lines it needs: the forms its loops use and
   their schedules in the one model it simulates.

   The indexes hold numbers only (line offsets into the embedded texts,
   offsets into a string blob, form and class numbers): the plugin
   relocates a few dozen pointers of the descriptors below when it is
   loaded, not one per entry.  */

#ifndef MCA_EMBEDDED_INDEX_H
#define MCA_EMBEDDED_INDEX_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* One of the instruction table's key indexes: NKEYS strings (offsets
   into mca_isa_index.strings, in strcmp order) and for each key the
   forms it selects, in the order the table lists them (the first wins),
   ENTRY[FIRST[K]] to ENTRY[FIRST[K + 1]] excluded.  An entry is a form
   id, or MCA_ISA_INDEX_VARIANT plus the number of a K line's variant
   form.  FIRST is NULL for the mnemonic indexes, which only say whether
   a mnemonic exists.  */
struct mca_isa_index_table
{
  uint32_t nkeys;
  const uint32_t *key;
  const uint32_t *first;
  const uint32_t *entry;
  /* The first MCA_KEY_PREFIX bytes of every MCA_KEY_DIR_STEP-th key
     (mca_key_prefix): a search narrows to a few keys in these pages
     before it reads any key's string, where a binary search over all
     keys read a page of strings at each of its first steps.  */
  const uint64_t *dir;
};

#define MCA_KEY_DIR_STEP 32
#define MCA_KEY_PREFIX 8

/* The first MCA_KEY_PREFIX bytes of S, zero-padded, as a number that
   orders as strcmp orders the prefixes.  */
static inline uint64_t
mca_key_prefix (const char *s)
{
  uint64_t v = 0;
  unsigned k = 0;
  for (; k < MCA_KEY_PREFIX && s[k]; k++)
    v = v << 8 | (unsigned char) s[k];
  /* No shift by the whole width: "" is 0.  */
  return k ? v << 8 * (MCA_KEY_PREFIX - k) : 0;
}

#define MCA_ISA_INDEX_VARIANT 0x80000000u

/* The order of mca_isa_index.tables.  */
enum mca_isa_table
{
  MCA_ISA_OPCODES,
  MCA_ISA_ATT_KEYS,
  MCA_ISA_INTEL_KEYS,
  MCA_ISA_ATT_MNEMONICS,
  MCA_ISA_INTEL_MNEMONICS,
  MCA_ISA_NTABLES
};

struct mca_isa_index
{
  /* The length of the text indexed: a program that brings its own
     text (a unit test) reads that whole.  */
  size_t len;
  uint32_t nforms;
  const uint32_t *form_line;	/* offset of each form's I line */
  /* The K lines with their own DEFS and USES: offset of the line and
     the form it copies.  */
  uint32_t nvariants;
  const uint32_t *variant_line;
  const uint32_t *variant_base;
  const char *strings;		/* the keys, NUL terminated */
  struct mca_isa_index_table tables[MCA_ISA_NTABLES];
  /* What the loader derives from the keys (isa_int.h): the registers
     AT&T and Intel keys name literally (mca_reg values), whether a key
     has the kind i8 (an AT&T key; any key, once the Intel keys are
     indexed), the order of the Intel keys' operands.  */
  uint32_t natt_literal, nintel_literal;
  const uint16_t *att_literal, *intel_literal;
  bool has_i8_att, has_i8, intel_att_order;
};

extern const struct mca_isa_index mca_builtin_isa_index;

/* A CPU model's lines by what they hold (offsets into its text): the
   lines read when it loads (parameters, resources, ...: all but `sched',
   `op', `opk' and `opx'), its sched classes in the order they are
   defined with their ids, and each form's op, opk and opx lines, in
   file order, OP_LINE[OP_FIRST[F]] to OP_LINE[OP_FIRST[F + 1]]
   excluded.  */
struct mca_model_index
{
  size_t len;			/* of the text indexed */
  uint32_t nother;
  const uint32_t *other;
  uint32_t nclasses;
  const uint32_t *class_id;
  const uint32_t *class_line;
  uint32_t nforms;
  const uint32_t *op_first;
  const uint32_t *op_line;
};

/* For each embedded model, its index, or NULL for a model that starts
   from a `base' model (read whole, as a model file is).  */
extern const struct mca_model_index *const mca_embedded_model_index[];

#endif /* MCA_EMBEDDED_INDEX_H */
