/* measure.c - measuring a loop body on this machine (see measure.h).  */

#define _GNU_SOURCE
#include "measure.h"

#include <errno.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <libgccjit.h>
#include <libiberty/libiberty.h>

#include "asm.h"
#include "measure_body.h"
#include "regs.h"

#ifndef MAP_FIXED_NOREPLACE
#define MAP_FIXED_NOREPLACE 0x100000
#endif

/* Address space: one reserved range holding a 64 GiB region per address
   register; each region's pages map onto its own physical page.  */
#define REGION_SIZE (64ull << 30)
#define MAX_REGIONS 8
/* One more region, no register's: the one loaded pointers lead to.
   Were they to lead into the region they are read from, a store
   through one (a bit writer's buf[pos++] = byte, the buffer's pointer
   and pos fields of one struct) would overwrite the pointers there,
   all pages of a region being one physical page: the next load of the
   buffer's pointer then read a byte of output as an address (1 to 9
   pages from zero, where nothing can be mapped).  */
#define POINTEE_REGION MAX_REGIONS
#define ALL_REGIONS (MAX_REGIONS + 1)
#define PAGE 4096ull
/* Region K's data start REGION_SKEW_PAGES * K pages past the middle of
   the region, at page offset 1088 * K.  The pages: regions a power of
   two apart would give every stream the same linear address above bit
   35, and Zen 4 predicts its L1 way from a hash of the linear address:
   lines of two streams in one set then evict each other's prediction
   (two 32-byte loads from two regions, 1.76 cycles per iteration; 1.07
   with the regions' page numbers apart, as real arrays' are).  The
   offsets: streams that walk together stay apart in the set index.  */
#define REGION_SKEW_PAGES 37
/* Where the regions are asked for: low, at 256 GiB.  A loaded word the
   body uses both as a pointer and as an index (a struct's buffer
   pointer and its position, filled alike) then makes an address of at
   most a few TiB, pointer plus pointer or a pointer scaled by 8, which
   the fault handler maps.  Left to the kernel the regions lie near the
   top of the 47-bit space, and such sums left it: 81 of 800 loops of
   zlib, bzip2, lz4 and zstd were refused.  */
#define RESERVE_HINT (1ull << 38)
#define REGION_SKEW_BYTES 1088
/* Bytes between one symbol's 16 KiB and the next's, so that symbols do
   not all begin at the same offset in a page (16 KiB apart, 16 loads of
   16 constants of a pool ran at one a cycle on the Zen 5 host, where
   the program's packed pool gives two).  */
#define SYMBOL_SKEW_BYTES 1088

/* --- The harness ----------------------------------------------------- */

static uint64_t reserve_base;
/* The harness's own %rsp while a body that names %rsp runs with it
   pointing into a region.  */
static uint64_t saved_stack;
/* The caller's MXCSR, and the harness's: the caller's with subnormal
   results flushed to zero and subnormal inputs read as zero.  */
static uint32_t mxcsr_slots[2];

/* The loop counter of a body that leaves no register for it: a word
   below 2 GiB, which an instruction addresses by its absolute address
   (the passes over the copies it counts take hundreds of cycles each,
   so the counter's trip through memory never holds them up).  */
static const char MEMORY_COUNTER[] = "memory";

static uint64_t *
counter_word (void)
{
  static uint64_t *word;
  if (!word)
    {
      void *p = mmap (NULL, PAGE, PROT_READ | PROT_WRITE,
		      MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);
      word = p == MAP_FAILED ? NULL : p;
    }
  return word;
}

static int page_fd = -1;
/* The regions' physical pages, one after another, and what each holds
   when a run starts.  */
static uint64_t *region_pages;
static uint64_t page_fill[PAGE / 8];

/* Give every region's page its fill again.  Each run of a body starts
   from the same memory, as it starts from the same registers: a body
   that keeps its position in memory (a bit writer's pos++ in a struct)
   otherwise walked on through new pages in every run, each mapping
   costing the kernel's work inside the timed loop, and was refused;
   started afresh, it maps its pages in the warm-up and no run times a
   fault.  */
static void
refill_regions (void)
{
  for (unsigned k = 0; k < ALL_REGIONS; k++)
    memcpy (region_pages + k * (PAGE / 8), page_fill, PAGE);
}

/* Run F from the regions' fill.  */
static void
run_afresh (void (*f) (void))
{
  refill_regions ();
  f ();
}
static volatile sig_atomic_t faults;
/* Shared with the parent: the address of the access that left the
   regions (the kernel reports 0 for one outside the canonical
   addresses).  */
static volatile uint64_t *fault_outside;

/* The first page of region K's data.  */
static uint64_t
region_page (unsigned k)
{
  return reserve_base + k * REGION_SIZE + REGION_SIZE / 2
	 + k * REGION_SKEW_PAGES * PAGE;
}

/* Pages a measurement maps at most.  Each mapping is an area of its own
   (every page maps the same file page), and the kernel allows some
   65,000 areas a process (vm.max_map_count): a body walking on through
   memory would reach that and fail as if it addressed no region.  */
#define MAX_FAULTS 16384

static void
on_fault (int sig, siginfo_t *si, void *ctx)
{
  (void) sig;
  (void) ctx;
  if (faults >= MAX_FAULTS)
    _exit (5);
  uint64_t a = (uint64_t) si->si_addr & ~(PAGE - 1);
  uint64_t region = 0;
  int flags = MAP_SHARED | MAP_FIXED;
  if (a >= reserve_base && a < reserve_base + ALL_REGIONS * REGION_SIZE)
    region = (a - reserve_base) / REGION_SIZE;
  else if (a >= (1ull << 16) && a < (1ull << 47))
    flags = MAP_SHARED | MAP_FIXED_NOREPLACE;
  else
    {
      if (fault_outside)
	*fault_outside = (uint64_t) si->si_addr;
      _exit (3);
    }
  if (mmap ((void *) a, PAGE, PROT_READ | PROT_WRITE, flags, page_fd,
	    region * PAGE) == MAP_FAILED)
    _exit (3);
  faults++;
}

/* Values loaded as indexes stay within FILL_SPREAD of each other, so
   that scaled by 8 they address 4 KiB: one page's worth, whose bytes
   all fall on different bytes of the physical page behind the region.
   A wider spread made addresses a multiple of 4 KiB apart, which the
   core sees as one location behind different linear addresses: a
   histogram's increments (a load of an index, an addl $1 to the counter
   it selects) measured 1.80 cycles per iteration with 4096 values and
   1.33 with 512 on the Zen 4 host, where the loop over 512 to 4096 real
   counters runs at 1.26-1.33.  */
#define FILL_SPREAD 512

/* A hash of N: every bit varies.  */
static uint32_t
fill_hash (uint32_t n)
{
  uint32_t h = n * 0x9e3779b1u;
  h ^= h >> 15;
  h *= 0x85ebca77u;
  h ^= h >> 13;
  return h;
}

/* The 32-bit word N of a data page: the float 1.0 with its low mantissa
   bits a hash of N (read as a 32-bit integer, a word stays within
   FILL_SPREAD of the others).  */
static uint32_t
fill_word (uint32_t n)
{
  return 0x3f800000u | (fill_hash (n) & (FILL_SPREAD - 1));
}

/* The 64-bit word W of the physical page behind every region.  Pointers
   into the first eight lines of the pointees' region for a body that
   chases pointers,
   each to a line after its own (word S of line L leads to line
   L + 1 + S, modulo 8): a chase through the first word visits eight
   nodes in turn, as a list of distinct nodes does.  Pointers that all
   led to one line made a loop that also writes each node (addl $1,
   8(%rdi) before movq (%rdi), %rdi) read its own last store every
   iteration: 6.00 cycles per iteration on the Zen 4 host, 4.00 over
   distinct nodes.  16-bit integers
   below FILL_SPREAD for a body that reads such; hashed bytes for a body
   that reads bytes; otherwise floats in [1, 1.0001)
   (normal in single and double precision alike).  Their low bits vary
   from word to word, so that an address computed from loaded data (a
   histogram's counter, a bitmap's word) moves around as it does on real
   data.  With one value everywhere every such access would hit one
   address: a store-forwarding chain the real loop does not have.  */
static uint64_t
page_word (const struct body *b, unsigned w)
{
  if (b->pointer_loads)
    return region_page (POINTEE_REGION) + 64 * ((w / 8 + 1 + w % 8) % 8);
  /* 16-bit integers: each below FILL_SPREAD, hashed.  */
  if (b->halfword_loads)
    {
      uint64_t v = 0;
      for (unsigned h = 0; h < 4; h++)
	v |= (uint64_t) (fill_word (4 * w + h) & (FILL_SPREAD - 1))
	     << (16 * h);
      return v;
    }
  /* Bytes: each hashed.  In the floats' words only the low byte varies
     much, and a byte histogram that takes all four bytes of a word
     (histogram.c:44) hit one counter three times in four: a chain
     through memory the real loop does not have.  */
  if (b->byte_loads)
    return (uint64_t) fill_hash (2 * w + 1) << 32 | fill_hash (2 * w);
  /* 80-bit numbers, one every 16 bytes (a long double array): 1.0 with
     hashed low mantissa bits, the integer bit set, the exponent 0x3fff.
     The floats' words read as 80 bits lack the integer bit: an unnormal,
     an invalid operand for the arithmetic (fldt + faddp: 20.6 cycles per
     iteration on the Zen 4 host; with normal numbers 6.2).  */
  if (b->extended_loads)
    return w % 2 ? 0x3fff
		 : 0x8000000000000000ull | (fill_hash (w) & (FILL_SPREAD - 1));
  return (uint64_t) fill_word (2 * w + 1) << 32 | fill_word (2 * w);
}

static const char *const gprs[] = {
  "rax", "rbx", "rcx", "rdx", "rsi", "rdi", "rbp", "r8", "r9", "r10", "r11",
  "r12", "r13", "r14", "r15"
};

/* How far address register R moves in one copy of the body, in units
   of the register (0: it does not move, or by an amount unknown here).
   VALUE: the registers' initial values, for a step by a register.  */
static int64_t
copy_step (const struct body *b, mca_reg r, const uint64_t *value)
{
  if (!b->used[r] || !(b->base[r] || b->index[r]) || b->steps_unknown[r])
    return 0;
  mca_reg s = b->step_reg[r];
  /* A register added must hold a small number, not an address.  */
  if (s && (b->base[s] || value[s] > 4096))
    return 0;
  return b->step[r] + (s ? b->step_sign[r] * (int64_t) value[s] : 0);
}

/* After each pass over the COPIES copies, the address registers that
   moved by a known step go back to where they started, so that a loop
   walking through memory touches the same few kilobytes at the same
   addresses: all L1 hits, as the models assume.  Left to walk on, it
   reaches its region's physical page through new virtual pages all the
   time: free where the L1 is tagged physically, but a Zen 4 core
   predicts its L1 way from the virtual address, and each new alias of a
   line misses that prediction (a load per line, stride 64: 2.00 cycles
   per load; 1.00 rewound).  An lea, not a reload, so that a chain
   through the register stays a chain, and no flag changes (an adc
   chain carries from pass to pass).  VALUE: the registers'
   initial values.  */
static void
rewind_addresses (struct mca_strbuf_lite *t, const struct body *b,
		  const uint64_t *value, unsigned copies)
{
  for (size_t k = 0; k < sizeof gprs / sizeof gprs[0]; k++)
    {
      mca_reg r = mca_reg_lookup (gprs[k], strlen (gprs[k]));
      int64_t back = copy_step (b, r, value) * (int64_t) copies;
      if (back && back > -(1 << 30) && back < (1 << 30))
	mca_lite_printf (t, "\tleaq %lld(%%%%%s), %%%%%s\n", (long long) -back,
		     gprs[k], gprs[k]);
    }
}

/* The address a base register starts at: the next region's data
   (*REGION counts those given), past the last one the middle of the
   first.  */
static uint64_t
next_base (unsigned *region)
{
  if (*region >= MAX_REGIONS)
    return reserve_base + REGION_SIZE / 2 + 2048;
  uint64_t v = region_page (*region) + (*region * REGION_SKEW_BYTES) % PAGE;
  ++*region;
  return v;
}

/* The count a right shift takes from a register the body does not
   write: 54, keeping 10 bits of a 64-bit value (of a 32-bit one too,
   the count taken modulo 32).  Such a shift reduces a hash to a table's
   index (zstd: (x * prime) >> (64 - hashLog)); with the small number
   other registers get (16 + 8k, modulo 64) the index kept 48 bits, and
   scaled by 4 it left the canonical addresses.  1,024 entries of 4
   bytes are one page, as FILL_SPREAD keeps loaded indexes.  */
#define RIGHT_SHIFT_COUNT 54

/* General registers: bases point into their regions, indexes hold
   multiples of 64, right shifts' counts RIGHT_SHIFT_COUNT and the rest
   small numbers; %rdx is 0 in a body that
   divides, so that its divisions do not overflow (elsewhere a 0 would
   make a stride of %rdx revisit one address every iteration).  An
   index that is a multiple of 64 keeps a loop's accesses aligned as
   they are in a loop that starts at element 0 of an aligned array
   (with %rax 16, 32-byte loads and stores split cache lines every
   other access: a copy-and-add of ymm words 1.61 cycles per iteration,
   1.05 aligned).  COUNTER, the loop counter, gets none.  */
static void
initial_values (const struct body *b, const char *counter,
		uint64_t value[MCA_R_COUNT])
{
  unsigned region = 0;
  for (size_t k = 0; k < sizeof gprs / sizeof gprs[0]; k++)
    {
      mca_reg r = mca_reg_lookup (gprs[k], strlen (gprs[k]));
      if (!b->used[r] || strcmp (gprs[k], counter) == 0)
	continue;
      uint64_t v;
      if (b->base[r])
	v = next_base (&region);
      else if (b->division && strcmp (gprs[k], "rdx") == 0)
	v = 0;
      else if (b->index[r])
	v = 64 * (k + 1);
      else if (b->invariant_count[r])
	v = RIGHT_SHIFT_COUNT;
      else
	v = 16 + 8 * k;
      value[r] = v;
    }
  /* %rsp, when the body names it (GCC's loops read and write spilled
     values at offsets from it), points into a region of its own, given
     after the others so that theirs stay as they are.  */
  if (b->used[MCA_R_RSP])
    value[MCA_R_RSP] = next_base (&region);
}

/* Copies of the body to run between rewinds, at most COPIES: no more
   than keep each moving address within 4 KiB of where it started.  A
   region's pages all map onto one physical page, so an address 4 KiB
   on is the same location behind another linear address, which a core
   does not forward from or to: stores to a line and to the line 4 KiB
   on, both in flight, wait for each other.  Measured on the Zen 4 host:
   movq $1, (%rdi,%rax) with %rax stepped by 64, 100 copies (6,400
   bytes) 1.49 cycles per iteration, 64 copies 1.02, on a real array
   1.00; a load and a store stepped by 64 through two regions 2.29 and
   1.01.  Fewer than MIN_COPIES only when the body is that long.  */
#define MIN_COPIES 8
static unsigned
copies_within_page (const struct body *b, const char *counter,
		    unsigned copies)
{
  uint64_t value[MCA_R_COUNT] = {0};
  initial_values (b, counter, value);
  uint64_t stride = 0;
  for (size_t k = 0; k < sizeof gprs / sizeof gprs[0]; k++)
    {
      mca_reg r = mca_reg_lookup (gprs[k], strlen (gprs[k]));
      int64_t step = copy_step (b, r, value);
      uint64_t bytes = (uint64_t) (step < 0 ? -step : step)
		       * (b->scale[r] > 1 ? b->scale[r] : 1);
      if (bytes > stride)
	stride = bytes;
    }
  if (!stride || stride * copies <= PAGE)
    return copies;
  unsigned fit = PAGE / stride;
  return fit >= MIN_COPIES ? fit : copies < MIN_COPIES ? copies : MIN_COPIES;
}

/* The extended asm template running N iterations of COPIES copies of
   the body, writing rdtsc before and after to OUT[0] and OUT[1]
   (allocated; '%' written as "%%").  */
static char *
harness_text (const struct body *b, const char *counter, unsigned copies,
	      uint64_t n, const uint64_t *out, uint64_t probe, bool touch)
{
  struct mca_strbuf_lite t = {0};
  bool avx = __builtin_cpu_supports ("avx");
  bool avx512 = __builtin_cpu_supports ("avx512f");
  mca_lite_printf (&t, "push %%%%rbp\n\tlfence\n\trdtsc\n\tshl $32, %%%%rdx\n"
	       "\tor %%%%rdx, %%%%rax\n\tmovabs $%llu, %%%%rcx\n"
	       "\tmov %%%%rax, (%%%%rcx)\n",
	       (unsigned long long) (uintptr_t) out);
  /* The body runs over the same data pass after pass, so that an
     in-place multiply by the fill's values (2^-7 as doubles) makes the
     numbers subnormal after some 145 passes, and each operation on them
     takes a microcode assist of some hundred cycles: vmulpd (%rax),
     %ymm2, %ymm1 stored back to -32(%rax) measured 6.25 cycles per
     iteration on this project's Intel machine, 0.90 over data that
     stays normal.  A loop over real data passes over it once; the
     harness flushes subnormal numbers to zero instead.  */
  if (b->vector_bits)
    mca_lite_printf (&t, "\tmovabs $%llu, %%%%rcx\n\tstmxcsr (%%%%rcx)\n"
		     "\tmov (%%%%rcx), %%%%eax\n\tor $0x8040, %%%%eax\n"
		     "\tmov %%%%eax, 4(%%%%rcx)\n\tldmxcsr 4(%%%%rcx)\n",
		     (unsigned long long) (uintptr_t) mxcsr_slots);
  /* A body that names %rsp gets a region for its stack (below); the
     harness's own goes aside until the copies are done.  A fault on the
     body's stack is handled on the alternate signal stack.  */
  if (b->used[MCA_R_RSP])
    mca_lite_printf (&t, "\tmovabs $%llu, %%%%rcx\n\tmov %%%%rsp, (%%%%rcx)\n",
		     (unsigned long long) (uintptr_t) &saved_stack);
  /* Vector registers: the floats 1.0 (normal, in single and double
     precision alike: 0x3f800000 pairs).  */
  if (b->vector_bits)
    {
      mca_lite_puts (&t, "\tmovabs $0x3f8000003f800000, %%rax\n");
      if (avx)
	mca_lite_puts (&t, "\tvmovq %%rax, %%xmm0\n");
      else
	mca_lite_puts (&t, "\tmovq %%rax, %%xmm0\n\tpunpcklqdq %%xmm0, %%xmm0\n");
      if (avx512)
	mca_lite_puts (&t, "\tvpbroadcastq %%xmm0, %%zmm0\n");
      else if (avx && __builtin_cpu_supports ("avx2"))
	mca_lite_puts (&t, "\tvpbroadcastq %%xmm0, %%ymm0\n");
      else if (avx)
	mca_lite_puts (&t, "\tvpunpcklqdq %%xmm0, %%xmm0, %%xmm0\n");
      for (unsigned k = 1; k < (avx512 ? 32u : 16u); k++)
	{
	  char name[8];
	  snprintf (name, sizeof name, "xmm%u", k);
	  mca_reg r = mca_top_reg (mca_reg_lookup (name, strlen (name)));
	  if (!b->used[r])
	    continue;
	  if (avx512)
	    mca_lite_printf (&t, "\tvmovdqa64 %%%%zmm0, %%%%zmm%u\n", k);
	  else if (avx)
	    mca_lite_printf (&t, "\tvmovdqa %%%%ymm0, %%%%ymm%u\n", k);
	  else
	    mca_lite_printf (&t, "\tmovdqa %%%%xmm0, %%%%xmm%u\n", k);
	}
      /* A body of xmm registers runs, in a program, after the
	 vzeroupper GCC puts behind wider code.  With the upper halves
	 left dirty by the fill above, every legacy-SSE instruction would
	 merge its result into the old register: a false dependency that
	 turns a load + mulss into a 4-cycle chain (measured on Zen 4:
	 4.14 cycles per iteration dirty, 1.0 clean).  */
      if (avx && b->vector_bits <= 128)
	mca_lite_puts (&t, "\tvzeroupper\n");
    }
  if (b->masks && avx512)
    for (unsigned k = 1; k < 8; k++)
      mca_lite_printf (&t, "\t%s %%%%k%u, %%%%k%u, %%%%k%u\n",
		   __builtin_cpu_supports ("avx512bw") ? "kxnorq" : "kxnorw",
		   k, k, k);
  uint64_t value[MCA_R_COUNT] = {0};
  initial_values (b, counter, value);
  for (size_t k = 0; k < sizeof gprs / sizeof gprs[0]; k++)
    {
      mca_reg r = mca_reg_lookup (gprs[k], strlen (gprs[k]));
      if (b->used[r] && strcmp (gprs[k], counter) != 0)
	mca_lite_printf (&t, "\tmovabs $%llu, %%%%%s\n",
		     (unsigned long long) value[r], gprs[k]);
    }
  if (b->used[MCA_R_RSP])
    mca_lite_printf (&t, "\tmovabs $%llu, %%%%rsp\n",
		     (unsigned long long) value[MCA_R_RSP]);
  /* The x87 stack: empty, then as deep as the body expects it, with
     1.0 in every register (a normal number, like the vector registers
     above).  Left empty, the body's first reads underflow the stack and
     every result is a NaN.  */
  if (b->x87)
    {
      mca_lite_puts (&t, "\tfninit\n");
      for (unsigned k = 0; k < b->x87_entry; k++)
	mca_lite_puts (&t, "\tfld1\n");
    }
  if (counter == MEMORY_COUNTER)
    mca_lite_printf (&t, "\tmovq $%llu, %llu\n\t.p2align 6\n1:\n",
		     (unsigned long long) n,
		     (unsigned long long) (uintptr_t) counter_word ());
  else
    mca_lite_printf (&t, "\tmovabs $%llu, %%%%%s\n\t.p2align 6\n1:\n",
		     (unsigned long long) n, counter);
  if (b->intel)
    mca_lite_puts (&t, "\t.intel_syntax noprefix\n");
  for (unsigned c = 0; c < copies; c++)
    mca_body_put_copy (&t, b,
		       probe ? probe + (uint64_t) c * b->nbranches : 0, touch);
  if (b->intel)
    mca_lite_puts (&t, "\t.att_syntax prefix\n");
  rewind_addresses (&t, b, value, copies);
  if (counter == MEMORY_COUNTER)
    mca_lite_printf (&t, "\tdecq %llu\n",
		     (unsigned long long) (uintptr_t) counter_word ());
  else
    mca_lite_printf (&t, "\tdec %%%%%s\n", counter);
  mca_lite_printf (&t, "\tjnz 1b\n\tlfence\n\trdtsc\n"
	       "\tshl $32, %%%%rdx\n\tor %%%%rdx, %%%%rax\n"
	       "\tmovabs $%llu, %%%%rcx\n\tmov %%%%rax, (%%%%rcx)\n",
	       (unsigned long long) (uintptr_t) (out + 1));
  if (b->used[MCA_R_RSP])
    mca_lite_printf (&t, "\tmovabs $%llu, %%%%rcx\n\tmov (%%%%rcx), %%%%rsp\n",
		     (unsigned long long) (uintptr_t) &saved_stack);
  if (b->vector_bits)
    mca_lite_printf (&t, "\tmovabs $%llu, %%%%rcx\n\tldmxcsr (%%%%rcx)\n",
		     (unsigned long long) (uintptr_t) mxcsr_slots);
  if (avx)
    mca_lite_puts (&t, "\tvzeroupper\n");
  /* The calling convention wants the x87 stack empty.  */
  if (b->x87)
    mca_lite_puts (&t, "\tfninit\n");
  mca_lite_puts (&t, "\tpop %%rbp\n");
  /* The symbols the body's operands name, each over 16 KiB of its own:
     the fill's floats 1.0, which a constant pool's loads read as a
     normal number in either precision.  Undefined, they made the JIT's
     link fail (a body that loads a constant from .LC0, or indexes a
     table of zstd's ML_bits).  */
  if (b->nsymbols)
    {
      mca_lite_puts (&t, "\t.pushsection .data\n\t.balign 64\n");
      /* Not .fill, which takes the upper four of eight bytes as zero:
	 a double constant read as a subnormal number made a vmulsd chain
	 through .LC0 4.79 cycles per iteration on the Zen 4 host, 3.00
	 with the normal number.  */
      for (unsigned k = 0; k < b->nsymbols; k++)
	mca_lite_printf (&t, "%s:\n\t.rept 2048\n\t.quad 0x3f8000003f800000\n"
			 "\t.endr\n\t.rept %u\n\t.quad 0x3f8000003f800000\n"
			 "\t.endr\n", b->symbols[k], SYMBOL_SKEW_BYTES / 8);
      mca_lite_puts (&t, "\t.popsection\n");
    }
  return t.s;
}

/* The function running the harness_text of its arguments.  */
static void *
compile_run (const struct body *b, const char *counter, unsigned copies,
	     uint64_t n, uint64_t *out, uint64_t probe, bool touch,
	     gcc_jit_result **res, char **err)
{
  char *text = harness_text (b, counter, copies, n, out, probe, touch);
  bool avx512 = __builtin_cpu_supports ("avx512f");
  gcc_jit_context *ctxt = gcc_jit_context_acquire ();
  gcc_jit_context_set_int_option (ctxt, GCC_JIT_INT_OPTION_OPTIMIZATION_LEVEL,
				  0);
  /* The clobber list names xmm16-31 and k1-k7 on AVX-512 hosts (libgccjit
     has no -march=native: it does not run the driver's detection).  */
  if (avx512)
    gcc_jit_context_add_command_line_option (ctxt, "-mavx512f");
  gcc_jit_type *void_type = gcc_jit_context_get_type (ctxt, GCC_JIT_TYPE_VOID);
  gcc_jit_function *fn
    = gcc_jit_context_new_function (ctxt, NULL, GCC_JIT_FUNCTION_EXPORTED,
				    void_type, "mca_measured_body", 0, NULL,
				    0);
  gcc_jit_block *blk = gcc_jit_function_new_block (fn, NULL);
  gcc_jit_extended_asm *ea = gcc_jit_block_add_extended_asm (blk, NULL, text);
  gcc_jit_extended_asm_set_volatile_flag (ea, 1);
  for (size_t k = 0; k < sizeof gprs / sizeof gprs[0]; k++)
    if (strcmp (gprs[k], "rbp"))
      gcc_jit_extended_asm_add_clobber (ea, gprs[k]);
  for (unsigned k = 0; k < (avx512 ? 32u : 16u); k++)
    {
      char name[8];
      snprintf (name, sizeof name, "xmm%u", k);
      gcc_jit_extended_asm_add_clobber (ea, name);
    }
  if (avx512)
    for (unsigned k = 1; k < 8; k++)
      {
	char name[4];
	snprintf (name, sizeof name, "k%u", k);
	gcc_jit_extended_asm_add_clobber (ea, name);
      }
  if (b->x87)
    for (unsigned k = 0; k < 8; k++)
      {
	char name[8];
	snprintf (name, sizeof name, k ? "st(%u)" : "st", k);
	gcc_jit_extended_asm_add_clobber (ea, name);
      }
  gcc_jit_extended_asm_add_clobber (ea, "memory");
  gcc_jit_extended_asm_add_clobber (ea, "cc");
  gcc_jit_block_end_with_void_return (blk, NULL);
  *res = gcc_jit_context_compile (ctxt);
  void *code = *res ? gcc_jit_result_get_code (*res, "mca_measured_body")
		    : NULL;
  if (!code)
    {
      const char *e = gcc_jit_context_get_first_error (ctxt);
      *err = xasprintf ("the body does not assemble: %s",
			e ? e : "libgccjit failed");
    }
  gcc_jit_context_release (ctxt);
  free (text);
  return code;
}

static int
cmp_double (const void *a, const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

/* A body compiled for timing: two functions of N1 and N2 iterations
   over COPIES copies (their difference cancels the fixed costs), the
   rdtsc pairs they write, and each run's ticks.  */
struct timed
{
  gcc_jit_result *r1, *r2;
  void (*f1) (void), (*f2) (void);
  uint64_t out1[2], out2[2];
  double *t1, *t2;
  int *faulted;			/* pages each run mapped */
  unsigned copies, nruns;
};

enum { TIMED_N1 = 50, TIMED_N2 = 250 };

static void
timed_release (struct timed *t)
{
  if (t->r1)
    gcc_jit_result_release (t->r1);
  if (t->r2)
    gcc_jit_result_release (t->r2);
  free (t->t1);
  free (t->t2);
  free (t->faulted);
  memset (t, 0, sizeof *t);
}

/* Compile B for RUNS timed runs into T and warm it up: map the pages,
   train the predictors, let the clock settle (dense vector code starts
   throttled).  */
static int
timed_prepare (struct timed *t, const struct body *b, const char *counter,
	       unsigned copies, unsigned runs, char **err)
{
  memset (t, 0, sizeof *t);
  t->copies = copies;
  t->f1 = (void (*) (void)) compile_run (b, counter, copies, TIMED_N1,
					 t->out1, 0, false, &t->r1, err);
  if (t->f1)
    t->f2 = (void (*) (void)) compile_run (b, counter, copies, TIMED_N2,
					   t->out2, 0, false, &t->r2, err);
  if (!t->f1 || !t->f2)
    {
      timed_release (t);
      return 1;
    }
  t->t1 = XNEWVEC (double, runs);
  t->t2 = XNEWVEC (double, runs);
  t->faulted = XNEWVEC (int, runs);
  uint64_t start = __builtin_ia32_rdtsc ();
  do
    run_afresh (t->f2);
  while (__builtin_ia32_rdtsc () - start < 30000000ull);
  return 0;
}

/* One timed run of each of T's functions, after an untimed run of the
   longer: the timed runs of a body alternate with those of the
   calibration chain and the probe, and on this project's Intel machine
   a vector body's first few thousand cycles after scalar code ran slow
   (the wide units waking), in the short loop more than the long one, so
   that their difference came out too small: load, vsubpd, vmulpd ymm
   0.36 cycles per iteration, 0.75 in a program of its own; warmed by a
   run of the longer loop first, 0.79.  */
static void
timed_run (struct timed *t)
{
  int before = faults;
  run_afresh (t->f2);
  run_afresh (t->f1);
  run_afresh (t->f2);
  t->t1[t->nruns] = (double) (t->out1[1] - t->out1[0]);
  t->t2[t->nruns] = (double) (t->out2[1] - t->out2[0]);
  t->faulted[t->nruns] = faults - before;
  t->nruns++;
}

/* The copies of its body the longer of T's two loops runs beyond the
   shorter: what the difference of their ticks is for.  */
static double
timed_copies (const struct timed *t)
{
  return (double) (TIMED_N2 - TIMED_N1) * t->copies;
}

/* Ticks per copy over T's runs: the minimum and the median.  The minimum
   of each function's times filters interruptions and other noise out of
   each separately; their difference is the body's cost (a difference per
   run would turn noise in the short run into a too-small, even negative,
   figure).  */
static void
timed_result (struct timed *t, double *min, double *median)
{
  /* Runs that mapped pages timed the kernel as well: left out when
     some runs mapped none.  */
  unsigned n = 0;
  for (unsigned k = 0; k < t->nruns; k++)
    if (!t->faulted[k])
      {
	t->t1[n] = t->t1[k];
	t->t2[n++] = t->t2[k];
      }
  if (!n)
    n = t->nruns;
  qsort (t->t1, n, sizeof *t->t1, cmp_double);
  qsort (t->t2, n, sizeof *t->t2, cmp_double);
  double per = timed_copies (t);
  *min = (t->t2[0] - t->t1[0]) / per;
  *median = (t->t2[n / 2] - t->t1[n / 2]) / per;
}

static const char *
pick_counter (const struct body *b)
{
  /* Not %rax, %rcx or %rdx, which instructions read and write without
     naming them (mul, div, cqto, rep movs).  */
  static const char *const order[] = { "r15", "r14", "r13", "r12", "r11",
				       "r10", "r9", "r8", "rbx", "rsi", "rdi",
				       "rbp" };
  for (size_t k = 0; k < sizeof order / sizeof order[0]; k++)
    if (!b->used[mca_reg_lookup (order[k], strlen (order[k]))])
      return order[k];
  return counter_word () ? MEMORY_COUNTER : NULL;
}

static const char no_counter_msg[]
  = "the body uses every register the loop counter could take";

/* Branches a probe looks at, at most.  */
#define MAX_PROBED 64

/* Pages a body may touch before its figure is said to count TLB
   misses: Zen 4's first-level data TLB holds 72 translations, Golden
   Cove's 96 for loads.  Of 800 loops of zlib, bzip2, lz4 and zstd,
   zstd_lazy.c:896 (a hash table's rows through hashed addresses) maps
   hundreds of pages and measures 30-40 cycles per iteration, where the
   models predict 5.3-5.8 for L1 hits.  */
#define SPREAD_PAGES 64

/* What the child sends back.  */
struct child_report
{
  double cycles, median, ticks_per_cycle;
  double cal_latency;		/* the calibration chain's, in cycles */
  bool cal_imul;		/* the vector chain's latency could not be
				   timed: the imul chain calibrated */
  int faults;			/* pages the body's kept runs mapped */
  int pages;			/* pages mapped in all, warm-up included */
  unsigned clean_runs;		/* kept runs that mapped none */
  unsigned dropped, kept;	/* timed runs dropped for a slow
				   probe, and kept */
  bool unfiltered;		/* every run was slow: all kept */
  bool probed;			/* INVERTED and JUMPS hold the probe's
				   choices */
  bool inverted[MAX_PROBED];
  int jumps[MAX_PROBED];
  char err[512];
};

/* Run B once (TIMED_N2 passes over COPIES copies) with a set<cc> before
   each jcc, and measure each with the condition that falls through in
   most copies of the last pass, where the registers have settled (a
   counter that is no address may cross a bound in the first passes).
   The path's choice holds where the harness's registers compare as the
   loop's do, but not everywhere: `testl %edx, %edx; jle' with %edx 40
   never jumps, taken in the loop or not.  Returns 0 when there is
   nothing to probe or the probe ran.  */
static int
probe_branches (struct body *b, const char *counter, unsigned copies,
		char **err)
{
  bool any = false;
  for (unsigned k = 0; k < b->nbranches; k++)
    any |= b->branches[k].inverse != NULL;
  if (!any || b->nbranches > MAX_PROBED)
    return 0;
  size_t bytes = (size_t) copies * b->nbranches;
  uint8_t *flags = mmap (NULL, bytes, PROT_READ | PROT_WRITE,
			 MAP_PRIVATE | MAP_ANONYMOUS | MAP_32BIT, -1, 0);
  /* Without a low page the path's choice stands.  */
  if (flags == MAP_FAILED)
    return 0;
  uint64_t out[2];
  gcc_jit_result *res = NULL;
  void (*run) (void)
    = (void (*) (void)) compile_run (b, counter, copies, TIMED_N2, out,
				     (uint64_t) (uintptr_t) flags, false, &res,
				     err);
  if (!run)
    {
      munmap (flags, bytes);
      return 1;
    }
  run_afresh (run);
  for (unsigned k = 0; k < b->nbranches; k++)
    {
      struct body_branch *br = &b->branches[k];
      if (!br->inverse)
	continue;
      unsigned jumps = 0;
      for (unsigned c = 0; c < copies; c++)
	jumps += flags[(size_t) c * b->nbranches + k] != 0;
      if (2 * jumps > copies)
	{
	  br->inverted = !br->inverted;
	  jumps = copies - jumps;
	}
      br->jumps = (int) jumps;
    }
  gcc_jit_result_release (res);
  munmap (flags, bytes);
  return 0;
}

/* The contention probe: three independent 1-cycle chains, one cycle per
   copy on every core gcc-mca models (three or more integer ALUs; four
   such chains take 1.04 cycles a copy on Zen 5, which issues only so
   many operations in the cycle their operand is ready, and a probe of
   four there failed the limit in all but a few runs).  The
   host may share its core: a KVM guest's vCPU can be one hardware
   thread of a core whose other thread runs someone else's work.  Then
   for a while, from milliseconds to seconds, throughput-bound code runs
   slower while latency-bound code (the calibration chain) does not:
   this probe measured 1.34 cycles per copy in one process of twelve, and
   a load, two adds and a fused compare-branch 1.56 in a stretch where
   it otherwise measures 1.02.  A run whose probe is slower than
   PROBE_LIMIT cycles per copy (by default) is dropped and another run
   is made.  */
static const char probe_text[]
  = "addq $1, %r8\naddq $1, %r9\naddq $1, %r10\n";
#define PROBE_LIMIT 1.03
/* The load probe: four independent loads of one line.  A core shared
   with another hardware thread does not always slow the adds: on the
   Zen 5 host, some minutes in five, loads, loads into vector registers,
   transfers between the register files and mask operations ran up to
   65% slower (three independent loads 0.85-0.99 cycles a copy for 0.76,
   a vpcmpd and kmovb pair 0.86 for 0.52, vector-math.c:96 1.8-2.5 for
   1.50) while the four adds gave 1.04-1.16 for 1.04, and now and then a
   run passed the add probe with its body as slow as the others.  How
   fast the loads go depends on the core (four a cycle on Zen 5, three
   on Zen 4 and Golden Cove), so each run's, timed against the adds just
   before them, are held to the measurement's own: a run whose loads
   take more than LOAD_PROBE_RATIO times the fastest is dropped as
   well.  The slow spells come and go within seconds as often as
   not; when one lasts through the whole wait, its runs are kept as
   before.  */
static const char load_probe_text[]
  = "movq (%rsp), %r8\nmovq 8(%rsp), %r9\nmovq 16(%rsp), %r10\n"
    "movq 24(%rsp), %r11\n";
#define LOAD_PROBE_RATIO 1.05
/* A probe faster than this, in cycles per copy, was timed by a
   calibration taken while the core was shared (too many ticks per
   cycle: 2.3 times, once, and the run's figures with it): that run is
   dropped too.  No core runs the probe that fast: a 6-wide core that
   eliminates the adds at rename (Golden Cove) takes 0.67.  At 0.5 the
   floor would let through runs of twice the ticks per cycle on a shared
   Zen 5 core, where the probe then reads 0.53 (1.06 halved): of the
   corpus's loops measured there, four came out at half their cycles to
   within 1% (a 2-cycle addss chain at 1.005, stats.c:33's loop at 0.50
   for 1.01).  */
#define PROBE_FLOOR 0.6
/* Runs whose calibrations time the probe.  */
#define RECENT_RUNS 9

/* Ticks per copy of run K of T.  */
static double
timed_run_ticks (const struct timed *t, unsigned k)
{
  return (t->t2[k] - t->t1[k]) / timed_copies (t);
}

static double
now_seconds (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (double) ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* Forget the last run of the calibration chain TC, the probe TP (timed
   twice a run), the body TB and the load probe TL.  */
static void
forget_run (struct timed *tc, struct timed *tp, struct timed *tb,
	    struct timed *tl)
{
  tc->nruns--, tp->nruns -= 2, tb->nruns--, tl->nruns--;
}

/* The timed runs of the calibration chain TC, the probe TP, the body
   TB and the load probe TL, in turns, so that all minima come from the
   same stretch of time: on a shared machine the core can run slower for
   a while, and a calibration timed in such a stretch alone would make
   the body look faster than it is (a 12-cycle chain measured at 6.5).
   The probe runs before and after the body, the load probe after it.
   A run where the probe took more than LIMIT cycles a copy either time,
   or the load probe more than RATIO times its fastest run so far, is
   dropped, until RUNS runs are kept; after BUDGET seconds the slow runs
   end the measurement when some were kept, and are kept themselves when
   none was.  Counts the runs dropped and kept in REP.  */
static void
timed_runs (struct timed *tc, struct timed *tp, struct timed *tb,
	    struct timed *tl, double cal_latency, unsigned runs,
	    double budget, double limit, double ratio,
	    struct child_report *rep)
{
  double start = now_seconds ();
  bool unfiltered = budget <= 0;
  double recent[RECENT_RUNS];
  /* The fastest loads (against the adds) of the runs whose adds were
     fast.  Not the first run's: its loads were 13% faster than any
     other's on the Zen 5 host, and that run is set aside.  */
  double fastest_loads = 0;
  unsigned attempts = 0;
  while (tb->nruns < runs)
    {
      unsigned k = tb->nruns;
      timed_run (tc);
      timed_run (tp);
      timed_run (tb);
      timed_run (tp);
      timed_run (tl);
      attempts++;
      /* Cycles by the median calibration of the last few runs: one
	 run's own can be off by an interruption, which selects runs for
	 their bad calibrations when the core is shared (an interrupted
	 short run shrinks the difference, an interrupted long one
	 swells it and makes the probe look fast); the best one seen so
	 far is such an outlier for good, and the clock changes with the
	 load on the other cores.  */
      recent[(attempts - 1) % RECENT_RUNS]
	= timed_run_ticks (tc, k) / cal_latency;
      unsigned nrecent = attempts < RECENT_RUNS ? attempts : RECENT_RUNS;
      double sorted[RECENT_RUNS];
      memcpy (sorted, recent, nrecent * sizeof *sorted);
      qsort (sorted, nrecent, sizeof *sorted, cmp_double);
      double tpc = sorted[nrecent / 2];
      double before = tpc > 0 ? timed_run_ticks (tp, 2 * k) / tpc : 0;
      double after_ticks = timed_run_ticks (tp, 2 * k + 1);
      double after = tpc > 0 ? after_ticks / tpc : 0;
      bool probe_fast = before >= PROBE_FLOOR && before <= limit
			&& after >= PROBE_FLOOR && after <= limit;
      /* The loads against the adds timed just before them: a clock
	 that changed since the calibration changes both alike.  An
	 interrupted short loop can leave the loads no ticks, or fewer
	 than none: such a run is not judged by them, nor kept.  */
      double loads = after > 0 ? timed_run_ticks (tl, k) / after_ticks : 0;
      bool loads_timed = probe_fast && attempts > 1 && loads > 0;
      if (loads_timed && (fastest_loads == 0 || loads < fastest_loads))
	fastest_loads = loads;
      if (unfiltered || (loads_timed && loads <= ratio * fastest_loads))
	continue;
      /* The first run only finds the loads' pace: set aside, not
	 counted as dropped for a shared core.  */
      if (attempts == 1 && probe_fast)
	{
	  forget_run (tc, tp, tb, tl);
	  continue;
	}
      rep->dropped++;
      bool late = now_seconds () - start > budget;
      if (late && k == 0)
	{
	  unfiltered = rep->unfiltered = true;
	  continue;
	}
      forget_run (tc, tp, tb, tl);
      if (late)
	break;
    }
  rep->kept = tb->nruns;
}

/* Timed runs of each chain when the vector chain's latency is found.  */
#define LATENCY_RUNS 9

/* The latency in cycles of the vector calibration chain TC on this host:
   its ticks against the imul chain TI's (3 cycles on every core
   modelled), taking turns for LATENCY_RUNS runs each.  vpaddq takes 1
   cycle on Intel's cores and Zen 4, but 2 on Zen 5: on that host (family
   1Ah) vpaddq, vpand and vpxor chains of xmm, ymm and zmm registers all
   ran at 2.00 cycles against imul, and taking vpaddq for 1 cycle had
   made every vector body measure at half its cycles (a 16-byte copy
   loop, one store an iteration, at 0.56).  Both chains run here back to
   back, before any of the body's runs.  A core may run vector code at a
   lower clock (dense 512-bit code ran some 7% slow on the Emerald Rapids
   host): then the vector chain takes more ticks than its latency says,
   never fewer, so the ratio is rounded down, after 10% of it is added
   for noise: 1.0 to 1.8 are 1 cycle, 1.82 to 2.7 are 2.  Returns 0 when
   the ratio is below 0.91 (a chain timed while the core was interrupted
   throughout): the caller falls back to the imul chain.  TC's runs are
   discarded after.  */
static double
chain_latency (struct timed *tc, struct timed *ti)
{
  for (unsigned k = 0; k < LATENCY_RUNS; k++)
    {
      timed_run (tc);
      timed_run (ti);
    }
  double vmin, vmed, imin, imed;
  timed_result (tc, &vmin, &vmed);
  timed_result (ti, &imin, &imed);
  tc->nruns = 0;
  if (vmin <= 0 || imin <= 0)
    return 0;
  double ratio = vmin / (imin / 3);
  return (double) (long) (ratio * 1.1);
}

/* The pages T's runs mapped, and how many of its runs mapped none
   (*CLEAN).  */
static int
timed_faults (const struct timed *t, unsigned *clean)
{
  int n = 0;
  *clean = 0;
  for (unsigned k = 0; k < t->nruns; k++)
    {
      n += t->faulted[k];
      *clean += !t->faulted[k];
    }
  return n;
}

/* Run B's touch copies once (TIMED_N2 passes) when it prefetches: the
   pages its prefetches name get mapped, as they are in a program that
   prefetches data it has.  Measured on the Zen 4 host, prefetcht0
   8192(%rdi) beside a load of (%rdi) ran at 1.21 cycles per iteration
   with the prefetched page unmapped, 1.04 mapped.  Returns 0, or 1 with
   a message in *ERR.  */
static int
touch_prefetched (const struct body *b, const char *counter,
		  unsigned copies, char **err)
{
  if (!b->touch)
    return 0;
  uint64_t out[2];
  gcc_jit_result *res = NULL;
  void (*run) (void)
    = (void (*) (void)) compile_run (b, counter, copies, TIMED_N2, out, 0,
				     true, &res, err);
  if (!run)
    return 1;
  run_afresh (run);
  gcc_jit_result_release (res);
  return 0;
}

static void
child (struct body *b, const struct body *cal, const struct body *imul,
       const struct body *probe, const struct body *load_probe,
       double cal_latency, unsigned copies, unsigned cal_copies,
       unsigned runs, double budget, double limit, double ratio, int fd)
{
  struct child_report rep;
  memset (&rep, 0, sizeof rep);
  char *err = NULL;
  const char *counter = pick_counter (b);
  double cmin, cmed, bmin, bmed;
  struct timed tc, tp, tb, tl;
  /* Room for the latency runs too (chain_latency).  */
  unsigned cal_runs = runs > LATENCY_RUNS ? runs : LATENCY_RUNS;
  if (!counter)
    err = xstrdup (no_counter_msg);
  else if (!probe_branches (b, counter, copies, &err)
	   && !timed_prepare (&tc, cal, "r15", cal_copies, cal_runs, &err))
    {
      /* A vector chain's latency (CAL_LATENCY 0) is timed first; when
	 that fails, the imul chain calibrates.  */
      if (cal_latency == 0)
	{
	  struct timed ti;
	  if (!timed_prepare (&ti, imul, "r15", cal_copies, cal_runs, &err))
	    {
	      cal_latency = chain_latency (&tc, &ti);
	      if (cal_latency == 0)
		{
		  timed_release (&tc);
		  tc = ti;
		  cal_latency = 3;
		  tc.nruns = 0;
		  rep.cal_imul = true;
		}
	      else
		timed_release (&ti);
	    }
	}
      rep.cal_latency = cal_latency;
      if (!err
	  && !timed_prepare (&tp, probe, "r15", cal_copies, 2 * runs, &err))
	{
	  if (!timed_prepare (&tl, load_probe, "r15", cal_copies, runs, &err)
	      && !touch_prefetched (b, counter, copies, &err)
	      && !timed_prepare (&tb, b, counter, copies, runs, &err))
	    {
	      timed_runs (&tc, &tp, &tb, &tl, cal_latency, runs, budget,
			  limit, ratio, &rep);
	      /* The runs kept only: a run dropped for a shared core
		 mapped its pages too.  */
	      rep.faults = timed_faults (&tb, &rep.clean_runs);
	      timed_result (&tc, &cmin, &cmed);
	      timed_result (&tb, &bmin, &bmed);
	      rep.ticks_per_cycle = cmin / cal_latency;
	      rep.cycles = bmin / rep.ticks_per_cycle;
	      rep.median = bmed / rep.ticks_per_cycle;
	      timed_release (&tb);
	    }
	  timed_release (&tp);
	  timed_release (&tl);
	}
      timed_release (&tc);
    }
  if (err)
    snprintf (rep.err, sizeof rep.err, "%s", err);
  rep.pages = faults;
  rep.probed = b->nbranches <= MAX_PROBED;
  for (unsigned k = 0; rep.probed && k < b->nbranches; k++)
    {
      rep.inverted[k] = b->branches[k].inverted;
      rep.jumps[k] = b->branches[k].jumps;
    }
  if (write (fd, &rep, sizeof rep) != (ssize_t) sizeof rep)
    _exit (4);
  _exit (0);
}

/* Append the asm template text S to H as the assembler reads it ("%%",
   "%{", "%|" and "%}" are the template's '%', '{', '|' and '}').  */
static void
put_unescaped (struct mca_strbuf_lite *h, const char *s)
{
  for (; s && *s; s++)
    {
      if (s[0] == '%' && s[1] && strchr ("%{|}", s[1]))
	s++;
      mca_lite_put (h, s, 1);
    }
}

int
mca_measure (const char *text, size_t len,
	     const struct mca_measure_options *o,
	     struct mca_measure_result *r, char **err)
{
  memset (r, 0, sizeof *r);
  *err = NULL;
  struct body b, cal, probe, load_probe;
  if (mca_body_build (text, len, &b, err))
    {
      mca_body_free (&b);
      return 1;
    }
  /* The calibration chain, of the body's kind: imul, 3 cycles, or a
     vector chain whose latency the child times (0 here).  */
  static const char imul_text[] = "imulq %rax, %rax\n";
  const char *cal_text = imul_text;
  const char *cal_name = "imul r64";
  double cal_latency = 3;
  if (o && o->calibration == 1)
    ;
  else if (b.vector_bits >= 512 && __builtin_cpu_supports ("avx512f"))
    cal_text = "vpaddq %zmm1, %zmm1, %zmm1\n", cal_latency = 0,
      cal_name = "vpaddq zmm";
  else if (b.vector_bits >= 256 && __builtin_cpu_supports ("avx2"))
    cal_text = "vpaddq %ymm1, %ymm1, %ymm1\n", cal_latency = 0,
      cal_name = "vpaddq ymm";
  else if (b.vector_bits && __builtin_cpu_supports ("avx"))
    cal_text = "vpaddq %xmm1, %xmm1, %xmm1\n", cal_latency = 0,
      cal_name = "vpaddq xmm";
  snprintf (r->calibration, sizeof r->calibration,
	    cal_latency ? "%s chain, 3 cycles" : "%s chain", cal_name);
  /* The imul chain the vector chain's latency is timed against.  */
  struct body imul;
  memset (&imul, 0, sizeof imul);
  char *cerr = NULL;
  mca_body_build (cal_text, strlen (cal_text), &cal, &cerr);
  free (cerr);
  cerr = NULL;
  if (cal_latency == 0)
    {
      mca_body_build (imul_text, strlen (imul_text), &imul, &cerr);
      free (cerr);
      cerr = NULL;
    }
  mca_body_build (probe_text, strlen (probe_text), &probe, &cerr);
  free (cerr);
  cerr = NULL;
  mca_body_build (load_probe_text, strlen (load_probe_text), &load_probe,
		  &cerr);
  free (cerr);

  unsigned runs = o && o->runs ? o->runs : 15;
  unsigned timeout = o && o->timeout ? o->timeout : 20;
  /* Within the watchdog's time, with room for compiling.  */
  double contention_wait = !o || o->contention_wait == 0 ? 5
			   : o->contention_wait < 0 ? 0 : o->contention_wait;
  if (contention_wait > timeout / 2.0)
    contention_wait = timeout / 2.0;
  unsigned copies = 400 / b.ninsts;
  if (copies < 1)
    copies = 1;
  if (copies > 100)
    copies = 100;
  const char *counter = pick_counter (&b);
  if (counter)
    copies = copies_within_page (&b, counter, copies);
  r->copies = copies;
  r->ninsts = b.ninsts;
  r->body = mca_body_plain (&b, copies);
  if (o && o->body_only)
    {
      mca_body_free (&b);
      mca_body_free (&cal);
      mca_body_free (&probe);
      mca_body_free (&load_probe);
      mca_body_free (&imul);
      return 0;
    }

  reserve_base = (uint64_t) mmap ((void *) RESERVE_HINT,
				  ALL_REGIONS * REGION_SIZE, PROT_NONE,
				  MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
				  -1, 0);
  page_fd = memfd_create ("gcc-mca-measure", 0);
  int pipefd[2];
  if (reserve_base == (uint64_t) MAP_FAILED || page_fd < 0
      || ftruncate (page_fd, ALL_REGIONS * PAGE) != 0 || pipe (pipefd) != 0)
    {
      *err = xasprintf ("cannot set up the memory regions: %s",
			strerror (errno));
      goto fail;
    }
  if (o && o->harness_only)
    {
      /* The program as it would run, addresses included ("%%" is the
	 template's '%').  */
      static uint64_t out[2];
      char *t = counter ? harness_text (&b, counter, copies, 250, out, 0,
					false)
			 : NULL;
      if (!t)
	*err = xstrdup (no_counter_msg);
      else
	{
	  struct mca_strbuf_lite h = {0};
	  put_unescaped (&h, t);
	  free (t);
	  /* And what its loads read.  */
	  mca_lite_puts (&h, "# every page of region 0 starts:");
	  for (unsigned w = 0; w < 4; w++)
	    mca_lite_printf (&h, " %#llx",
			 (unsigned long long) page_word (&b, w));
	  mca_lite_puts (&h, "\n");
	  /* The copies run once before timing when the body prefetches.  */
	  if (b.touch)
	    {
	      struct mca_strbuf_lite c = {0};
	      mca_body_put_copy (&c, &b, 0, true);
	      mca_lite_puts (&h, "# run once before timing, each copy:\n");
	      put_unescaped (&h, c.s);
	      free (c.s);
	    }
	  r->harness = h.s;
	}
      close (pipefd[0]);
      close (pipefd[1]);
      goto fail;
    }
  for (unsigned w = 0; w < PAGE / 8; w++)
    page_fill[w] = page_word (&b, w);
  region_pages = mmap (NULL, ALL_REGIONS * PAGE, PROT_READ | PROT_WRITE,
		       MAP_SHARED, page_fd, 0);
  void *shared = mmap (NULL, PAGE, PROT_READ | PROT_WRITE,
		       MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  fault_outside = shared == MAP_FAILED ? NULL : shared;
  if (region_pages == MAP_FAILED || !fault_outside)
    {
      if (region_pages == MAP_FAILED)
	region_pages = NULL;
      *err = xasprintf ("cannot set up the memory regions: %s",
			strerror (errno));
      close (pipefd[0]);
      close (pipefd[1]);
      goto fail;
    }

  fflush (NULL);
  pid_t pid = fork ();
  if (pid == 0)
    {
      close (pipefd[0]);
      static char altstack[1 << 16];
      stack_t ss = { .ss_sp = altstack, .ss_size = sizeof altstack };
      sigaltstack (&ss, NULL);
      struct sigaction sa;
      memset (&sa, 0, sizeof sa);
      sa.sa_sigaction = on_fault;
      sa.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER;
      sigaction (SIGSEGV, &sa, NULL);
      sigaction (SIGBUS, &sa, NULL);
      alarm (timeout);
      child (&b, &cal, &imul, &probe, &load_probe, cal_latency, copies,
	     100, runs, contention_wait,
	     o && o->contention_limit > 0 ? o->contention_limit : PROBE_LIMIT,
	     o && o->contention_ratio > 0 ? o->contention_ratio
	     : LOAD_PROBE_RATIO, pipefd[1]);
    }
  close (pipefd[1]);
  struct child_report rep;
  ssize_t got = pid > 0 ? read (pipefd[0], &rep, sizeof rep) : -1;
  close (pipefd[0]);
  int status = 0;
  if (pid > 0)
    waitpid (pid, &status, 0);
  if (pid < 0)
    *err = xasprintf ("fork: %s", strerror (errno));
  else if (got != (ssize_t) sizeof rep)
    {
      if (WIFSIGNALED (status) && WTERMSIG (status) == SIGALRM)
	*err = xasprintf ("the body did not finish within %u seconds",
			  timeout);
      else if (WIFSIGNALED (status))
	*err = xasprintf ("the body stopped on signal %d (%s) with the "
			  "register values chosen", WTERMSIG (status),
			  strsignal (WTERMSIG (status)));
      else if (WIFEXITED (status) && WEXITSTATUS (status) == 5)
	*err = xasprintf ("the body maps new pages as it runs (more than %d): "
			  "an address it computes from loaded data moves on "
			  "through memory", MAX_FAULTS);
      else if (WIFEXITED (status) && WEXITSTATUS (status) == 3)
	*err = xasprintf ("the body accesses memory outside the mapped "
			  "regions (an address computed from data it loads): "
			  "at %#llx%s", (unsigned long long) *fault_outside,
			  *fault_outside ? ""
			  : " (or at an address beyond the 47-bit space)");
      else
	*err = xstrdup ("the measurement failed");
    }
  else if (rep.err[0])
    *err = xstrdup (rep.err);
  else if (rep.faults && !rep.clean_runs)
    /* Mapping a page costs some 20,000 TSC ticks on the Zen 4 host (a
       virtual machine): a body that maps pages in every run is timed
       with the kernel's work in it.  Runs start from the same memory
       and registers, so a body's addresses repeat from run to run and
       the warm-up maps them; this is the guard should one not.  (Before
       the runs started afresh, 11 distinct bodies of 800 loops of zlib,
       bzip2, lz4 and zstd did so; seven had measured 19-60 cycles per
       iteration where 2.0-2.3 are predicted.)  */
    *err = xasprintf ("the body maps new pages as it runs, in every timed "
		      "run (%d pages): an address it computes from loaded data moves "
		      "on through memory, and the figure would time the "
		      "kernel", rep.faults);
  else
    {
      r->cycles = rep.cycles;
      r->median = rep.median;
      r->spread = rep.cycles > 0 ? (rep.median - rep.cycles) / rep.cycles : 0;
      r->ticks_per_cycle = rep.ticks_per_cycle;
      if (rep.cal_imul)
	snprintf (r->calibration, sizeof r->calibration,
		  "imul r64 chain, 3 cycles (%s untimed)", cal_name);
      else if (cal_latency == 0)
	snprintf (r->calibration, sizeof r->calibration,
		  "%s chain, %g cycle%s (timed against imul r64)", cal_name,
		  rep.cal_latency, rep.cal_latency == 1 ? "" : "s");
      r->runs = rep.kept;
      r->dropped = rep.dropped;
      struct mca_strbuf_lite w = {0};
      /* The body as the probe made it run, and the branches it could
	 not make fall through in every copy.  */
      for (unsigned k = 0; rep.probed && k < b.nbranches; k++)
	{
	  struct body_branch *br = &b.branches[k];
	  br->inverted = rep.inverted[k];
	  br->jumps = rep.jumps[k];
	  if (br->jumps > 0)
	    mca_lite_printf (&w, "%sline %u: `%s' measured as %s jumps in %d of "
			 "%u copies (what it compares varies from copy to copy)",
			 w.len ? "; " : "", br->line, br->written,
			 mca_branch_runs_as (br), br->jumps, copies);
	}
      free (r->body);
      r->body = mca_body_plain (&b, copies);
      if (rep.faults)
	mca_lite_printf (&w, "%spages were mapped during %u of the %u timed "
		     "runs (%d pages): the body walks memory further than one "
		     "run's pages; the figure comes from the other runs",
		     w.len ? "; " : "", rep.kept - rep.clean_runs, rep.kept,
		     rep.faults);
      /* A body that keeps mapping pages walks through memory, and is
	 said to above; one that mapped them all before timing addresses
	 them all the time.  */
      if (rep.pages > SPREAD_PAGES && !rep.faults)
	mca_lite_printf (&w, "%sthe body's accesses spread over %d pages "
		     "(addresses computed from the harness's data): the "
		     "figure counts TLB misses a loop over less data may not "
		     "have", w.len ? "; " : "", rep.pages);
      if (rep.unfiltered)
	mca_lite_printf (&w, "%sthe core ran throughput-bound code slowly "
		     "through every run for %g seconds (shared with another "
		     "hardware thread?): the figure may be high",
		     w.len ? "; " : "", contention_wait);
      if (b.pointer_loads)
	mca_lite_printf (&w, "%spointer chasing: loads return pointers into one "
		     "region, every chase hits the same few lines",
		     w.len ? "; " : "");
      /* A divider's latency grows with the quotient's width (on Zen 4
	 9 cycles up to 8 bits, one more for each 8 bits beyond, 17 and
	 more with %rdx not zero; doc/measure.texi), and the harness's
	 numbers are not the program's.  */
      if (b.division)
	mca_lite_printf (&w, "%sline %u: `%s' divides the harness's numbers: "
		     "a division takes longer the wider its quotient, so "
		     "the figure holds for these values", w.len ? "; " : "",
		     b.division_line, b.division);
      if (b.data_store)
	mca_lite_printf (&w, "%sline %u: `%s' writes where data the body "
		     "loads says: copies that find the same value in the "
		     "harness's data write one place, a chain through "
		     "memory the program's data may not make",
		     w.len ? "; " : "", b.data_store_line, b.data_store);
      /* A gather's indices come from the harness's words, alike in
	 every lane: its elements all load one address, two a cycle as
	 loads of one bank go (vgatherdps ymm 4.1 cycles on the Emerald
	 Rapids host, 3.1-3.2 over a program's spread indices).  */
      if (b.gather)
	mca_lite_printf (&w, "%sline %u: `%s' gathers at indices the "
		     "harness's data gives, alike in every lane: its elements "
		     "all load one place, slower than spread ones: the figure "
		     "may be high", w.len ? "; " : "", b.gather_line, b.gather);
      /* A recurrence through memory (x[i] from x[i - 1]) runs as one
	 chain only over the copies of a pass: the registers moved back,
	 the next pass starts a chain of its own, which the core overlaps
	 with the last (thomas_forward of the corpus, matrix-misc.c:103,
	 15.2 cycles per iteration here, 27-29 as a loop on real arrays
	 on the Emerald Rapids host).  */
      if (b.chain_load && b.chain_copies < copies)
	mca_lite_printf (&w, "%sline %u: `%s' reads what `%s' (line %u) "
		     "stored %u cop%s before: a chain through memory that "
		     "the harness starts again after each pass over the "
		     "copies, whose passes then overlap: the figure may be "
		     "low", w.len ? "; " : "", b.chain_load_line,
		     b.chain_load, b.chain_store, b.chain_store_line,
		     b.chain_copies, b.chain_copies == 1 ? "y" : "ies");
      r->warnings = w.s;
    }

fail:
  if (region_pages)
    munmap (region_pages, ALL_REGIONS * PAGE);
  region_pages = NULL;
  if (fault_outside)
    munmap ((void *) fault_outside, PAGE);
  fault_outside = NULL;
  if (page_fd >= 0)
    close (page_fd);
  page_fd = -1;
  if (reserve_base && reserve_base != (uint64_t) MAP_FAILED)
    munmap ((void *) reserve_base, ALL_REGIONS * REGION_SIZE);
  reserve_base = 0;
  mca_body_free (&b);
  mca_body_free (&cal);
  mca_body_free (&probe);
  mca_body_free (&load_probe);
  mca_body_free (&imul);
  if (*err)
    {
      mca_measure_free (r);
      return 1;
    }
  return 0;
}

void
mca_measure_free (struct mca_measure_result *r)
{
  free (r->body);
  free (r->warnings);
  free (r->harness);
  r->body = r->warnings = r->harness = NULL;
}
