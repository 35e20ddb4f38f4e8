# Sapphire Rapids: a loop-carried chain through the register operand of
# a load-op instruction (segmented_sum of the corpus's prefix.c at -O2):
# cmovne (1 cycle) then addl (mem) (1 cycle once the load is done, which
# happens early: its address does not depend on the chain).  With the
# load and the operation issued apart (load-op-split) the chain costs 2
# cycles; issued as one instruction (llvm-mca-19) 6.04.  Measured on this
# project's machine with gcc-mca-measure: 1.95-2.00 cycles per iteration
# (fastest of three passes of bench/accuracy.py).
# SOURCE: gcc-mca-measure on the host
# CPU: sapphirerapids
# CYCLES: 2.0
# BINDS: loop-carried
	cmpb	$0, (%rdx,%rax)
	cmovne	%r9d, %r8d
	addl	(%rsi,%rax,4), %r8d
	movl	%r8d, (%rdi,%rax,4)
	addq	$1, %rax
	cmpq	%rax, %rcx
	jne	.L45
