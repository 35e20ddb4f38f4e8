# Zen 4: a store of a vector register takes a commit cycle as a store of
# a general register does (LLVM holds Zn4Store one cycle of two units for
# it, two cycles for a general register's store: 1.50 for the pair).
# SOURCE: gcc-mca-measure on the Zen 4 host: 2.00 cycles per iteration
# (each store alone 1.02; a vmovups ymm store with the movq 2.00)
# CPU: znver4
# CYCLES: 2.00
.L48:
	vmovsd	%xmm3, (%rdi,%rax)
	movq	%r9, 32(%rdi,%rax)
	addq	$64, %rax
	cmpq	%rax, %rdx
	jne	.L48
