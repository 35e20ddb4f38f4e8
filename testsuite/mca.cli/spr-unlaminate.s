# Un-lamination on sapphirerapids, as measured on this project's Intel
# machine with gcc-mca-measure: a load-op through an index register
# takes two rename slots unless it has two operands and reads its
# destination (the Haswell rules): two vpaddd or vmulps from
# (%rcx,%rax) beside four nops 1.51 cycles per iteration, two addq
# (%rcx,%rax), %r8 1.05, from (%rcx) 1.00.  The front end's bound counts
# the slots: 2 + 2 + 1 + 1 + 1 here; rename takes the two split ones
# only among a cycle's first three instructions, which the grouping
# bound follows (four cycles for three iterations).
# RUN: -mcpu=sapphirerapids -bounds -summary-view=false -instruction-info=false -resource-pressure=false
	vpaddd	(%rcx,%rax), %ymm2, %ymm0
	vmulps	32(%rcx,%rax), %ymm2, %ymm1
	addq	(%rcx,%rax), %r8
	vpaddd	(%rcx), %ymm2, %ymm3
	movq	8(%rcx,%rax), %r9
