/* test-bounds.c - the bounds analysis names the binding bound of loops
   built so that one component limits them, on btver2 (AMD Jaguar:
   dispatch width 2; vaddps latency 3 on JFPA; vhaddps on JFPA alone;
   the integer divider JDiv held for the whole division).  */

#include <stdlib.h>
#include <string.h>

#include "mca.h"
#include "unit.h"

/* TEXT analysed on CPU with bottleneck analysis, simulating ITERATIONS
   (0: the default).  */
static int
run_on (const char *cpu, unsigned iterations, const char *text,
	struct mca_result *r)
{
  struct mca_options o;
  mca_options_init (&o);
  o.cpu = cpu;
  if (iterations)
    o.iterations = iterations;
  o.analyze_bottlenecks = true;
  return mca_analyze (text, strlen (text), &o, r);
}

static int
run (const char *text, struct mca_result *r)
{
  return run_on ("btver2", 0, text, r);
}

static const struct mca_bound *
binding (const struct mca_result *r)
{
  return r->nregions && r->regions[0].nbounds ? &r->regions[0].bounds[0]
					       : NULL;
}

int
main (void)
{
  struct mca_result r;
  const struct mca_bound *b;

  /* A floating-point latency chain: vaddps into its own source.  */
  CHECK (run ("vaddps %xmm0, %xmm1, %xmm1\n", &r) == 0);
  b = binding (&r);
  CHECK (b && b->kind == MCA_BOUND_DEPENDENCY);
  CHECK (b && b->cycles_per_iteration == 3.0);
  CHECK_STR (b ? b->what : NULL, "%xmm1");
  CHECK (r.regions[0].chain_loop_carried && r.regions[0].nchain == 1);
  CHECK (r.regions[0].chain_cycles == 3.0);
  CHECK (r.regions[0].cycles_per_iteration >= 3.0);
  mca_result_free (&r);

  /* Two chains of different length: the longer one is critical, its
     links in program order with the registers that carry them.  */
  CHECK (run ("vmulps %xmm2, %xmm0, %xmm3\n"
	      "vaddps %xmm3, %xmm1, %xmm1\n"
	      "vaddps %xmm1, %xmm4, %xmm0\n"
	      "vaddps %xmm5, %xmm6, %xmm6\n", &r) == 0);
  b = binding (&r);
  CHECK (b && b->kind == MCA_BOUND_DEPENDENCY);
  CHECK (r.regions[0].chain_loop_carried);
  CHECK (r.regions[0].nchain == 3);
  if (r.regions[0].nchain == 3)
    {
      CHECK (r.regions[0].chain[0].inst == 0);
      CHECK (r.regions[0].chain[1].inst == 1);
      CHECK (r.regions[0].chain[2].inst == 2);
      CHECK_STR (r.regions[0].chain[0].reg, "%xmm3");
      CHECK_STR (r.regions[0].chain[1].reg, "%xmm1");
      CHECK_STR (r.regions[0].chain[2].reg, "%xmm0");
      /* vmulps 2 + vaddps 3 + vaddps 3.  */
      CHECK (r.regions[0].chain_cycles == 8.0);
    }
  mca_result_free (&r);

  /* A chain of adds through register moves done at rename, on
     sapphirerapids: each addsd reads the other's result early by its
     advance as if the movapd were not there (2 cycles, not 3), so the
     chain is 4 cycles an iteration, as the simulation runs it; taking
     the move's own write, without the advance, gave 6.  */
  CHECK (run_on ("sapphirerapids", 1000,
		 "addsd %xmm1, %xmm0\n"
		 "movapd %xmm0, %xmm2\n"
		 "addsd %xmm3, %xmm2\n"
		 "movapd %xmm2, %xmm0\n", &r) == 0);
  b = binding (&r);
  CHECK (b && b->kind == MCA_BOUND_DEPENDENCY);
  CHECK (b && b->cycles_per_iteration == 4.0);
  CHECK (r.regions[0].chain_loop_carried && r.regions[0].nchain == 4);
  CHECK (r.regions[0].cycles_per_iteration >= 4.0
	 && r.regions[0].cycles_per_iteration < 4.01);
  mca_result_free (&r);

  /* Loop-carried cycles within an iteration and over two (GCC's
     Mandelbrot iteration, complex.c at -O2, 9.85 cycles an iteration
     measured): the multiply of %xmm4 by the doubled %xmm2, an add's
     result that waited in the register file, is a cycle late on the
     way through %xmm4 (sapphirerapids' stale slowforward line), which
     makes that cycle the longest, 9.5 an iteration (9 without the
     line).  The chain is the cycle the longest path closes first (eight
     links), not a walk around both taking hundreds.  */
  CHECK (run_on ("sapphirerapids", 1000,
		 "movapd %xmm2, %xmm3\nmovapd %xmm4, %xmm5\n"
		 "mulsd %xmm2, %xmm3\nmulsd %xmm4, %xmm5\n"
		 "movapd %xmm3, %xmm6\naddsd %xmm5, %xmm6\n"
		 "comisd %xmm6, %xmm7\njnb .L22\n.L22:\n"
		 "addsd %xmm2, %xmm2\nsubsd %xmm5, %xmm3\naddl $1, %eax\n"
		 "mulsd %xmm2, %xmm4\naddsd %xmm0, %xmm3\n"
		 "addsd %xmm1, %xmm4\ncmpl %eax, %edi\nje .L19\n"
		 "movapd %xmm3, %xmm2\n", &r) == 0);
  b = binding (&r);
  CHECK (b && b->kind == MCA_BOUND_DEPENDENCY);
  CHECK (b && b->cycles_per_iteration == 9.5);
  CHECK (r.regions[0].chain_loop_carried && r.regions[0].nchain == 8);
  mca_result_free (&r);

  /* A flood of horizontal adds: JFPA, one unit, is the limit.  */
  CHECK (run ("vhaddps %xmm0, %xmm0, %xmm1\n"
	      "vhaddps %xmm0, %xmm0, %xmm2\n"
	      "vhaddps %xmm0, %xmm0, %xmm3\n"
	      "vhaddps %xmm0, %xmm0, %xmm4\n", &r) == 0);
  b = binding (&r);
  CHECK (b && b->kind == MCA_BOUND_PORTS);
  CHECK (b && b->cycles_per_iteration == 4.0);
  CHECK (r.regions[0].whatif_cycles == 2.0);	/* the front end next */
  mca_result_free (&r);

  /* Independent divisions: the divider, not a chain (xor and mov break
     the dependencies through %edx and %eax).  */
  CHECK (run ("xorl %edx, %edx\n"
	      "movl %esi, %eax\n"
	      "divl %ecx\n", &r) == 0);
  b = binding (&r);
  CHECK (b && b->kind == MCA_BOUND_DIVIDER);
  CHECK (b && b->inst == 2);
  CHECK (b && b->cycles_per_iteration > 10);
  mca_result_free (&r);

  /* Dispatch bound: five micro-ops spread over the integer, FP add, FP
     multiply and load units, none busy more than one cycle.  */
  CHECK (run ("addl $1, %eax\n"
	      "addl $1, %ebx\n"
	      "vaddps %xmm0, %xmm1, %xmm2\n"
	      "vmulps %xmm0, %xmm1, %xmm3\n"
	      "movl (%rdi), %ecx\n", &r) == 0);
  b = binding (&r);
  CHECK (b && b->kind == MCA_BOUND_FRONTEND);
  CHECK (b && b->cycles_per_iteration == 2.5);
  mca_result_free (&r);

  /* A counter in memory: store, then load of the same address in the
     next iteration, forwarded through the store buffer.  */
  CHECK (run ("movl (%rdi), %eax\n"
	      "addl $1, %eax\n"
	      "movl %eax, (%rdi)\n", &r) == 0);
  b = binding (&r);
  CHECK (b && b->kind == MCA_BOUND_MEMORY);
  CHECK (r.regions[0].chain_loop_carried && r.regions[0].nchain == 3);
  CHECK (b && b->cycles_per_iteration >= 5.0);
  mca_result_free (&r);

  /* A store whose address moves each iteration carries nothing.  */
  CHECK (run ("movl (%rdi), %eax\n"
	      "addl $1, %eax\n"
	      "movl %eax, (%rdi)\n"
	      "addq $4, %rdi\n", &r) == 0);
  b = binding (&r);
  CHECK (b && b->kind != MCA_BOUND_MEMORY);
  mca_result_free (&r);

  return DONE ();
}
