# Zen 4: the hash loop of crypto.c:90 at -O2.  The chain through %rdx
# runs through the register operand of xorq (mem), which waits for the
# register only (load-op-split; LLVM charges the load's 4 cycles on
# top: 6.01 cycles per iteration).  Measured on a Zen 4 host with
# gcc-mca-measure: 3.00.
# SOURCE: gcc-mca-measure on a Zen 4 host
# CPU: znver4
# CYCLES: 3.0
	xorq	(%rdi), %rdx
	addq	$8, %rdi
	addq	%rdx, %rax
	rolq	$13, %rdx
	xorq	%rax, %rdx
	rolq	$32, %rax
	cmpq	%rdi, %rcx
