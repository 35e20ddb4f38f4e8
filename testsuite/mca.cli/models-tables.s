# The instruction data of every built-in model equals LLVM 19's (the
# models are extracted from it; only core parameters such as the dispatch
# width are corrected: restores LLVM's where the reciprocal
# throughput of resource-less forms shows it): uops, latency,
# reciprocal throughput and resource cycles of a sample of forms.
# Load-ops and vector stores take uops.info's issue slots instead of
# LLVM's unfused micro-ops: models-unlamination.s.
# (alderlake, sapphirerapids, znver3 and znver4 carry corrections of
# their own: models-corrections-adl.s, models-corrections.s,
# models-corrections-zen3.s, models-corrections-zen4.s.)
# The resources Lock, Fence and Pause, which the project adds for locked
# instructions, fences and pause (none here), are left out of the
# comparison.
# GOLDEN: llvm-mca-19
# UNLISTED: Lock
# UNLISTED: Fence
# UNLISTED: Pause
# RUN-haswell: -mcpu=haswell -instruction-tables
# RUN-skylake: -mcpu=skylake -instruction-tables
# RUN-skx: -mcpu=skylake-avx512 -instruction-tables
# RUN-icx: -mcpu=icelake-server -instruction-tables
	addq	%rax, %rbx
	addq	$8, %rdi
	imulq	%rax, %rbx
	leaq	(%rax,%rbx,4), %rcx
	divq	%rcx
	movq	(%rdi), %rax
	movq	%rax, 8(%rdi)
	cmpq	%rax, %rbx
	cmovgq	%rax, %rbx
	popcntq	%rax, %rbx
	vaddps	%ymm0, %ymm1, %ymm2
	vfmadd231ps	%ymm0, %ymm1, %ymm2
	vdivps	%ymm0, %ymm1, %ymm2
	vsqrtsd	%xmm0, %xmm1, %xmm2
	vpshufb	%ymm0, %ymm1, %ymm2
	vpermps	%ymm0, %ymm1, %ymm2
	vpaddd	%ymm0, %ymm1, %ymm2
	vpmulld	%ymm0, %ymm1, %ymm2
	vmovups	(%rdi), %ymm0
	vcvtdq2ps	%ymm0, %ymm1
