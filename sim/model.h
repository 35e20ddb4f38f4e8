/* model.h - a CPU model in memory: core parameters, processor resources,
   register files, scheduling classes and the class of every instruction
   form the model supports.  Loaded from the text format of models/FORMAT
   (section 2) by model_load.c; the built-in models are the same texts,
   embedded by the build.  */

#ifndef MCA_MODEL_H
#define MCA_MODEL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "isa.h"
#include "lazy_pages.h"
#include "regs.h"

/* Resource masks are 64-bit, as in the scheduling models they come from.  */
#define MCA_MAX_RESOURCES 63
/* The last cycle after issue a use may end at (NAME:RELEASE@ACQUIRE):
   units are booked ahead in a 64-bit calendar.  */
#define MCA_MAX_LATE_CYCLE 63

struct mca_resource
{
  char *name;
  unsigned units;		/* units; for a group, the units of its members */
  int buffer;			/* -1, 0, 1 or the reservation station size */
  unsigned super;		/* index of the super resource, 0 if none */
  bool is_group;
  /* At most this many instructions enter the unit's reservation station
     in a cycle (a `writes' line); 0: no limit.  */
  unsigned writes;
  unsigned nmembers;
  unsigned *members;		/* groups: member resource indices */
  char *member_names;		/* while loading: members not resolved */
  unsigned line;		/* while loading: where the group is */
  char *label;			/* its name in plain words ("ports 0 and
				   6"), or NULL */
};

struct mca_regfile_entry
{
  mca_reg reg;
  unsigned cost;
  bool allow_move_elim;
};

struct mca_regfile
{
  char *name;
  unsigned phys_regs;		/* 0 = unbounded */
  unsigned max_moves_per_cycle;	/* 0 = unlimited */
  bool zero_moves_only;
  unsigned nentries;
  struct mca_regfile_entry *entries;
};

struct mca_res_use
{
  unsigned res;			/* resource index */
  unsigned release;		/* cycles the resource is held */
  unsigned acquire;
  bool no_buffer;		/* does not take a reservation-station entry */
};

struct mca_write_latency
{
  int cycles;
  unsigned write_id;		/* 0 when the model does not name it */
};

/* A read advance on every register operand of a class (`*' in a model's
   advances): it adds to the advance of the operand's own entry, for the
   writers it names (a result forwarded within a unit, sooner than to
   other units).  */
#define MCA_ANY_USE (~0u)

struct mca_read_advance
{
  unsigned use_index;		/* or MCA_ANY_USE */
  int cycles;
  unsigned nwrite_ids;		/* 0: applies to every writer */
  unsigned *write_ids;
};

#define MCA_INVALID_UOPS (-1)

struct mca_sched_class
{
  unsigned id;
  unsigned index;		/* its place among the model's classes */
  char *name;
  int uops;			/* MCA_INVALID_UOPS: not schedulable */
  bool begin_group, end_group, retire_ooo;
  unsigned nres, nlat, nadv;
  struct mca_res_use *res;
  struct mca_write_latency *lat;
  struct mca_read_advance *adv;
};

/* At most COUNT instructions issue to resource RES (a unit or a group:
   any of its units), or to RES and the NALSO resources ALSO together,
   in any WINDOW consecutive cycles (a `ratelimit' line).  */
#define MCA_MAX_RATE_LIMITS 4
#define MCA_MAX_RATE_WINDOW 64
#define MCA_MAX_RATE_ALSO 3

struct mca_rate_limit
{
  unsigned res;
  unsigned count, window;
  unsigned nalso;
  unsigned also[MCA_MAX_RATE_ALSO];
};

/* Macro-fusion (a `fuse' line): an instruction of one of KINDS (bits of
   mca_fuse_kind) followed by a conditional jump on one of CONDITIONS (bit
   N: x86 condition code N) decodes into one micro-op; with a memory
   operand only when MEMORY, and never with both a memory operand and an
   immediate.  */
#define MCA_MAX_FUSION_RULES 8
/* Stores a `storeline' line looks back over, at most.  */
#define MCA_STORE_LINES 8
/* `splitload' lines at most.  */
#define MCA_MAX_SPLIT_LOADS 4
/* `slowforward' lines at most.  */
#define MCA_MAX_SLOW_FORWARDS 8

struct mca_fusion_rule
{
  unsigned kinds;
  unsigned conditions;
  bool memory;
  bool keeps_units;		/* the first instruction keeps its units */
};

/* How one instruction form runs on this CPU: its class and attributes
   (an `op' line, or an `opk'/`opx' override).  SC is NULL when the model
   does not support the form.  */
struct mca_sched_attrs
{
  const struct mca_sched_class *sc;
  const struct mca_sched_class *same_sc;	/* all sources one register */
  bool same_zero;		/* ... then a zero idiom */
  bool same_dep;		/* ... then dependency breaking */
  uint64_t same_dep_uses;	/* use-index bits; 0 = all explicit reads */
  bool move;			/* move-elimination candidate */
  bool renamed_load;		/* its load a macro-op of its own, which
				   memory renaming serves */
  /* An add of an immediate the renamer may do (`fold=ID', the model's
     foldrate lines): the class of an instance done at rename always,
     and of the form in views that show it once.  */
  const struct mca_sched_class *fold_sc;
  /* An add the renamer does (`renamed-add'; inc, dec, a lea of a base
     and a displacement): its result is the register's last value plus
     an offset the renamer keeps.  An instance of a fold= add done at
     rename is one too.  */
  bool renamed_add;
  /* A register move the renamer does (`renamed-move'): its destination
     names its source's physical register, the offset with it.  */
  bool renamed_move;
  /* Reading a register whose value carries such an offset (`foldread'):
     the instruction's results come FOLD_READ_LATENCY cycles later, and
     it holds the unit of its narrowest resource use FOLD_READ_HOLD
     cycles longer.  */
  unsigned char fold_read_latency, fold_read_hold;
  /* The class of an instance whose use BYPASS_USE is written by an
     operation of the loop, not a load nor an eliminated register move
     (`bypassed=U:ID'): the value reaches it through the bypass instead
     of a read of the register file (Zen 3's FMAs read an addend from
     the register file through a pipe the vector stores' data take).  */
  const struct mca_sched_class *bypass_sc;
  unsigned char bypass_use;
};

/* A `foldrate' line: an add of an immediate of at most MAX_ABS in
   magnitude is executed in PER_MILLE of 1000 instances, done at rename
   in the others.  Lines are kept in increasing MAX_ABS; a larger
   immediate is always executed.  */
#define MCA_MAX_FOLD_RATES 16

struct mca_fold_rate
{
  unsigned max_abs;
  unsigned per_mille;
};

/* When an override applies (models/FORMAT, opk and opx lines).  */
enum mca_override_kind
{
  MCA_OV_KEY,			/* matched through KEY */
  MCA_OV_LOCK,			/* has a LOCK prefix */
  MCA_OV_IMM,			/* its immediate is IMM */
  MCA_OV_MEM,			/* its memory operand has shape MEM_SHAPE */
  MCA_OV_SAME_REGS,		/* its register operands are parts of one */
  MCA_OV_INDEXED		/* its memory operand has an index register */
};

#define MCA_MEM_BASE 1u
#define MCA_MEM_INDEX 2u
#define MCA_MEM_DISP 4u
#define MCA_MEM_SCALE 8u

struct mca_sched_override
{
  enum mca_override_kind kind;
  char *key;			/* MCA_OV_KEY */
  bool key_intel;
  long long imm;		/* MCA_OV_IMM */
  unsigned mem_shape;		/* MCA_OV_MEM: MCA_MEM_* bits */
  struct mca_sched_attrs attrs;
};

struct mca_form_sched
{
  struct mca_sched_attrs attrs;	/* the op line */
  unsigned noverrides;
  struct mca_sched_override *overrides;	/* in file order */
};

struct mca_model
{
  char *name;
  char *desc;
  char *source;
  unsigned naliases;
  char **aliases;

  unsigned dispatch_width;
  unsigned microop_buffer;
  unsigned retire_width;
  unsigned load_latency;
  unsigned high_latency;
  unsigned mispredict_penalty;
  unsigned load_queue, store_queue;	/* sizes, 0 = unbounded */
  unsigned load_queue_res, store_queue_res;	/* resource indices or 0 */
  unsigned microop_queue;
  unsigned decoder_throughput;
  /* Nonzero: a taken branch ends its dispatch group (the front end
     delivers nothing after it in the same cycle).  */
  unsigned taken_branch_ends_group;
  /* Nonzero: at most this many taken branches dispatch in a cycle; the
     one that reaches it ends the dispatch group (the front end follows
     that many taken branches a cycle).  */
  unsigned taken_branches_per_cycle;
  /* Nonzero (with taken_branches_per_cycle): the limit does not end the
     group: the instructions after the last taken branch of a cycle
     still dispatch in it (a loop's micro-ops delivered across its back
     edge from a queue), and a taken branch over the limit waits for
     the next cycle.  */
  unsigned taken_branch_streams;
  /* Nonzero: a taken branch macro-fused with a compare or test (an
     instruction that writes flags alone) counts against this limit a
     cycle instead of taken_branches_per_cycle
     (`taken-branches-per-cycle-compare').  */
  unsigned taken_branches_per_cycle_compare;
  /* Nonzero: the front end delivers at most this many micro-ops a
     cycle, of the instructions up to and including the next taken
     branch (which ends the cycle's delivery), and dispatch takes only
     delivered ones: a loop of N + 1 to 2N micro-ops takes two cycles an
     iteration (`taken-branch-uops').  */
  unsigned taken_branch_uops;
  /* Nonzero: an instruction an index register un-laminates (a load-op
     or read-modify-write whose indexed form takes more slots than its
     micro-fused one) renames only as one of the first this many
     instructions of a cycle's dispatch group, whole, in one cycle
     (`unlaminated-positions'), and at most UNLAMINATED_PER_CYCLE of
     them a cycle (`unlaminated-per-cycle'; 0: no limit of its own).  */
  unsigned unlaminated_positions;
  unsigned unlaminated_per_cycle;
  /* Nonzero: in a region with an instruction on 512-bit registers, the
     writes of this write id have none: the read advances and slowforward
     lines that name it do not apply (`zmm-drops-write-id').  */
  unsigned zmm_drops_write_id;
  /* Nonzero: in a region with an instruction on 512-bit registers, at
     most this many vector operations issue a cycle (mca_sinst.
     vector_ops), one that takes more than the cycle has left taking the
     rest from the next (`zmm-vector-issue').  */
  unsigned zmm_vector_issue;
  /* 1: a load-op instruction's register operands that have a read
     advance are read by its operation, which the scheduler issues apart
     from the load (`load-op-split').  */
  unsigned load_op_split;
  /* 1: a store's data register is read apart from its address: the
     store issues once its address registers are ready and completes its
     latency after the data is (`store-data-split').  */
  unsigned store_data_split;
  /* 1: dispatch takes micro-ops, not whole instructions: an instruction
     with more micro-ops than the cycle has slots left takes those slots
     and the rest in the next cycle (`split-dispatch').  0: llvm-mca's
     rule, the instruction waits for a cycle with room for all of them
     (unless it has more than the width).  */
  unsigned split_dispatch;
  /* 1: push, pop, call and return update %rsp in the front end (the
     stack engine): their implicit %rsp reads wait for nothing and their
     %rsp writes are ready at once (`stack-engine').  */
  unsigned stack_engine;
  /* 1: loads wait for the older stores in flight whose bytes they read,
     as their addresses show (`store-forwarding'); a load that reads only
     part of its bytes from one waits until it has retired and
     `forward-fail-cycles' more; with `memory-renaming', a load written
     as the store it reads (same registers, unchanged) waits for
     nothing.  */
  unsigned store_forwarding;
  /* 1: x87 instructions read and write the stack registers they name,
     renamed to stack slots through the top of the stack, and fxch swaps
     two slots at rename (`x87-stack', x87_stack.h).  0: llvm-mca's
     rules, where an x87 instruction reads and writes only the status
     word.  */
  unsigned x87_stack;
  /* A forwarded load's latency beyond its own (less when negative: the
     store buffer is quicker than the cache), for loads into general
     registers and, when HAS_FORWARD_CYCLES_VECTOR, into vector ones
     (`forward-cycles', `forward-cycles-vector').  */
  int forward_cycles, forward_cycles_vector;
  unsigned has_forward_cycles_vector;
  /* 1: forward-cycles-vector serves every forwarded load into a vector
     register, however its address is written (`forward-vector-any').  */
  unsigned forward_vector_any;
  /* Loads that may take their address from one register write without
     delay, and the cycles each takes later when more do
     (`address-fanout-loads', `address-fanout-cycles'; 0: no limit).  */
  unsigned address_fanout_loads, address_fanout_cycles;
  /* The data cache's banks: their width in bytes and the loads each
     serves a cycle (`load-bank-bytes', `loads-per-bank'; 0: no banks;
     load_banks.h).  */
  unsigned load_bank_bytes, loads_per_bank;
  /* Cycles more for a load forwarded from a store whose data a 1-cycle
     operation produced, or a read-modify-write's
     (`forward-fast-data-cycles').  */
  unsigned forward_fast_data_cycles;
  unsigned forward_fail_cycles;
  /* Cycles more for a forwarded load that writes no vector register
     when an older store in flight wrote the same bytes too: a location
     stored every iteration (`forward-repeat-cycles').  */
  unsigned forward_repeat_cycles;
  /* Cycles more a 1- or 2-byte store holds the `storepair' resource when
     it goes back to a 64-byte line one of the stores before it wrote,
     with a store to another line in between, unless the store before it
     paid them (`narrow-store-revisit-cycles').  */
  unsigned narrow_store_revisit_cycles;
  /* 1: a load written as the store it reads is renamed (mem_addr.h,
     mca_addr_renamable); 2: a read-modify-write of 1 or 2 bytes too
     (`memory-renaming').  */
  unsigned memory_renaming;
  /* 1: only a location addressed by %rsp and a displacement is renamed,
     a stack slot (`memory-renaming-stack'; a Zen 3 core).  */
  unsigned memory_renaming_stack;
  /* 1: only a memory operand written as a base register and a
     displacement is renamed, not one with an index register, nor a push
     or pop (`memory-renaming-base-disp'; the Intel core measured).  */
  unsigned memory_renaming_base_disp;
  /* 1: an instruction that mixes what it loads with another register
     value than the one stored is not renamed: a read-modify-write of a
     register, a load-op whose register operand holds something else
     (`memory-renaming-unmixed').  */
  unsigned memory_renaming_unmixed;
  /* 1: only a location whose address registers the loop never writes
     (%rsp, which the stack engine follows, apart) is renamed
     (`memory-renaming-fixed-address'; the Zen 5 core).  */
  unsigned memory_renaming_fixed_address;
  /* Cycles a load-op's latency loses when its load is renamed
     (`renamed-load-cycles'; 0: load-latency + 1, as LLVM's Zen classes
     count a load).  */
  unsigned renamed_load_cycles;
  /* Cycles more a store whose bytes span two 64-byte lines holds the
     storepair resource (`split-store-cycles'; needs a storepair line).  */
  unsigned split_store_cycles;
  /* 1: of the instructions ready in a cycle the oldest issue first
     (`issue-by-age'); 0: as llvm-mca, age less the number of waiting
     users, so that a producer overtakes older instructions that wait on
     nothing it writes.  */
  unsigned issue_by_age;

  unsigned nrate_limits;
  struct mca_rate_limit *rate_limits;
  /* At most BACK_TO_BACK.count instructions holding a unit of
     BACK_TO_BACK.res issue in any BACK_TO_BACK.window consecutive cycles
     in the cycle they became ready after waiting for an operand (a
     `backtoback' line; res 0: no limit).  */
  struct mca_rate_limit back_to_back;
  /* A store whose data, a general register, an instruction holding a
     unit of STORE_DATA.producer wrote in the loop (through register
     moves) counts twice in the rate limit on STORE_DATA.res: the core
     takes such data with an operation of its own (a `storedata' line;
     res 0: none).  */
  struct mca_store_data_rule
  {
    unsigned res, producer;
  } store_data;

  /* Groups whose units each have their own reservation station: an
     instruction that may use any unit is given one when it dispatches
     (`bind' lines).  */
  unsigned nbind;
  unsigned bind[MCA_MAX_RATE_LIMITS];
  /* How each bind group's unit is chosen (`bind GROUP POLICY').  */
  enum mca_bind_policy
  {
    MCA_BIND_ROOM,		/* the unit whose station has most room */
    MCA_BIND_TURN,		/* the units in turn, in dispatch order:
				   the first not given in this round */
    MCA_BIND_ROOM_TURN,		/* of the units whose stations have most
				   room, the first not given in this
				   round */
    MCA_BIND_OWN_TURN		/* in turn, in a round that only the
				   instructions bound through this group
				   advance */
  } bind_policy[MCA_MAX_RATE_LIMITS];

  /* Stores that commit in pairs (`storepair' line): a plain store or an
     integer read-modify-write's store right after another (no store
     between) whose bytes lie in the same aligned block of
     STORE_PAIR_BYTES bytes takes no unit of STORE_PAIR_RES, unless that
     store took the pair's first place already.  0: none.  */
  unsigned store_pair_res;
  /* Resources (bits by index) whose scheduler entry a load-op keeps
     until its operation starts, waiting there for its register operands
     (`holdlate' lines; with load-op-split, which issues the load
     first).  */
  uint64_t hold_late_res;
  unsigned store_pair_bytes;

  /* Stores that write a 64-byte line none of the STORE_LINE_WINDOW stores
     before them wrote take a unit of STORE_LINE_RES, the others none
     (`storeline' line; 0: none).  */
  unsigned store_line_res;
  unsigned store_line_window;

  /* Loads across two 64-byte lines (`splitload' lines): such a load holds
     its use of RES (a resource index) CYCLES more, the first line whose
     RES it uses applying.  */
  unsigned nsplit_loads;
  struct mca_split_load
  {
    unsigned res;
    unsigned cycles;
  } split_loads[MCA_MAX_SPLIT_LOADS];

  /* Results that reach an operation late on some units (`slowforward'
     lines): an instance of a class with a write of id READER_ID that
     reads a register last written by a write of id WRITE_ID, issued on
     one of the resources UNITS (bit R: resource index R), has its
     results CYCLES later.  */
  unsigned nslow_forwards;
  struct mca_slow_forward
  {
    unsigned write_id, reader_id;
    uint64_t units;
    unsigned cycles;
    /* Only when the value was there before the reader issued (read
       from the register file, not forwarded as it is made).  */
    bool stale;
  } slow_forwards[MCA_MAX_SLOW_FORWARDS];

  unsigned nfusion;
  struct mca_fusion_rule fusion[MCA_MAX_FUSION_RULES];

  unsigned nfold_rates;
  struct mca_fold_rate fold_rates[MCA_MAX_FOLD_RATES];

  unsigned nres;		/* resources 1 .. nres-1; 0 is invalid */
  struct mca_resource *res;
  unsigned nfiles;		/* register files 1 .. nfiles-1; 0 default */
  struct mca_regfile *files;
  unsigned nclasses;
  /* The classes by index, in pages made when one of their classes is
     first written or read (model_load.c): read them through
     mca_model_class.  */
  struct mca_lazy_pages class_pages;

  const struct mca_isa *isa;
  /* The forms' schedules by form id, in pages made when one of their
     forms is first written or asked for (model_load.c); read them
     through mca_model_form_sched, and the classes through
     mca_model_class: a built-in model fills them when first asked.  */
  struct mca_lazy_pages form_pages;
  struct mca_model_lazy *lazy;	/* model_load.c; NULL: all read */
};

/* Parse a model text against ISA.  Returns NULL and a malloc'ed message
   naming the line in *ERR on error.  */
struct mca_model *mca_model_load (const char *text, size_t len,
				  const struct mca_isa *isa, char **err);
void mca_model_free (struct mca_model *m);

/* Like mca_model_load for a built-in model's text with its build-time
   index (embedded_index.h): only the lines that are neither classes nor
   op lines are read now; a form's op lines and the classes they name
   are parsed on first use.  */
struct mca_model_index;
struct mca_model *mca_model_load_index (const char *text, size_t len,
					const struct mca_model_index *ix,
					const struct mca_isa *isa,
					char **err);

/* The schedule of form FORM in M, and class number IDX (0 ..
   M->nclasses - 1, not its id), parsed now if M is a built-in model that
   has not read them yet.  */
const struct mca_form_sched *mca_model_form_sched (const struct mca_model *m,
						   unsigned form);
const struct mca_sched_class *mca_model_class (const struct mca_model *m,
					       unsigned idx);

/* Built-in models: names, and lookup by name or alias (loaded on first
   use, kept for the life of the process).  Returns NULL when unknown.  */
size_t mca_model_builtin_count (void);
const char *mca_model_builtin_name (size_t i);
const char *mca_model_builtin_desc (size_t i);
const struct mca_model *mca_model_builtin (const char *name, char **err);
/* The name of the built-in model called NAME (or aliased so), or NULL.  */
const char *mca_model_builtin_lookup (const char *name);

/* Resource index whose name is NAME, or 0.  */
unsigned mca_model_find_resource (const struct mca_model *m,
				  const char *name);

/* Whether bind POLICY keeps rounds of units given in turn.  */
static inline bool
mca_bind_in_turn (enum mca_bind_policy policy)
{
  return policy == MCA_BIND_TURN || policy == MCA_BIND_ROOM_TURN
	 || policy == MCA_BIND_OWN_TURN;
}

#endif /* MCA_MODEL_H */
