# -show-barriers adds llvm-mca's LoadBarrier and StoreBarrier columns to
# the instruction info view: lfence orders later loads, sfence later
# stores, mfence both (llvm-mca 19's X86 post-processing), and the
# simulation orders the memory operations after them as llvm-mca does.
# GOLDEN: llvm-mca-19
# RUN: -mcpu=btver2 -show-barriers
# RUN-tables: -mcpu=btver2 -show-barriers -instruction-tables
	vmulps	%xmm0, %xmm1, %xmm2
	mfence
	vhaddps	%xmm2, %xmm2, %xmm3
	movq	(%rdi), %rax
	movq	%rax, 8(%rsi)
	lfence
	movl	(%rdx), %ecx
	sfence
	movl	%ecx, 4(%rdx)
