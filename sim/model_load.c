/* model_load.c - parse a CPU model text (models/FORMAT, section 2) into a
   struct mca_model, and look up the models built into the library.  */

#include "model.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <libiberty/hashtab.h>
#include <libiberty/libiberty.h>

#include "embedded.h"
#include "embedded_index.h"
#include "fusion.h"
#include "text_fields.h"

struct loader
{
  struct mca_model *m;
  unsigned line;
  char *err;
  /* Sched classes are referenced by id before all are read: keep the ids
     of each form's references and resolve them at the end.  */
  struct pending_op
  {
    unsigned form;
    int override;		/* -1: the op line, else override index */
    unsigned sc, same_sc, fold_sc, bypass_sc;	/* class id + 1; 0 = none */
    unsigned line;
  } *pending;
  unsigned npending, cap_pending;
  /* The index + 1 of the class of each id (0: none), so that a model of
     thousands of classes, a variant's among them in no order, finds them
     without a scan.  */
  unsigned *class_at;
  unsigned ncap_ids;
  /* The resources by name (struct res_name), for the tens of thousands
     of uses a model names.  */
  htab_t res_by_name;
  unsigned depth;		/* nesting of `base' models */
  bool has_base;		/* classes may be redefined */
  /* A built-in model read through its index: classes are parsed when
     first found.  */
  struct mca_model_lazy *lazy;
};

/* The state of a built-in model read through its build-time index
   (embedded_index.h): its classes and its forms' schedules are parsed
   when first asked for.  */
struct mca_model_lazy
{
  const struct mca_model_index *ix;
  const char *text;
  struct mca_lines lines;	/* reads the lines asked for */
  htab_t res_by_name;		/* as struct loader's */
  unsigned *class_at;		/* as struct loader's */
  unsigned ncap_ids;
};

/* Class IDX of M, its page made if it has none yet (lazy_pages.h: a
   built-in model's thousands of classes are parsed when first used).  */
static struct mca_sched_class *
class_slot (struct mca_model *m, unsigned idx)
{
  return mca_lazy_pages_at (&m->class_pages, idx);
}

/* The schedule of FORM in M, its page made if it has none yet.  */
static struct mca_form_sched *
form_slot (struct mca_model *m, unsigned form)
{
  return mca_lazy_pages_at (&m->form_pages, form);
}

static bool
fail (struct loader *ld, const char *fmt, ...)
{
  char msg[256];
  va_list ap;
  va_start (ap, fmt);
  vsnprintf (msg, sizeof msg, fmt, ap);
  va_end (ap);
  if (!ld->err)
    {
      size_t n = strlen (msg) + 32;
      ld->err = xmalloc (n);
      snprintf (ld->err, n, "line %u: %s", ld->line, msg);
    }
  return false;
}

static bool
parse_uint (struct loader *ld, const char *s, unsigned *out)
{
  char *end;
  /* Set on failure too: the callers' variables are then never read
     unset, as -O3's inlining cannot tell from fail's result.  */
  *out = 0;
  errno = 0;
  unsigned long v = strtoul (s, &end, 10);
  if (end == s || *end || errno || v > 0xffffffffUL || *s == '-')
    return fail (ld, "expected a number, found `%s'", s);
  *out = (unsigned) v;
  return true;
}

static bool
parse_int (struct loader *ld, const char *s, int *out)
{
  char *end;
  errno = 0;
  long v = strtol (s, &end, 10);
  if (end == s || *end || errno || v < -1000000 || v > 1000000)
    return fail (ld, "expected a number, found `%s'", s);
  *out = (int) v;
  return true;
}

unsigned
mca_model_find_resource (const struct mca_model *m, const char *name)
{
  for (unsigned i = 1; i < m->nres; i++)
    if (strcmp (m->res[i].name, name) == 0)
      return i;
  return 0;
}

/* A resource's name and index, in loader.res_by_name.  */
struct res_name
{
  const char *name;
  unsigned index;
};

static hashval_t
res_name_hash (const void *p)
{
  return htab_hash_string (((const struct res_name *) p)->name);
}

static int
res_name_eq (const void *p, const void *q)
{
  return strcmp (((const struct res_name *) p)->name,
		 ((const struct res_name *) q)->name) == 0;
}

/* The index of resource NAME of the model being loaded, or 0.  */
static unsigned
find_resource (struct loader *ld, const char *name)
{
  struct res_name key = { name, 0 };
  const struct res_name *r = htab_find (ld->res_by_name, &key);
  return r ? r->index : 0;
}

static bool
set_param (struct loader *ld, const char *key, const char *val)
{
  struct mca_model *m = ld->m;
  static const struct
  {
    const char *key;
    size_t offset;
  } params[] = {
    {"dispatch-width", offsetof (struct mca_model, dispatch_width)},
    {"microop-buffer", offsetof (struct mca_model, microop_buffer)},
    {"retire-width", offsetof (struct mca_model, retire_width)},
    {"load-latency", offsetof (struct mca_model, load_latency)},
    {"high-latency", offsetof (struct mca_model, high_latency)},
    {"mispredict-penalty", offsetof (struct mca_model, mispredict_penalty)},
    {"load-queue", offsetof (struct mca_model, load_queue)},
    {"store-queue", offsetof (struct mca_model, store_queue)},
    {"microop-queue", offsetof (struct mca_model, microop_queue)},
    {"decoder-throughput", offsetof (struct mca_model, decoder_throughput)},
    {"taken-branch-ends-group",
     offsetof (struct mca_model, taken_branch_ends_group)},
    {"taken-branches-per-cycle",
     offsetof (struct mca_model, taken_branches_per_cycle)},
    {"taken-branch-streams",
     offsetof (struct mca_model, taken_branch_streams)},
    {"taken-branches-per-cycle-compare",
     offsetof (struct mca_model, taken_branches_per_cycle_compare)},
    {"taken-branch-uops", offsetof (struct mca_model, taken_branch_uops)},
    {"unlaminated-positions",
     offsetof (struct mca_model, unlaminated_positions)},
    {"unlaminated-per-cycle",
     offsetof (struct mca_model, unlaminated_per_cycle)},
    {"zmm-drops-write-id", offsetof (struct mca_model, zmm_drops_write_id)},
    {"zmm-vector-issue", offsetof (struct mca_model, zmm_vector_issue)},
    {"load-op-split", offsetof (struct mca_model, load_op_split)},
    {"store-data-split", offsetof (struct mca_model, store_data_split)},
    {"split-dispatch", offsetof (struct mca_model, split_dispatch)},
    {"stack-engine", offsetof (struct mca_model, stack_engine)},
    {"store-forwarding", offsetof (struct mca_model, store_forwarding)},
    {"x87-stack", offsetof (struct mca_model, x87_stack)},
    {"forward-fail-cycles", offsetof (struct mca_model, forward_fail_cycles)},
    {"forward-repeat-cycles",
     offsetof (struct mca_model, forward_repeat_cycles)},
    {"narrow-store-revisit-cycles",
     offsetof (struct mca_model, narrow_store_revisit_cycles)},
    {"memory-renaming", offsetof (struct mca_model, memory_renaming)},
    {"memory-renaming-stack",
     offsetof (struct mca_model, memory_renaming_stack)},
    {"memory-renaming-base-disp",
     offsetof (struct mca_model, memory_renaming_base_disp)},
    {"memory-renaming-unmixed",
     offsetof (struct mca_model, memory_renaming_unmixed)},
    {"memory-renaming-fixed-address",
     offsetof (struct mca_model, memory_renaming_fixed_address)},
    {"renamed-load-cycles", offsetof (struct mca_model, renamed_load_cycles)},
    {"split-store-cycles", offsetof (struct mca_model, split_store_cycles)},
    {"forward-fast-data-cycles",
     offsetof (struct mca_model, forward_fast_data_cycles)},
    {"forward-vector-any", offsetof (struct mca_model, forward_vector_any)},
    {"address-fanout-loads",
     offsetof (struct mca_model, address_fanout_loads)},
    {"address-fanout-cycles",
     offsetof (struct mca_model, address_fanout_cycles)},
    {"issue-by-age", offsetof (struct mca_model, issue_by_age)},
    {"loads-per-bank", offsetof (struct mca_model, loads_per_bank)},
  };
  /* Queues may be given as the resource that models them.  */
  if (strcmp (key, "load-queue-resource") == 0
      || strcmp (key, "store-queue-resource") == 0)
    {
      unsigned r = find_resource (ld, val);
      if (!r)
	return fail (ld, "unknown resource `%s'", val);
      if (key[0] == 'l')
	m->load_queue_res = r;
      else
	m->store_queue_res = r;
      return true;
    }
  if (strcmp (key, "forward-cycles") == 0)
    return parse_int (ld, val, &m->forward_cycles);
  /* The banks must tile a 64-byte line (load_banks.c); 0: none.  */
  if (strcmp (key, "load-bank-bytes") == 0)
    {
      if (!parse_uint (ld, val, &m->load_bank_bytes))
	return false;
      if (m->load_bank_bytes && 64 % m->load_bank_bytes)
	return fail (ld, "load-bank-bytes must divide 64, not %u",
		     m->load_bank_bytes);
      return true;
    }
  if (strcmp (key, "forward-cycles-vector") == 0)
    {
      m->has_forward_cycles_vector = true;
      return parse_int (ld, val, &m->forward_cycles_vector);
    }
  for (size_t i = 0; i < sizeof params / sizeof params[0]; i++)
    if (strcmp (params[i].key, key) == 0)
      return parse_uint (ld, val, (unsigned *) ((char *) m + params[i].offset));
  return fail (ld, "unknown parameter `%s'", key);
}

/* `ratelimit RES[,RES...] COUNT WINDOW'.  Each RES must be declared
   before.  */
static bool
add_rate_limit (struct loader *ld, char **f, size_t nf)
{
  struct mca_model *m = ld->m;
  if (nf < 4)
    return fail (ld, "ratelimit needs a resource, a count and a window");
  struct mca_rate_limit rl = {0, 0, 0, 0, {0}};
  for (char *name = f[1], *next; name; name = next)
    {
      next = strchr (name, ',');
      if (next)
	*next++ = '\0';
      if (!*name)
	return fail (ld, "ratelimit: an empty name in its list of resources");
      unsigned res = find_resource (ld, name);
      if (!res)
	return fail (ld, "unknown resource `%s'", name);
      if (!rl.res)
	rl.res = res;
      else if (rl.nalso == MCA_MAX_RATE_ALSO)
	return fail (ld, "ratelimit names more than %d resources",
		     1 + MCA_MAX_RATE_ALSO);
      else
	rl.also[rl.nalso++] = res;
    }
  unsigned res = rl.res;
  if (!parse_uint (ld, f[2], &rl.count) || !parse_uint (ld, f[3], &rl.window))
    return false;
  if (!rl.count || !rl.window || rl.window > MCA_MAX_RATE_WINDOW)
    return fail (ld, "ratelimit needs a count > 0 and a window of 1 to %d "
		 "cycles", MCA_MAX_RATE_WINDOW);
  for (unsigned i = 0; i < m->nrate_limits; i++)
    if (m->rate_limits[i].res == res)
      {
	m->rate_limits[i] = rl;
	return true;
      }
  if (m->nrate_limits == MCA_MAX_RATE_LIMITS)
    return fail (ld, "more than %d rate limits", MCA_MAX_RATE_LIMITS);
  m->rate_limits = xrealloc (m->rate_limits,
			     (m->nrate_limits + 1) * sizeof *m->rate_limits);
  m->rate_limits[m->nrate_limits++] = rl;
  return true;
}

/* `storedata RES PRODUCER'.  Both must be declared before, and RES
   have a ratelimit line.  */
static bool
set_store_data (struct loader *ld, char **f, size_t nf)
{
  struct mca_model *m = ld->m;
  if (nf < 3)
    return fail (ld, "storedata needs a rate-limited resource and a "
		 "producing resource");
  unsigned res = find_resource (ld, f[1]);
  unsigned producer = find_resource (ld, f[2]);
  if (!res || !producer)
    return fail (ld, "unknown resource `%s'", res ? f[2] : f[1]);
  bool limited = false;
  for (unsigned i = 0; i < m->nrate_limits; i++)
    limited |= m->rate_limits[i].res == res;
  if (!limited)
    return fail (ld, "storedata: no ratelimit line on `%s' before it", f[1]);
  m->store_data.res = res;
  m->store_data.producer = producer;
  return true;
}

/* `backtoback RES COUNT WINDOW'.  RES must be declared before.  */
static bool
set_back_to_back (struct loader *ld, char **f, size_t nf)
{
  if (nf < 4)
    return fail (ld, "backtoback needs a resource, a count and a window");
  struct mca_rate_limit *b = &ld->m->back_to_back;
  b->res = find_resource (ld, f[1]);
  if (!b->res)
    return fail (ld, "unknown resource `%s'", f[1]);
  if (!parse_uint (ld, f[2], &b->count) || !parse_uint (ld, f[3], &b->window))
    return false;
  if (!b->count || !b->window || b->window > MCA_MAX_RATE_WINDOW)
    return fail (ld, "backtoback needs a count > 0 and a window of 1 to %d "
		 "cycles", MCA_MAX_RATE_WINDOW);
  return true;
}

/* `bind GROUP [room|turn]'.  */
static bool
add_bind (struct loader *ld, char **f, size_t nf)
{
  struct mca_model *m = ld->m;
  if (nf < 2)
    return fail (ld, "bind needs a group");
  unsigned res = find_resource (ld, f[1]);
  if (!res || !m->res[res].is_group)
    return fail (ld, "bind needs a group declared before it, not `%s'", f[1]);
  enum mca_bind_policy policy = MCA_BIND_ROOM;
  if (nf >= 3 && strcmp (f[2], "turn") == 0)
    policy = MCA_BIND_TURN;
  else if (nf >= 3 && strcmp (f[2], "room-turn") == 0)
    policy = MCA_BIND_ROOM_TURN;
  else if (nf >= 3 && strcmp (f[2], "own-turn") == 0)
    policy = MCA_BIND_OWN_TURN;
  else if (nf >= 3 && strcmp (f[2], "room") != 0)
    return fail (ld, "bind: unknown policy `%s' (room, turn, room-turn "
		 "or own-turn)",
		 f[2]);
  unsigned i;
  for (i = 0; i < m->nbind && m->bind[i] != res; i++)
    ;
  if (i == m->nbind && m->nbind == MCA_MAX_RATE_LIMITS)
    return fail (ld, "more than %d bind lines", MCA_MAX_RATE_LIMITS);
  if (i == m->nbind)
    m->bind[m->nbind++] = res;
  m->bind_policy[i] = policy;
  return true;
}

/* `writes RES N': each unit of RES (a unit, or a group's units) takes
   at most N instructions into its station a cycle.  RES must be
   declared before.  */
static bool
add_writes (struct loader *ld, char **f, size_t nf)
{
  struct mca_model *m = ld->m;
  if (nf < 3)
    return fail (ld, "writes needs a resource and a count");
  unsigned res = find_resource (ld, f[1]);
  if (!res)
    return fail (ld, "unknown resource `%s'", f[1]);
  unsigned n;
  if (!parse_uint (ld, f[2], &n))
    return false;
  if (!n)
    return fail (ld, "writes needs a count > 0");
  /* A group's count goes to its units once its members are known
     (resolve_groups).  */
  m->res[res].writes = n;
  return true;
}

/* `KW RES N': RES, a resource declared before, and N, a number (WHAT
   it counts, for the message when it is missing).  */
static bool
parse_res_count (struct loader *ld, char **f, size_t nf, const char *what,
		 unsigned *res, unsigned *n)
{
  if (nf < 3)
    return fail (ld, "%s needs a resource and %s", f[0], what);
  *res = find_resource (ld, f[1]);
  if (!*res)
    return fail (ld, "%s needs a resource declared before it, not `%s'",
		 f[0], f[1]);
  return parse_uint (ld, f[2], n);
}

/* `storepair RES BYTES'.  */
static bool
add_store_pair (struct loader *ld, char **f, size_t nf)
{
  struct mca_model *m = ld->m;
  unsigned res = 0, bytes = 0;
  if (!parse_res_count (ld, f, nf, "a block size", &res, &bytes))
    return false;
  if (bytes < 2 || bytes > 4096 || (bytes & (bytes - 1)))
    return fail (ld, "storepair needs a block size that is a power of two "
		 "from 2 to 4096, not %u", bytes);
  m->store_pair_res = res;
  m->store_pair_bytes = bytes;
  return true;
}

/* `storeline RES WINDOW'.  */
static bool
add_store_line (struct loader *ld, char **f, size_t nf)
{
  struct mca_model *m = ld->m;
  unsigned res = 0, window = 0;
  if (!parse_res_count (ld, f, nf, "a number of stores", &res, &window))
    return false;
  if (window < 1 || window > MCA_STORE_LINES)
    return fail (ld, "storeline needs 1 to %d stores, not %u",
		 MCA_STORE_LINES, window);
  m->store_line_res = res;
  m->store_line_window = window;
  return true;
}

/* `splitload RES CYCLES'.  */
static bool
add_split_load (struct loader *ld, char **f, size_t nf)
{
  struct mca_model *m = ld->m;
  if (m->nsplit_loads == MCA_MAX_SPLIT_LOADS)
    return fail (ld, "more than %d splitload lines", MCA_MAX_SPLIT_LOADS);
  unsigned res = 0, cycles = 0;
  if (!parse_res_count (ld, f, nf, "a number of cycles", &res, &cycles))
    return false;
  if (cycles < 1 || cycles > 64)
    return fail (ld, "splitload needs 1 to 64 cycles, not %u", cycles);
  m->split_loads[m->nsplit_loads++] = (struct mca_split_load) {res, cycles};
  return true;
}

/* `slowforward WRITE-ID READER-ID UNIT[,UNIT...] CYCLES [stale]'.  */
static bool
add_slow_forward (struct loader *ld, char **f, size_t nf)
{
  struct mca_model *m = ld->m;
  if (nf < 5)
    return fail (ld, "slowforward needs a write id, a reader's write id, "
		 "units and a number of cycles");
  if (m->nslow_forwards == MCA_MAX_SLOW_FORWARDS)
    return fail (ld, "more than %d slowforward lines",
		 MCA_MAX_SLOW_FORWARDS);
  struct mca_slow_forward sf = {0, 0, 0, 0, false};
  if (!parse_uint (ld, f[1], &sf.write_id)
      || !parse_uint (ld, f[2], &sf.reader_id)
      || !parse_uint (ld, f[4], &sf.cycles))
    return false;
  if (nf > 5 && strcmp (f[5], "stale") != 0)
    return fail (ld, "slowforward takes `stale' after its cycles, not `%s'",
		 f[5]);
  sf.stale = nf > 5;
  if (!sf.write_id || !sf.reader_id)
    return fail (ld, "slowforward needs write ids above 0");
  if (sf.cycles < 1 || sf.cycles > 64)
    return fail (ld, "slowforward needs 1 to 64 cycles, not %u", sf.cycles);
  char **names = NULL;
  size_t n = mca_split (f[3], ',', &names);
  bool ok = true;
  for (size_t k = 0; ok && k < n; k++)
    {
      unsigned res = find_resource (ld, names[k]);
      if (!res)
	ok = fail (ld, "slowforward needs units declared before it, not "
		   "`%s'", names[k]);
      else if (m->res[res].units != 1 || m->res[res].is_group)
	ok = fail (ld, "slowforward needs resources of one unit, not `%s'",
		   names[k]);
      else
	sf.units |= 1ull << res;
    }
  free (names);
  if (ok && !sf.units)
    ok = fail (ld, "slowforward needs units");
  if (ok)
    m->slow_forwards[m->nslow_forwards++] = sf;
  return ok;
}

/* `holdlate RES'.  */
static bool
add_hold_late (struct loader *ld, char **f, size_t nf)
{
  if (nf < 2)
    return fail (ld, "holdlate needs a resource");
  unsigned res = find_resource (ld, f[1]);
  if (!res)
    return fail (ld, "holdlate needs a resource declared before it, not "
		 "`%s'", f[1]);
  if (ld->m->res[res].buffer <= 0)
    return fail (ld, "holdlate names `%s', which has no scheduler queue",
		 f[1]);
  ld->m->hold_late_res |= 1ull << res;
  return true;
}

/* `foldrate MAX-ABS PER-MILLE', in increasing MAX-ABS; `foldrate none'
   drops the lines so far (a base model's).  */
static bool
add_fold_rate (struct loader *ld, char **f, size_t nf)
{
  struct mca_model *m = ld->m;
  if (nf >= 2 && strcmp (f[1], "none") == 0)
    {
      m->nfold_rates = 0;
      return true;
    }
  if (nf < 3)
    return fail (ld, "foldrate needs a largest immediate and a share in "
		 "thousandths");
  struct mca_fold_rate r;
  if (!parse_uint (ld, f[1], &r.max_abs)
      || !parse_uint (ld, f[2], &r.per_mille))
    return false;
  if (r.per_mille > 1000)
    return fail (ld, "foldrate's share is in thousandths, not %u",
		 r.per_mille);
  if (m->nfold_rates == MCA_MAX_FOLD_RATES)
    return fail (ld, "more than %d foldrate lines", MCA_MAX_FOLD_RATES);
  if (m->nfold_rates
      && m->fold_rates[m->nfold_rates - 1].max_abs >= r.max_abs)
    return fail (ld, "foldrate lines must grow in their largest immediate");
  m->fold_rates[m->nfold_rates++] = r;
  return true;
}

/* The bits of the comma-separated fuse list S, or'ed into *BITS: kinds
   (mca_fuse_kind), or with CONDITIONS condition codes (bit N: code N).
   False, naming it, at an item that is neither.  */
static bool
parse_fuse_list (struct loader *ld, char *s, bool conditions,
		 unsigned *bits)
{
  char **items = NULL;
  size_t n = mca_split (s, ',', &items);
  bool ok = true;
  for (size_t k = 0; ok && k < n; k++)
    {
      int code = conditions ? mca_condition_code (items[k]) : -1;
      unsigned bit = !conditions ? mca_fuse_kind (items[k])
	: code >= 0 ? 1u << code : 0;
      if (!bit && conditions)
	ok = fail (ld, "fuse: unknown condition `%s'", items[k]);
      else if (!bit)
	ok = fail (ld, "fuse: `%s' is not cmp, test, add, sub, and, or, "
		   "xor, inc or dec", items[k]);
      *bits |= bit;
    }
  free (items);
  return ok;
}

/* `fuse KINDS CONDITIONS reg|mem [units]': KINDS and CONDITIONS
   comma-separated (cmp,test / e,ne,l or `*'); `units' when the first
   instruction keeps its execution units; `fuse none' drops the rules so
   far (a base model's).  */
static bool
add_fusion (struct loader *ld, char **f, size_t nf)
{
  struct mca_model *m = ld->m;
  if (nf >= 2 && strcmp (f[1], "none") == 0)
    {
      m->nfusion = 0;
      return true;
    }
  if (nf < 4 || (strcmp (f[3], "reg") && strcmp (f[3], "mem")))
    return fail (ld, "fuse needs instruction kinds, conditions and "
		 "`reg' or `mem'");
  if (nf > 4 && strcmp (f[4], "units"))
    return fail (ld, "fuse: `%s' is not `units'", f[4]);
  if (m->nfusion == MCA_MAX_FUSION_RULES)
    return fail (ld, "more than %d fuse lines", MCA_MAX_FUSION_RULES);
  struct mca_fusion_rule r = {0, 0, strcmp (f[3], "mem") == 0, nf > 4};
  if (!parse_fuse_list (ld, f[1], false, &r.kinds))
    return false;
  if (strcmp (f[2], "*") == 0)
    r.conditions = 0xffff;
  else if (!parse_fuse_list (ld, f[2], true, &r.conditions))
    return false;
  m->fusion[m->nfusion++] = r;
  return true;
}

static bool
add_resource (struct loader *ld, char **f, size_t nf, bool group)
{
  struct mca_model *m = ld->m;
  if (m->nres > MCA_MAX_RESOURCES)
    return fail (ld, "more than %d resources", MCA_MAX_RESOURCES);
  if (nf < 4)
    return fail (ld, "%s needs a name, units/buffer and more fields",
		 group ? "group" : "resource");
  if (find_resource (ld, f[1]))
    return fail (ld, "resource `%s' defined twice", f[1]);
  struct mca_resource r = {0};
  r.name = xstrdup (f[1]);
  r.is_group = group;
  bool ok;
  if (!group)
    {
      ok = parse_uint (ld, f[2], &r.units) && parse_int (ld, f[3], &r.buffer);
      if (ok && nf > 4)
	{
	  r.super = find_resource (ld, f[4]);
	  if (!r.super)
	    ok = fail (ld, "unknown super resource `%s'", f[4]);
	}
    }
  else
    {
      /* Members may come later in index order: resolved once all
	 resources are known (resolve_groups).  */
      ok = parse_int (ld, f[2], &r.buffer);
      r.member_names = xstrdup (f[3]);
      r.line = ld->line;
    }
  m->res = xrealloc (m->res, (m->nres + 1) * sizeof *m->res);
  struct res_name *named = xmalloc (sizeof *named);
  named->name = r.name;
  named->index = m->nres;
  *htab_find_slot (ld->res_by_name, named, INSERT) = named;
  m->res[m->nres++] = r;
  return ok;
}

/* `label NAME TEXT': resource NAME in plain words, for remarks.  */
static bool
add_label (struct loader *ld, char **f, size_t nf)
{
  if (nf < 3 || !*f[2])
    return fail (ld, "label needs a resource and its text");
  unsigned res = find_resource (ld, f[1]);
  if (!res)
    return fail (ld, "label of unknown resource `%s'", f[1]);
  free (ld->m->res[res].label);
  ld->m->res[res].label = xstrdup (f[2]);
  return true;
}

static struct mca_sched_class *find_class (const struct loader *ld,
					   unsigned id);

static bool
add_regfile (struct loader *ld, char **f, size_t nf)
{
  struct mca_model *m = ld->m;
  if (nf < 6)
    return fail (ld, "regfile needs NAME PHYS MAX-MOVES ZERO-ONLY REGS");
  struct mca_regfile rf = {0};
  unsigned zero_only = 0;
  rf.name = xstrdup (f[1]);
  m->files = xrealloc (m->files, (m->nfiles + 1) * sizeof *m->files);
  bool ok = parse_uint (ld, f[2], &rf.phys_regs)
    && parse_uint (ld, f[3], &rf.max_moves_per_cycle)
    && parse_uint (ld, f[4], &zero_only);
  rf.zero_moves_only = zero_only != 0;
  char **regs = NULL;
  size_t nr = ok ? mca_split (f[5], ',', &regs) : 0;
  rf.entries = xcalloc (nr ? nr : 1, sizeof *rf.entries);
  for (size_t i = 0; ok && i < nr; i++)
    {
      char **parts = NULL;
      size_t np = mca_split (regs[i], ':', &parts);
      struct mca_regfile_entry *e = &rf.entries[rf.nentries];
      unsigned elim = 0;
      if (np != 3)
	ok = fail (ld, "register entry `%s' is not REG:COST:ELIM", regs[i]);
      else if (!(e->reg = mca_reg_lookup (parts[0], strlen (parts[0]))))
	;			/* e.g. APX r16-r31: GCC 12 cannot emit them */
      else if (parse_uint (ld, parts[1], &e->cost)
	       && parse_uint (ld, parts[2], &elim))
	{
	  e->allow_move_elim = elim != 0;
	  rf.nentries++;
	}
      else
	ok = false;
      free (parts);
    }
  free (regs);
  m->files[m->nfiles++] = rf;
  return ok;
}

static void lazy_class (const struct loader *ld, unsigned idx);

static struct mca_sched_class *
find_class (const struct loader *ld, unsigned id)
{
  if (id >= ld->ncap_ids || !ld->class_at[id])
    return NULL;
  if (ld->lazy)
    lazy_class (ld, ld->class_at[id] - 1);
  return class_slot (ld->m, ld->class_at[id] - 1);
}

static bool
parse_res_uses (struct loader *ld, char *s, struct mca_sched_class *sc)
{
  if (strcmp (s, "-") == 0)
    return true;
  char **items = NULL;
  size_t n = mca_split (s, ',', &items);
  sc->res = xcalloc (n, sizeof *sc->res);
  bool ok = true;
  for (size_t i = 0; ok && i < n; i++)
    {
      struct mca_res_use *u = &sc->res[sc->nres];
      char *colon = strchr (items[i], ':');
      if (!colon)
	{
	  ok = fail (ld, "resource use `%s' is not NAME:CYCLES", items[i]);
	  break;
	}
      *colon = 0;
      /* A trailing `~': the units are used, not the station.  */
      size_t len = strlen (colon + 1);
      u->no_buffer = len && colon[len] == '~';
      if (u->no_buffer)
	colon[len] = 0;
      char *at = strchr (colon + 1, '@');
      if (at)
	*at = 0;
      if (!(u->res = find_resource (ld, items[i])))
	ok = fail (ld, "unknown resource `%s'", items[i]);
      else if (parse_uint (ld, colon + 1, &u->release)
	       && (!at || parse_uint (ld, at + 1, &u->acquire)))
	sc->nres++;
      else
	ok = false;
    }
  free (items);
  return ok;
}

static bool
parse_ids (struct loader *ld, char *s, unsigned **ids, unsigned *nids)
{
  char **items = NULL;
  size_t n = mca_split (s, '|', &items);
  *ids = xcalloc (n, sizeof **ids);
  *nids = 0;
  bool ok = true;
  for (size_t i = 0; ok && i < n; i++)
    ok = parse_uint (ld, items[i], &(*ids)[(*nids)++]);
  free (items);
  return ok;
}

static bool
parse_latencies (struct loader *ld, char *s, struct mca_sched_class *sc)
{
  if (strcmp (s, "-") == 0)
    return true;
  char **items = NULL;
  size_t n = mca_split (s, ',', &items);
  sc->lat = xcalloc (n, sizeof *sc->lat);
  bool ok = true;
  for (size_t i = 0; ok && i < n; i++)
    {
      struct mca_write_latency *l = &sc->lat[sc->nlat];
      char *slash = strchr (items[i], '/');
      if (slash)
	*slash = 0;
      ok = parse_int (ld, items[i], &l->cycles)
	&& (!slash || parse_uint (ld, slash + 1, &l->write_id));
      sc->nlat += ok;
    }
  free (items);
  return ok;
}

static bool
parse_advances (struct loader *ld, char *s, struct mca_sched_class *sc)
{
  if (strcmp (s, "-") == 0)
    return true;
  char **items = NULL;
  size_t n = mca_split (s, ',', &items);
  sc->adv = xcalloc (n, sizeof *sc->adv);
  bool ok = true;
  for (size_t i = 0; ok && i < n; i++)
    {
      struct mca_read_advance *a = &sc->adv[sc->nadv];
      char *colon = strchr (items[i], ':');
      if (!colon)
	{
	  ok = fail (ld, "read advance `%s' is not USE:CYCLES", items[i]);
	  break;
	}
      *colon = 0;
      char *slash = strchr (colon + 1, '/');
      if (slash)
	*slash = 0;
      bool any = strcmp (items[i], "*") == 0;
      if (any)
	a->use_index = MCA_ANY_USE;
      ok = (any || parse_uint (ld, items[i], &a->use_index))
	&& parse_int (ld, colon + 1, &a->cycles)
	&& (!slash || parse_ids (ld, slash + 1, &a->write_ids, &a->nwrite_ids));
      if (ok && any && !a->nwrite_ids)
	ok = fail (ld, "read advance `*:%s' names no writer: an advance on "
		   "every operand is for the writes of some classes", colon + 1);
      sc->nadv += ok;
    }
  free (items);
  return ok;
}

static bool parse_class (struct loader *ld, char **f,
			 struct mca_sched_class *sc);

static bool
add_class (struct loader *ld, char **f, size_t nf)
{
  struct mca_model *m = ld->m;
  if (nf < 8)
    return fail (ld, "sched needs ID NAME UOPS FLAGS RES LAT ADV");
  unsigned id;
  if (!parse_uint (ld, f[1], &id))
    return false;
  if (ld->has_base && find_class (ld, id))
    return fail (ld, "sched class %u is already defined by the base model; "
		 "give the new class a new id", id);
  if (id >= ld->ncap_ids)
    {
      unsigned cap = ld->ncap_ids ? ld->ncap_ids : 256;
      while (cap <= id)
	cap *= 2;
      ld->class_at = xrealloc (ld->class_at, cap * sizeof *ld->class_at);
      memset (ld->class_at + ld->ncap_ids, 0,
	      (cap - ld->ncap_ids) * sizeof *ld->class_at);
      ld->ncap_ids = cap;
    }
  unsigned idx = m->nclasses++;
  ld->class_at[id] = idx + 1;
  struct mca_sched_class *sc = class_slot (m, idx);
  bool ok = parse_class (ld, f, sc);
  sc->index = idx;
  return ok;
}

/* The fields F (8 at least) of the `sched' line of class SC, whose id
   is F[1].  */
static bool
parse_class (struct loader *ld, char **f, struct mca_sched_class *sc)
{
  memset (sc, 0, sizeof *sc);
  sc->name = xstrdup (f[2]);
  sc->id = (unsigned) strtoul (f[1], NULL, 10);
  if (strcmp (f[3], "invalid") == 0)
    sc->uops = MCA_INVALID_UOPS;
  else if (!parse_int (ld, f[3], &sc->uops) || sc->uops < 0)
    return fail (ld, "bad micro-op count `%s'", f[3]);
  if (strcmp (f[4], "-") != 0)
    {
      char **flags = NULL;
      size_t n = mca_split (f[4], ',', &flags);
      bool ok = true;
      for (size_t i = 0; ok && i < n; i++)
	if (strcmp (flags[i], "begin-group") == 0)
	  sc->begin_group = true;
	else if (strcmp (flags[i], "end-group") == 0)
	  sc->end_group = true;
	else if (strcmp (flags[i], "retire-ooo") == 0)
	  sc->retire_ooo = true;
	else
	  ok = fail (ld, "unknown sched flag `%s'", flags[i]);
      free (flags);
      if (!ok)
	return false;
    }
  return parse_res_uses (ld, f[5], sc) && parse_latencies (ld, f[6], sc)
    && parse_advances (ld, f[7], sc);
}

/* The decimal number of the N digits at TEXT, in *OUT; false when they
   are not all digits or the number does not fit in an unsigned int.  */
static bool
digits_value (const char *text, size_t n, unsigned *out)
{
  unsigned long v = 0;
  if (n == 0)
    return false;
  for (size_t i = 0; i < n; i++)
    {
      if (!isdigit ((unsigned char) text[i]))
	return false;
      v = v * 10 + (unsigned long) (text[i] - '0');
      if (v > UINT_MAX)
	return false;
    }
  *out = (unsigned) v;
  return true;
}

/* TEXT as FIRST:SECOND, each a plain decimal number (no sign, no
   space, no overflow).  */
static bool
digits_pair (const char *text, unsigned *first, unsigned *second)
{
  const char *colon = strchr (text, ':');
  return colon && digits_value (text, (size_t) (colon - text), first)
	 && digits_value (colon + 1, strlen (colon + 1), second);
}

/* The value of a `bypassed=USE:ID' attribute, TEXT: a use index of at
   most 63 and a class id.  */
static bool
parse_bypassed (struct loader *ld, const char *text, struct pending_op *p,
		struct mca_sched_attrs *a)
{
  unsigned use, id;
  if (!digits_pair (text, &use, &id) || use > 63 || id == UINT_MAX)
    return fail (ld, "bad bypassed `%s' (USE-INDEX:SCHED-ID, a use index "
		 "of at most 63)", text);
  a->bypass_use = (unsigned char) use;
  p->bypass_sc = id + 1;
  return true;
}

/* Parse the attributes of an op, opk or opx line (fields F[FIRST..]).  */
static bool
parse_attrs (struct loader *ld, char **f, size_t nf, size_t first,
	     struct pending_op *p, struct mca_sched_attrs *a)
{
  if (!parse_uint (ld, f[first], &p->sc))
    return false;
  p->sc++;			/* 0 means "none" */
  for (size_t i = first + 1; i < nf; i++)
    {
      const char *s = f[i];
      if (strncmp (s, "same=", 5) == 0)
	{
	  if (!parse_uint (ld, s + 5, &p->same_sc))
	    return false;
	  p->same_sc++;
	}
      else if (strcmp (s, "same-zero") == 0)
	a->same_zero = true;
      else if (strcmp (s, "same-dep=all") == 0)
	a->same_dep = true;
      else if (strncmp (s, "same-dep=", 9) == 0)
	{
	  char *copy = xstrdup (s + 9);
	  char **uses = NULL;
	  size_t n = mca_split (copy, ',', &uses);
	  bool ok = true;
	  for (size_t u = 0; ok && u < n; u++)
	    {
	      unsigned idx;
	      ok = parse_uint (ld, uses[u], &idx);
	      if (ok && idx >= 64)
		ok = fail (ld, "use index %u out of range", idx);
	      if (ok)
		a->same_dep_uses |= 1ull << idx;
	    }
	  free (uses);
	  free (copy);
	  if (!ok)
	    return false;
	  a->same_dep = true;
	}
      else if (strcmp (s, "move") == 0)
	a->move = true;
      else if (strcmp (s, "renamed-load") == 0)
	a->renamed_load = true;
      else if (strncmp (s, "fold=", 5) == 0)
	{
	  if (!parse_uint (ld, s + 5, &p->fold_sc))
	    return false;
	  p->fold_sc++;
	}
      else if (strcmp (s, "renamed-add") == 0)
	a->renamed_add = true;
      else if (strcmp (s, "renamed-move") == 0)
	a->renamed_move = true;
      else if (strncmp (s, "foldread=", 9) == 0)
	{
	  unsigned lat, hold;
	  if (!digits_pair (s + 9, &lat, &hold) || lat > 255 || hold > 255)
	    return fail (ld, "bad foldread `%s' (LATENCY:HOLD in cycles)",
			 s + 9);
	  a->fold_read_latency = (unsigned char) lat;
	  a->fold_read_hold = (unsigned char) hold;
	}
      else if (strncmp (s, "bypassed=", 9) == 0)
	{
	  if (!parse_bypassed (ld, s + 9, p, a))
	    return false;
	}
      else if (strncmp (s, "lat=", 4) == 0)
	;			/* derived by the simulator from the class */
      else
	return fail (ld, "unknown op attribute `%s'", s);
    }
  return true;
}

static void
push_pending (struct loader *ld, const struct pending_op *p)
{
  if (ld->has_base)
    for (unsigned k = 0; k < ld->npending; k++)
      if (ld->pending[k].form == p->form
	  && ld->pending[k].override == p->override)
	{
	  ld->pending[k] = *p;
	  return;
	}
  if (ld->npending == ld->cap_pending)
    {
      ld->cap_pending = ld->cap_pending ? 2 * ld->cap_pending : 1024;
      ld->pending = xrealloc (ld->pending,
			      ld->cap_pending * sizeof *ld->pending);
    }
  ld->pending[ld->npending++] = *p;
}

/* WHEN of an opx line.  */
static bool
parse_when (struct loader *ld, const char *when,
	    struct mca_sched_override *ov)
{
  if (strcmp (when, "lock") == 0)
    {
      ov->kind = MCA_OV_LOCK;
      return true;
    }
  if (strncmp (when, "imm=", 4) == 0)
    {
      char *end;
      ov->kind = MCA_OV_IMM;
      ov->imm = strtoll (when + 4, &end, 10);
      if (end == when + 4 || *end)
	return fail (ld, "bad immediate in `%s'", when);
      return true;
    }
  if (strncmp (when, "mem=", 4) == 0)
    {
      ov->kind = MCA_OV_MEM;
      ov->mem_shape = 0;
      const char *c = when + 4;
      if (strcmp (c, "-") == 0)
	return true;
      for (; *c; c++)
	switch (*c)
	  {
	  case 'b': ov->mem_shape |= MCA_MEM_BASE; break;
	  case 'i': ov->mem_shape |= MCA_MEM_INDEX; break;
	  case 'd': ov->mem_shape |= MCA_MEM_DISP; break;
	  case 's': ov->mem_shape |= MCA_MEM_SCALE; break;
	  default:
	    return fail (ld, "bad memory shape in `%s'", when);
	  }
      return true;
    }
  if (strcmp (when, "regs=same") == 0)
    {
      ov->kind = MCA_OV_SAME_REGS;
      return true;
    }
  if (strcmp (when, "indexed") == 0)
    {
      ov->kind = MCA_OV_INDEXED;
      return true;
    }
  return fail (ld, "unknown condition `%s'", when);
}

/* Whether A and B are lines for the same condition.  */
static bool
same_condition (const struct mca_sched_override *a,
		const struct mca_sched_override *b)
{
  if (a->kind != b->kind)
    return false;
  switch (a->kind)
    {
    case MCA_OV_KEY:
      return a->key_intel == b->key_intel && strcmp (a->key, b->key) == 0;
    case MCA_OV_IMM:
      return a->imm == b->imm;
    case MCA_OV_MEM:
      return a->mem_shape == b->mem_shape;
    default:
      return true;
    }
}

/* Forget the opk and opx lines of FORM read so far, and their pending
   classes.  */
static void
drop_overrides (struct loader *ld, unsigned form)
{
  struct mca_form_sched *fs = form_slot (ld->m, form);
  if (!fs->noverrides)
    return;
  for (unsigned k = 0; k < fs->noverrides; k++)
    free (fs->overrides[k].key);
  free (fs->overrides);
  fs->overrides = NULL;
  fs->noverrides = 0;
  unsigned kept = 0;
  for (unsigned k = 0; k < ld->npending; k++)
    if (ld->pending[k].form != form || ld->pending[k].override < 0)
      ld->pending[kept++] = ld->pending[k];
  ld->npending = kept;
}

/* op OPCODE SCHED [ATTR...]; opk OPCODE ATT|INTEL KEY SCHED [ATTR...];
   opx OPCODE WHEN SCHED [ATTR...].  */
static bool
add_op (struct loader *ld, char **f, size_t nf, int kind)
{
  struct mca_model *m = ld->m;
  size_t first = kind == 0 ? 2 : kind == 1 ? 4 : 3;
  if (nf <= first)
    return fail (ld, "%s line has too few fields",
		 kind == 0 ? "op" : kind == 1 ? "opk" : "opx");
  const struct mca_isa_form *form = mca_isa_find_opcode (m->isa, f[1]);
  if (!form)
    /* The ISA table may lack forms the model knows: skip them.  */
    return true;
  struct mca_form_sched *fs = form_slot (m, form->id);
  struct pending_op p = {.form = form->id, .override = -1, .line = ld->line};
  if (kind == 0)
    {
      /* The op line describes the form anew: opk and opx lines before it
	 (a base model's) go.  */
      drop_overrides (ld, form->id);
      memset (&fs->attrs, 0, sizeof fs->attrs);
      if (!parse_attrs (ld, f, nf, first, &p, &fs->attrs))
	return false;
      push_pending (ld, &p);
      return true;
    }
  struct mca_sched_override ov;
  memset (&ov, 0, sizeof ov);
  if (kind == 1)
    {
      if (strcmp (f[2], "ATT") != 0 && strcmp (f[2], "INTEL") != 0)
	return fail (ld, "opk syntax must be ATT or INTEL, not `%s'", f[2]);
      ov.kind = MCA_OV_KEY;
      ov.key_intel = f[2][0] == 'I';
      ov.key = xstrdup (f[3]);
    }
  else if (!parse_when (ld, f[2], &ov))
    return false;
  if (!parse_attrs (ld, f, nf, first, &p, &ov.attrs))
    {
      free (ov.key);
      return false;
    }
  /* A variant's line for a condition its base has replaces the base's
     (the first matching line would win otherwise).  */
  for (unsigned k = 0; ld->has_base && k < fs->noverrides; k++)
    if (same_condition (&fs->overrides[k], &ov))
      {
	free (fs->overrides[k].key);
	fs->overrides[k] = ov;
	p.override = (int) k;
	push_pending (ld, &p);
	return true;
      }
  fs->overrides = xrealloc (fs->overrides,
			    (fs->noverrides + 1) * sizeof *fs->overrides);
  p.override = (int) fs->noverrides;
  fs->overrides[fs->noverrides++] = ov;
  push_pending (ld, &p);
  return true;
}

/* Resolve the members of groups read since the last call.  */
static bool
resolve_groups (struct loader *ld)
{
  struct mca_model *m = ld->m;
  bool ok = true;
  for (unsigned i = 1; ok && i < m->nres; i++)
    {
      struct mca_resource *r = &m->res[i];
      if (!r->is_group || !r->member_names)
	continue;
      ld->line = r->line;
      char **members = NULL;
      size_t nm = mca_split (r->member_names, ',', &members);
      r->members = xcalloc (nm ? nm : 1, sizeof *r->members);
      for (size_t k = 0; ok && k < nm; k++)
	{
	  unsigned idx = find_resource (ld, members[k]);
	  if (!idx)
	    ok = fail (ld, "unknown group member `%s'", members[k]);
	  else if (m->res[idx].is_group)
	    ok = fail (ld, "group member `%s' is a group", members[k]);
	  else
	    {
	      r->members[r->nmembers++] = idx;
	      r->units += m->res[idx].units;
	      if (r->writes)
		m->res[idx].writes = r->writes;
	    }
	}
      free (members);
      free (r->member_names);
      r->member_names = NULL;
    }
  return ok;
}

/* Whether the `bypassed' class of A, for form FORM, can stand in for
   A's class: the simulation swaps only the resources (the latencies,
   advances and flags of an instance come from its own class), and the
   use it names must be a register use of the form.  */
static bool
bypass_class_fits (struct loader *ld, unsigned form,
		   const struct mca_sched_attrs *a)
{
  const struct mca_sched_class *c = a->sc, *b = a->bypass_sc;
  bool same = c->uops == b->uops && c->nlat == b->nlat
    && c->nadv == b->nadv && c->begin_group == b->begin_group
    && c->end_group == b->end_group && c->retire_ooo == b->retire_ooo;
  for (unsigned k = 0; same && k < c->nlat; k++)
    same = c->lat[k].cycles == b->lat[k].cycles;
  for (unsigned k = 0; same && k < c->nadv; k++)
    same = c->adv[k].use_index == b->adv[k].use_index
      && c->adv[k].cycles == b->adv[k].cycles;
  if (!same)
    return fail (ld, "bypassed class %u differs from class %u in more "
		 "than its resources", b->id, c->id);
  const struct mca_isa_form *f = mca_isa_form (ld->m->isa, form);
  for (unsigned u = 0; f && u < f->nuses; u++)
    if (f->uses[u].use_index == a->bypass_use
	&& f->uses[u].kind == MCA_REF_OPERAND)
      return true;
  return fail (ld, "bypassed names use %u, not a register operand of %s",
	       a->bypass_use, f ? f->opcode : "the form");
}

static bool
resolve_ops (struct loader *ld)
{
  struct mca_model *m = ld->m;
  for (unsigned i = 0; i < ld->npending; i++)
    {
      struct pending_op *p = &ld->pending[i];
      struct mca_form_sched *fs = form_slot (m, p->form);
      struct mca_sched_attrs *a = p->override < 0 ? &fs->attrs
	: &fs->overrides[p->override].attrs;
      ld->line = p->line;
      if (!(a->sc = find_class (ld, p->sc - 1)))
	return fail (ld, "unknown sched class %u", p->sc - 1);
      if (p->same_sc && !(a->same_sc = find_class (ld, p->same_sc - 1)))
	return fail (ld, "unknown sched class %u", p->same_sc - 1);
      if (p->fold_sc && !(a->fold_sc = find_class (ld, p->fold_sc - 1)))
	return fail (ld, "unknown sched class %u", p->fold_sc - 1);
      if (p->bypass_sc
	  && !(a->bypass_sc = find_class (ld, p->bypass_sc - 1)))
	return fail (ld, "unknown sched class %u", p->bypass_sc - 1);
      if (a->bypass_sc && !bypass_class_fits (ld, p->form, a))
	return false;
    }
  return true;
}

/* A use taken late (NAME:RELEASE@ACQUIRE) books single units ahead of
   time: of a resource of one unit, or of a group of such.  */
static bool
check_late_uses (struct loader *ld)
{
  struct mca_model *m = ld->m;
  for (unsigned c = 0; c < m->nclasses; c++)
    {
      const struct mca_sched_class *sc = class_slot (m, c);
      for (unsigned i = 0; i < sc->nres; i++)
	{
	  const struct mca_res_use *u = &sc->res[i];
	  if (!u->acquire)
	    continue;
	  const struct mca_resource *r = &m->res[u->res];
	  if (u->release <= u->acquire || u->release > MCA_MAX_LATE_CYCLE)
	    return fail (ld, "sched class %u: `%s:%u@%u' must end after it "
			 "starts and by cycle %u", sc->id, r->name, u->release,
			 u->acquire, MCA_MAX_LATE_CYCLE);
	  bool single = r->is_group ? r->nmembers > 0 : r->units == 1;
	  for (unsigned k = 0; r->is_group && k < r->nmembers; k++)
	    single &= m->res[r->members[k]].units == 1;
	  if (!single)
	    return fail (ld, "sched class %u: `%s' is taken late but is "
			 "neither one unit nor a group of such", sc->id,
			 r->name);
	}
    }
  return true;
}

/* The model's parameters, which every model needs.  */
static bool
check_params (struct loader *ld)
{
  struct mca_model *m = ld->m;
  ld->line = 0;
  if (!m->name)
    return fail (ld, "no `model' line");
  if (!m->dispatch_width)
    return fail (ld, "parameter dispatch-width is missing or zero");
  if (!m->microop_buffer)
    return fail (ld, "parameter microop-buffer is missing or zero");
  if (m->narrow_store_revisit_cycles && !m->store_pair_res)
    return fail (ld, "parameter narrow-store-revisit-cycles needs a "
		 "`storepair' line (the resource a store holds to commit)");
  if (m->store_line_res && m->store_pair_res)
    return fail (ld, "a model with a `storeline' line has no `storepair' "
		 "line: a store takes its line's resource or none");
  if (m->split_store_cycles && !m->store_pair_res)
    return fail (ld, "parameter split-store-cycles needs a `storepair' "
		 "line (the resource a store holds to commit)");
  return true;
}

static bool
check_model (struct loader *ld)
{
  return check_late_uses (ld) && check_params (ld);
}

static bool load_text (struct loader *ld, const char *text, size_t len);

/* `base NAME': start from built-in model NAME; later lines add to it or
   override it (a variant states only what differs).  */
static bool
load_base (struct loader *ld, const char *name)
{
  if (ld->m->nres > 1 || ld->m->nclasses || ld->npending)
    return fail (ld, "`base' must come before resources, classes and ops");
  if (ld->depth >= 4)
    return fail (ld, "`base' models nested too deeply");
  for (size_t i = 0; i < mca_embedded_model_count; i++)
    {
      const struct mca_embedded_model *em = &mca_embedded_models[i];
      if (strcmp (em->name, name) != 0)
	continue;
      unsigned line = ld->line;
      ld->depth++;
      bool ok = load_text (ld, em->text, em->len) && resolve_groups (ld);
      ld->depth--;
      ld->line = line;
      if (!ok && ld->err)
	{
	  char *inner = ld->err;
	  ld->err = NULL;
	  fail (ld, "in base model `%s': %s", name, inner);
	  free (inner);
	}
      ld->has_base = true;
      return ok;
    }
  return fail (ld, "unknown base model `%s'", name);
}

static bool
parse_line (struct loader *ld, char **f, size_t nf)
{
  struct mca_model *m = ld->m;
  const char *kw = f[0];
  if (strcmp (kw, "base") == 0 && nf >= 2)
    return load_base (ld, f[1]);
  if (strcmp (kw, "model") == 0 && nf >= 2)
    {
      free (m->name);
      m->name = xstrdup (f[1]);
      return true;
    }
  if (strcmp (kw, "alias") == 0)
    {
      m->aliases = xrealloc (m->aliases,
			     (m->naliases + nf) * sizeof *m->aliases);
      for (size_t i = 1; i < nf; i++)
	m->aliases[m->naliases++] = xstrdup (f[i]);
      return true;
    }
  if (strcmp (kw, "desc") == 0 && nf >= 2)
    {
      free (m->desc);
      m->desc = xstrdup (f[1]);
      return true;
    }
  if (strcmp (kw, "source") == 0 && nf >= 2)
    {
      free (m->source);
      m->source = xstrdup (f[1]);
      return true;
    }
  if (strcmp (kw, "param") == 0 && nf >= 3)
    return set_param (ld, f[1], f[2]);
  if (strcmp (kw, "resource") == 0)
    return add_resource (ld, f, nf, false);
  if (strcmp (kw, "group") == 0)
    return add_resource (ld, f, nf, true);
  if (strcmp (kw, "regfile") == 0)
    return add_regfile (ld, f, nf);
  if (strcmp (kw, "ratelimit") == 0)
    return add_rate_limit (ld, f, nf);
  if (strcmp (kw, "backtoback") == 0)
    return set_back_to_back (ld, f, nf);
  if (strcmp (kw, "storedata") == 0)
    return set_store_data (ld, f, nf);
  if (strcmp (kw, "label") == 0)
    return add_label (ld, f, nf);
  if (strcmp (kw, "bind") == 0)
    return add_bind (ld, f, nf);
  if (strcmp (kw, "storepair") == 0)
    return add_store_pair (ld, f, nf);
  if (strcmp (kw, "storeline") == 0)
    return add_store_line (ld, f, nf);
  if (strcmp (kw, "splitload") == 0)
    return add_split_load (ld, f, nf);
  if (strcmp (kw, "writes") == 0)
    return add_writes (ld, f, nf);
  if (strcmp (kw, "holdlate") == 0)
    return add_hold_late (ld, f, nf);
  if (strcmp (kw, "slowforward") == 0)
    return add_slow_forward (ld, f, nf);
  if (strcmp (kw, "fuse") == 0)
    return add_fusion (ld, f, nf);
  if (strcmp (kw, "foldrate") == 0)
    return add_fold_rate (ld, f, nf);
  if (strcmp (kw, "sched") == 0)
    return add_class (ld, f, nf);
  if (strcmp (kw, "op") == 0)
    return add_op (ld, f, nf, 0);
  if (strcmp (kw, "opk") == 0)
    return add_op (ld, f, nf, 1);
  if (strcmp (kw, "opx") == 0)
    return add_op (ld, f, nf, 2);
  return fail (ld, "unknown or incomplete line `%s'", kw);
}

static bool
load_text (struct loader *ld, const char *text, size_t len)
{
  struct mca_lines lines;
  mca_lines_init (&lines, text, len);
  char *line;
  bool ok = true;
  while (ok && (line = mca_lines_next (&lines)))
    {
      ld->line = lines.lineno;
      char **fields = NULL;
      size_t nf = mca_lines_split (&lines, line, '\t', &fields);
      if (nf > 0 && fields[0][0] != '#' && fields[0][0] != 0)
	ok = parse_line (ld, fields, nf);
    }
  mca_lines_fini (&lines);
  return ok;
}

/* An empty model for ISA, loaded by LD.  */
static struct mca_model *
new_model (struct loader *ld, const struct mca_isa *isa)
{
  ld->res_by_name = htab_create (128, res_name_hash, res_name_eq, free);
  struct mca_model *m = xcalloc (1, sizeof *m);
  ld->m = m;
  m->isa = isa;
  mca_lazy_pages_init (&m->form_pages, sizeof (struct mca_form_sched),
		       mca_isa_nforms (isa));
  mca_lazy_pages_init (&m->class_pages, sizeof (struct mca_sched_class), 0);
  m->res = xcalloc (1, sizeof *m->res);	/* index 0: invalid */
  m->res[0].name = xstrdup ("InvalidUnit");
  m->nres = 1;
  m->files = xcalloc (1, sizeof *m->files);	/* file 0: default */
  m->files[0].name = xstrdup ("default");
  m->nfiles = 1;
  return m;
}

struct mca_model *
mca_model_load (const char *text, size_t len, const struct mca_isa *isa,
		char **err)
{
  struct loader ld = {0};
  struct mca_model *m = new_model (&ld, isa);
  bool ok = load_text (&ld, text, len);
  ok = ok && resolve_groups (&ld) && resolve_ops (&ld) && check_model (&ld);
  free (ld.pending);
  free (ld.class_at);
  htab_delete (ld.res_by_name);
  if (!ok)
    {
      *err = ld.err;
      mca_model_free (m);
      return NULL;
    }
  return m;
}

/* ---- built-in models read through their index ---- */

/* The fields of the line at OFFSET of the model's text.  */
static size_t
lazy_fields (struct mca_model_lazy *lz, uint32_t offset, char ***f)
{
  char *line = mca_lines_at (&lz->lines, lz->text + offset);
  return mca_lines_split (&lz->lines, line, '\t', f);
}

/* A loader for the lines of M read late.  */
static struct loader
lazy_loader (struct mca_model *m)
{
  struct loader ld = {0};
  ld.m = m;
  ld.lazy = m->lazy;
  ld.res_by_name = m->lazy->res_by_name;
  ld.class_at = m->lazy->class_at;
  ld.ncap_ids = m->lazy->ncap_ids;
  return ld;
}

/* The build loaded each built-in model whole (models/embed-index.c): a
   line read late that does not parse means an index that does not
   belong to its text.  */
static void
lazy_class (const struct loader *ld, unsigned idx)
{
  struct mca_model_lazy *lz = ld->lazy;
  struct mca_sched_class *sc = class_slot (ld->m, idx);
  if (!mca_lazy_pages_claim (&ld->m->class_pages, idx))
    return;
  char **f;
  size_t nf = lazy_fields (lz, lz->ix->class_line[idx], &f);
  struct loader cl = lazy_loader (ld->m);
  if (nf < 8 || !parse_class (&cl, f, sc))
    abort ();
  sc->index = idx;
}

struct mca_model *
mca_model_load_index (const char *text, size_t len,
		      const struct mca_model_index *ix,
		      const struct mca_isa *isa, char **err)
{
  if (ix->nforms != mca_isa_nforms (isa))
    {
      *err = xstrdup ("the model's index does not match the instruction "
		      "table");
      return NULL;
    }
  struct loader ld = {0};
  struct mca_model *m = new_model (&ld, isa);
  struct mca_model_lazy *lz = xcalloc (1, sizeof *lz);
  m->lazy = lz;
  lz->ix = ix;
  lz->text = text;
  mca_lines_init (&lz->lines, text, len);
  lz->res_by_name = ld.res_by_name;
  bool ok = true;
  for (uint32_t i = 0; ok && i < ix->nother; i++)
    {
      char **f;
      size_t nf = lazy_fields (lz, ix->other[i], &f);
      ok = parse_line (&ld, f, nf);
    }
  ok = ok && resolve_groups (&ld);
  /* The classes' places, filled when first found (find_class).  */
  m->nclasses = ix->nclasses;
  for (uint32_t i = 0; i < ix->nclasses; i++)
    if (ix->class_id[i] >= lz->ncap_ids)
      lz->ncap_ids = ix->class_id[i] + 1;
  lz->class_at = xcalloc (lz->ncap_ids + 1, sizeof *lz->class_at);
  for (uint32_t i = 0; i < ix->nclasses; i++)
    lz->class_at[ix->class_id[i]] = i + 1;
  /* The checks of the classes (check_late_uses) were made at build
     time; walking the classes here, none of them parsed yet, would
     only fault in the pages of their zeroed table.  */
  ok = ok && check_params (&ld);
  free (ld.pending);
  if (!ok)
    {
      *err = ld.err;
      mca_model_free (m);
      return NULL;
    }
  return m;
}

const struct mca_form_sched *
mca_model_form_sched (const struct mca_model *cm, unsigned form)
{
  struct mca_model *m = (struct mca_model *) cm;
  struct mca_model_lazy *lz = m->lazy;
  struct mca_form_sched *fs = form_slot (m, form);
  if (lz && mca_lazy_pages_claim (&m->form_pages, form))
    {
      /* Filled on first use; the library is single-threaded.  */
      struct loader ld = lazy_loader (m);
      for (uint32_t i = lz->ix->op_first[form];
	   i < lz->ix->op_first[form + 1]; i++)
	{
	  char **f;
	  size_t nf = lazy_fields (lz, lz->ix->op_line[i], &f);
	  if (!parse_line (&ld, f, nf))
	    abort ();
	}
      if (!resolve_ops (&ld))
	abort ();
      free (ld.pending);
    }
  return fs;
}

const struct mca_sched_class *
mca_model_class (const struct mca_model *m, unsigned idx)
{
  if (m->lazy)
    {
      struct loader ld = lazy_loader ((struct mca_model *) m);
      lazy_class (&ld, idx);
    }
  return class_slot ((struct mca_model *) m, idx);
}

void
mca_model_free (struct mca_model *m)
{
  if (!m)
    return;
  if (m->lazy)
    {
      mca_lines_fini (&m->lazy->lines);
      htab_delete (m->lazy->res_by_name);
      free (m->lazy->class_at);
      free (m->lazy);
    }
  free (m->name);
  free (m->desc);
  free (m->source);
  for (unsigned i = 0; i < m->naliases; i++)
    free (m->aliases[i]);
  free (m->aliases);
  for (unsigned i = 0; i < m->nres; i++)
    {
      free (m->res[i].name);
      free (m->res[i].members);
      free (m->res[i].member_names);
      free (m->res[i].label);
    }
  free (m->res);
  for (unsigned i = 0; i < m->nfiles; i++)
    {
      free (m->files[i].name);
      free (m->files[i].entries);
    }
  free (m->files);
  free (m->rate_limits);
  for (unsigned i = 0; i < m->nclasses; i++)
    {
      struct mca_sched_class *sc = mca_lazy_pages_find (&m->class_pages, i);
      if (!sc)
	continue;
      free (sc->name);
      free (sc->res);
      free (sc->lat);
      for (unsigned a = 0; a < sc->nadv; a++)
	free (sc->adv[a].write_ids);
      free (sc->adv);
    }
  mca_lazy_pages_fini (&m->class_pages);
  size_t nforms = m->isa ? mca_isa_nforms (m->isa) : 0;
  for (unsigned f = 0; f < nforms; f++)
    {
      struct mca_form_sched *fs = mca_lazy_pages_find (&m->form_pages, f);
      if (!fs)
	continue;
      for (unsigned k = 0; k < fs->noverrides; k++)
	free (fs->overrides[k].key);
      free (fs->overrides);
    }
  mca_lazy_pages_fini (&m->form_pages);
  free (m);
}
