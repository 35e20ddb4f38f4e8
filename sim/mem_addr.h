/* mem_addr.h - symbolic addresses: which memory operands of a running
   loop name the same bytes.  The front end sees instructions in program
   order; it follows each general register's value as an unknown root
   plus a known offset, through the updates whose effect it can tell
   (add or subtract an immediate, inc, dec, lea, register copies,
   constants, zeroing idioms).  Any other write gives the register a new
   root (a register of another class, a new version).  A memory
   operand's address is then its base's root plus its scaled index's
   root plus a constant, and two operands whose roots agree can be
   compared byte for byte: a load of what an older store wrote (a[i + 1]
   stored, a[i] loaded one iteration later), wholly or in part, is found
   although the registers changed in between.  A shift by a constant,
   an and with a low mask or a zero extension of a value makes a derived
   root (the same for the same root, operation and amount), its offset
   the operation applied to the offset, the root taken as aligned:
   bits[i >> 5] |= ... and bits[(i + 1) >> 5] &= ... name one word in 31
   of 32 iterations, as they do when the loop runs.  Addresses
   built from unrelated roots (loaded data, results of multiplies) are
   taken to differ, as -noalias assumes.  Offsets are 64-bit arithmetic:
   a 32-bit update's wrap-around is not followed.  */

#ifndef MCA_MEM_ADDR_H
#define MCA_MEM_ADDR_H

#include <stdbool.h>
#include <stdint.h>

#include "instr_desc.h"
#include "regs.h"

/* A register's value: ROOT (0: the constant 0) plus OFF.  */
struct mca_sym_value
{
  uint32_t root;
  int64_t off;
};

struct mca_sym_addr
{
  bool known;			/* a memory operand the tracker could follow */
  uint32_t base, index;		/* roots; 0 when absent or constant */
  uint8_t scale;		/* of INDEX */
  int64_t off;			/* every constant part */
  unsigned size;		/* bytes accessed; 0 when the form does not say */
  const struct mca_mem *mem;	/* the operand as written */
  const char *symbol;		/* a symbolic displacement, or NULL */
  /* The writes of its base and index registers the operand reads (the
     tracker's write numbers; 0 for none since the start): two operands
     written alike read one location by the same register values when
     these agree, not when a register was written again in between.  */
  uint32_t base_write, index_write;
  /* The values of the general registers the instruction reads beside
     its address (a load-op's or read-modify-write's other operand; a
     plain store's data), before it runs: NMIX of them, up to 2 (3: more).
     Memory-renaming-unmixed compares a load's with its store's.  */
  unsigned char nmix;
  struct mca_sym_value mix[2];
};

/* A root made from another by an operation (enum mca_value_op) with a
   constant AMOUNT (bits shifted, or the low mask's width).  */
struct mca_derived_root
{
  uint32_t from, root;
  unsigned char op, amount;
};

/* The derived roots remembered: a loop's few counters are derived
   from every iteration, the many values it loads once; a root that
   falls out of the ring is derived anew, under a new root, which is
   only a relation lost.  */
#define MCA_DERIVED_ROOTS 32

struct mca_addr_tracker
{
  struct mca_sym_value value[MCA_R_COUNT];	/* by top-level register */
  uint32_t last_write[MCA_R_COUNT];	/* its last write's number */
  uint32_t writes;			/* writes numbered so far */
  uint32_t next_root;
  struct mca_derived_root derived[MCA_DERIVED_ROOTS];
  unsigned next_derived;	/* the ring's oldest entry */
  unsigned nderived;		/* entries filled (the rest are 0) */
};

/* What an instruction does to its destination register, as far as the
   tracker follows it (mca_sinst.value_op).  */
enum mca_value_op
{
  MCA_VOP_OTHER,		/* a new root */
  MCA_VOP_ADD_IMM, MCA_VOP_SUB_IMM, MCA_VOP_INC, MCA_VOP_DEC,
  MCA_VOP_LEA, MCA_VOP_COPY, MCA_VOP_CONST,
  MCA_VOP_ADD_REG, MCA_VOP_SUB_REG, MCA_VOP_XOR_REG,
  MCA_VOP_SHL_IMM, MCA_VOP_SHR_IMM, MCA_VOP_SAR_IMM, MCA_VOP_AND_IMM,
  MCA_VOP_SIGN_EXTEND,		/* movslq: a copy, wrap-around not followed */
  MCA_VOP_ZERO_EXTEND8, MCA_VOP_ZERO_EXTEND16
};

enum mca_value_op mca_value_op_of (const struct mca_isa_form *f);

/* What a push, pop, call or return (no explicit memory operand) adds to
   %rsp; 0 for other forms.  */
int mca_stack_delta_of (const struct mca_isa_form *f);

/* Whether SI writes a vector register (xmm, ymm, zmm).  */
bool mca_writes_vector (const struct mca_sinst *si);

/* The cycles load LOAD, at LA, takes beyond its latency under model M
   when its bytes are forwarded from a store at SA:
   `forward-cycles-vector', when the model gives it, for a load into a
   vector register written otherwise than the store (another
   displacement, or registers changed in between), else
   `forward-cycles'.  On Zen 4 the first kind measured 3.4-4.7 cycles
   from the store's data to the load's result, a load written as its
   store 9 (zen4-store-forward-fp.s).  DATA_FAST: the store's data came
   from an operation of a cycle or less, or the store is a
   read-modify-write's: `forward-fast-data-cycles' more.  */
int mca_forward_cycles (const struct mca_model *m,
			const struct mca_sinst *load,
			const struct mca_sym_addr *sa,
			const struct mca_sym_addr *la, bool data_fast);

/* The bytes a form's memory operand covers, as its Intel key says (`m32',
   `m128'...); 0 when it does not.  */
unsigned mca_access_size (const struct mca_isa_form *f);

void mca_addr_tracker_init (struct mca_addr_tracker *t);

/* Every register takes the value it had at the start again, as when an
   outer loop enters the loop anew (mca_pipeline_options.trip_count): the
   entries address the same memory, so that what one stores the next
   loads; a register whose value changes counts as written.  */
void mca_addr_restart (struct mca_addr_tracker *t);

/* The address of SI's memory operand as the instruction sees it (KNOWN
   false when it has none that can be followed).  */
void mca_addr_of (const struct mca_addr_tracker *t,
		  const struct mca_sinst *si, struct mca_sym_addr *addr);

/* What the address of a source instruction's memory operand is made of
   beside the registers' values: the same for each of its instances,
   worked out once (mca_addr_shape_of) by a caller that asks for many
   (mca_addr_of_shape).  */
struct mca_addr_shape
{
  const struct mca_operand *mo;	/* its memory operand, or NULL */
  /* MO's base and index registers, top-level (MCA_REG_NONE: none, or
     %rip).  */
  mca_reg base, index;
  /* The general registers the instruction reads beside those, as
     mca_sym_addr.nmix and mix have their values: the first 2,
     top-level, of NMIX.  */
  unsigned char nmix;
  mca_reg mix[2];
};

void mca_addr_shape_of (const struct mca_sinst *si,
			struct mca_addr_shape *shape);

/* mca_addr_of for SI of shape SHAPE.  */
void mca_addr_of_shape (const struct mca_addr_tracker *t,
			const struct mca_sinst *si,
			const struct mca_addr_shape *shape,
			struct mca_sym_addr *addr);

/* SI's writes applied to the register values: call once per instance,
   in program order.  Registers of every class are versioned (a new root
   per write), so that a register's value can be known unchanged.  */
void mca_addr_apply (struct mca_addr_tracker *t, const struct mca_sinst *si);

static inline struct mca_sym_value
mca_addr_value (const struct mca_addr_tracker *t, mca_reg r)
{
  return t->value[mca_reg_top (r)];
}

/* Whether ROOT is a register's value on entry to the loop (the tracker
   gives register R root R to start with), or the constant 0; roots
   numbered from MCA_R_COUNT on are values made in the loop.  */
static inline bool
mca_addr_root_on_entry (uint32_t root)
{
  return root < MCA_R_COUNT;
}

enum mca_addr_overlap
{
  MCA_ADDR_DISJOINT,		/* or not known to overlap */
  MCA_ADDR_CONTAINED,		/* the load reads only bytes the store wrote */
  MCA_ADDR_PARTIAL		/* some of them, and bytes it did not */
};

/* Whether A and B are both known and built on the same base and index
   roots: what two operands that overlap have first in common, and the
   test most pairs fail (so callers comparing many may ask it first).  */
static inline bool
mca_addr_same_roots (const struct mca_sym_addr *a,
		     const struct mca_sym_addr *b)
{
  return a->known && b->known && a->base == b->base && a->index == b->index;
}

/* How the bytes a load reads at LOAD relate to those a store wrote at
   STORE.  An access of unknown size overlaps only one that starts at the
   same address, and is then taken as contained.  */
enum mca_addr_overlap mca_addr_overlap (const struct mca_sym_addr *store,
					const struct mca_sym_addr *load);

/* Whether A and B use the same base and index registers with the same
   scale, as written: (%r8,%rdx) and (%rdx,%r8) do, their index
   unscaled.  The registers' values are the caller's concern.  */
bool mca_mem_same_registers (const struct mca_mem *a,
			     const struct mca_mem *b);

/* Both written alike (same registers, scale, displacement and symbol)
   and, the registers' values being the same, the same bytes.  */
bool mca_addr_same_form (const struct mca_sym_addr *a,
			 const struct mca_sym_addr *b);

/* Whether A and B, of known sizes, lie in one aligned block of BYTES (a
   power of two) bytes, their common roots taken as aligned to BYTES (as
   an array's start and an index stepping by whole elements are).  */
bool mca_addr_same_block (const struct mca_sym_addr *a,
			  const struct mca_sym_addr *b, unsigned bytes);

/* Whether A's bytes lie in two aligned blocks of BYTES bytes (a power
   of two; its registers taken as aligned to it): an access that splits
   a cache line with BYTES 64.  */
bool mca_addr_splits_block (const struct mca_sym_addr *a, unsigned bytes);

/* For any instruction of one register source and one destination,
   which the caller knows to be a copy (a model's renamed-move form):
   its source register (top-level), else MCA_REG_NONE.  */
mca_reg mca_copy_source (const struct mca_sinst *si);

/* The register whose value SI, an optimizable register move with one
   register source (movl %esi, %eax), passes on at rename (top-level);
   MCA_REG_NONE for any other instruction.  Inline: the load/store unit
   asks at every instruction it renames, and most are not moves.  */
static inline mca_reg
mca_move_source (const struct mca_sinst *si)
{
  return si->optimizable_move ? mca_copy_source (si) : MCA_REG_NONE;
}

/* The register a plain store writes to memory (MCA_REG_NONE for an
   immediate, or when the instruction also loads: its data is its own
   result).  */
mca_reg mca_store_data_reg (const struct mca_sinst *si);

/* Whether SI only moves 4 or 8 bytes of memory to a general register
   (movl, movq, popq): a renamed load of nothing else takes no cycle.  */
bool mca_plain_load (const struct mca_sinst *si);

/* Whether LOAD at LA, reading bytes that STORE wrote at SA, can take the
   store's data at rename (memory renaming): both written alike, and what
   a Zen 4 core renames, as measured with gcc-mca-measure: 4- and 8-byte
   accesses, general registers (or an immediate) stored, read by a plain
   load (mca_plain_load), a read-modify-write or a load-op the model
   marks renamed-load (decoded as a load and an operation); not bytes,
   vector registers, other load-ops or an xadd without a lock prefix (a
   chain through those runs at the forwarding latency).  Never under a
   model M without `memory-renaming'; with 2, a read-modify-write of 1
   or 2 bytes too (a Zen 5 core); with `memory-renaming-stack', only a
   location written as %rsp and a displacement (a Zen 3 core); with
   `memory-renaming-base-disp', only an operand written as a base
   register and a displacement (no index, no push or pop: the Intel
   core); with `memory-renaming-unmixed', none whose instruction mixes
   what it loads with another register value than the one stored (a
   read-modify-write of a register, shlx %ecx, (mem), %eax).  */
bool mca_addr_renamable (const struct mca_model *m,
			 const struct mca_sinst *store,
			 const struct mca_sym_addr *sa,
			 const struct mca_sinst *load,
			 const struct mca_sym_addr *la);

/* Stores that commit in pairs (a model's `storepair'): whether the last
   store may take a pair's first place, and its address.  Zeroed at the
   start.  */
struct mca_store_pairing
{
  bool open;
  struct mca_sym_addr first;
};

/* Whether SI, at ADDR, is a store that commits with the one before it,
   P being the pairing state over the instructions before it in program
   order (updated): both are plain stores (of any register or an
   immediate) or read-modify-writes of general registers or immediates,
   no other store lies between them, and their bytes lie in one aligned
   block of BYTES and number no more than BYTES together.  A store takes
   one pair's place at most.  */
bool mca_store_pairs (struct mca_store_pairing *p, const struct mca_sinst *si,
		      const struct mca_sym_addr *addr, unsigned bytes);

/* The 64-byte lines the last stores wrote (a model's `storeline'): the
   addresses of the last MCA_STORE_LINES stores in program order, N seen
   in all.  Zeroed at the start.  */
struct mca_store_lines
{
  unsigned n;
  struct mca_sym_addr recent[MCA_STORE_LINES];
};

/* Whether SI, at ADDR, is a store that writes a 64-byte line none of
   the WINDOW (at most MCA_STORE_LINES) stores before it wrote, L being
   the lines over the instructions before it in program order (updated),
   the registers of the addresses taken as line-aligned.  A store whose
   address is not known, or rests on a value the loop made (loaded data),
   is taken as writing none.  */
bool mca_store_line_new (struct mca_store_lines *l, const struct mca_sinst *si,
			 const struct mca_sym_addr *addr, unsigned window);

/* The latency SI, of LATENCY cycles, keeps when its load is renamed to
   a store's data on model M: the load's part goes (M's
   `renamed-load-cycles', or its load-latency + 1); the operation of a
   load-op or a read-modify-write keeps a cycle at least.  A plain load's may come
   out below 0 (its callers clamp it as they need).  */
int mca_renamed_latency (const struct mca_model *m,
			 const struct mca_sinst *si, int latency);

#endif /* MCA_MEM_ADDR_H */
