/* isa_int.h - the loaded instruction table as isa.c builds it and
   isa_key.c searches it; private to those two files.  */

#ifndef MCA_ISA_INT_H
#define MCA_ISA_INT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdlib.h>

#include <libiberty/libiberty.h>
#include <libiberty/hashtab.h>
#include <libiberty/objalloc.h>

#include "embedded_index.h"
#include "isa.h"
#include "lazy_pages.h"
#include "text_fields.h"

/* An entry of every index: a string and the form it selects (NULL in the
   string-interning table).  */
struct isa_entry
{
  const char *key;
  const struct mca_isa_form *form;
  /* Further forms with the same key, in table order (LLVM has several
     forms per spelling, e.g. ADD32ri8 and ADD32ri for `addl i,r32').  */
  const struct isa_entry *next;
};

/* The tables are mca_isa_table's: ISA_OPCODES ... (embedded_index.h).  */

struct mca_isa
{
  struct objalloc *oa;		/* strings, entries, reference arrays */
  struct mca_isa_form *forms;
  size_t nforms, cap_forms;
  htab_t opcodes;		/* opcode -> form */
  htab_t att_keys, intel_keys;	/* key -> form (first listed wins) */
  htab_t att_mnemonics, intel_mnemonics;	/* mnemonic -> some form */
  /* Registers some key names literally (`%cl'): only these get a literal
     variant when keys are computed.  */
  bool att_literal[MCA_R_COUNT];
  bool intel_literal[MCA_R_COUNT];
  /* The table writes st0 literally as `%st0' (LLVM's register name) or
     `%st' (FORMAT's example); both are tried.  */
  /* Intel keys list their operands in AT&T order (as llvm-extract writes
     them) rather than Intel order; decided from the table itself.  */
  bool intel_att_order;
  /* Some key has the kind i8: the table tells imm8 forms apart itself;
     otherwise the matcher prefers them by LLVM's opcode names.  */
  bool has_i8;
  /* Intel keys are indexed on first use (isa_ensure_intel): most inputs
     are AT&T, and indexing them is a third of the load.  Until then the
     K lines' Intel keys wait here, with their forms.  */
  bool intel_indexed;
  size_t nintel_pending;
  const char **intel_pending_key;
  const struct mca_isa_form **intel_pending_form;
  /* The forms K lines with their own references made, in the order
     made, and their lines: what models/embed-index.c names them by.  */
  size_t nvariants;
  const struct mca_isa_form **variants;
  unsigned *variant_lines;

  /* The built-in table, read through the index computed at build time
     (isa_index.c): the hash tables above are not built; a form is
     parsed when first asked for, and the forms a key selects when the
     key is first looked up.  NULL for a table loaded from text.  */
  const struct mca_isa_index *ix;
  const char *text;
  size_t len;
  struct mca_lines lines;	/* reads the lines asked for */
  /* The forms parsed (struct mca_isa_form), by id, in pages made when one
     of their forms is first asked for (lazy_pages.h).  */
  struct mca_lazy_pages form_pages;
  /* The entries of each key looked up, by key number, in pages of
     ISA_CHAIN_PAGE keys, each made when one of its keys is first
     looked up: a process looks up a few dozen keys of tens of
     thousands, and one array of them all would be zeroed whole.  */
  const struct isa_entry ***chains[MCA_ISA_NTABLES];
};

#define ISA_CHAIN_PAGE 64

/* The built-in table TEXT, LEN bytes, read lazily through IX.  */
struct mca_isa *isa_index_open (const char *text, size_t len,
				const struct mca_isa_index *ix);

/* Form ID of ISA read through its index, parsed now if not yet (the
   table is otherwise read-only, the library single-threaded).  */
struct mca_isa_form *isa_index_form (const struct mca_isa *isa, unsigned id);

/* KEY in table WHICH of ISA read through its index.  */
const struct isa_entry *isa_index_lookup (const struct mca_isa *isa,
					  enum mca_isa_table which,
					  const char *key);

/* Fill FORM (its id aside) from the fields F of an I line; and make a
   copy of BASE with the DEFS and USES of a K line: isa.c's parsing, for
   isa_index.c.  False on a malformed line.  */
bool isa_parse_form_line (struct mca_isa *isa, char **f, size_t nf,
			  struct mca_isa_form *form);
bool isa_parse_variant_line (struct mca_isa *isa, char **f, size_t nf,
			     const struct mca_isa_form *base,
			     struct mca_isa_form *v);

/* Index the Intel keys if not done yet (the table is otherwise
   read-only; the library is single-threaded).  */
void isa_ensure_intel (const struct mca_isa *isa);

/* A form reached through a K line with its own DEFS and USES: a copy of
   the form with those references (same id and opcode).  */
static inline const struct mca_isa_form *
isa_base_form (const struct mca_isa *isa, const struct mca_isa_form *f)
{
  return f ? mca_isa_form (isa, f->id) : NULL;
}

/* KEY in table WHICH of ISA: its first entry, or NULL.  */
const struct isa_entry *isa_lookup (const struct mca_isa *isa,
				    enum mca_isa_table which,
				    const char *key);

/* ---- between the matcher (isa_key.c) and the spellings (isa_spell.c) */

#define ISA_MN_LEN 40
#define ISA_MAX_SPELLINGS 24

/* The instruction being matched, possibly rewritten.  */
struct isa_work
{
  char mnemonic[ISA_MN_LEN];
  unsigned prefixes;		/* enum mca_prefix bits */
  unsigned n;
  struct mca_operand ops[MCA_MAX_OPERANDS];	/* AT&T order */
};

struct isa_spellings
{
  unsigned n;
  char m[ISA_MAX_SPELLINGS][ISA_MN_LEN];
};

/* Every mnemonic to try for W: as written, aliases (isa_alias.def), then
   with a size suffix added or removed (SUFFIXES, for AT&T keys).  */
void isa_spellings (const struct isa_work *w, bool suffixes,
		    struct isa_spellings *ms);

/* Operand lists GCC writes otherwise than LLVM's keys: `rep stosq'
   without operands, `cmpltps' without its predicate immediate.  */
bool isa_string_operands (const struct isa_work *in, bool intel,
			  struct isa_work *out);
bool isa_compare_predicate (const struct isa_work *in, struct isa_work *out);
/* Operands LLVM's parser supplies or drops (isa_alias.def's
   MCA_ISA_DEFAULT_OPS and MCA_ISA_IMPLICIT_OPS), and AT&T movsx/movzx
   between registers with the size suffixes of the registers.  */
bool isa_default_operands (const struct isa_work *in, struct isa_work *out);
bool isa_extend_suffixes (const struct isa_work *in, bool intel,
			  struct isa_work *out);

/* Set NORM->mnemonic to the predicate spelling LLVM prints when FORM is
   a compare with a folded predicate.  */
void isa_compare_mnemonic (const struct mca_isa_form *form,
			   const struct isa_work *w,
			   const struct isa_work *used,
			   struct mca_asm_inst *norm);

/* The predicate value of a compare mnemonic with a folded predicate
   (cmpltps: 1), or -1.  */
int isa_compare_value (const char *mn);

/* sal shl shr sar rol ror rcl rcr, with or without a size suffix.  */
bool isa_shift_mnemonic (const char *mn);

#endif /* MCA_ISA_INT_H */
