# Zen 5: the chain through a stack slot with addq $0, %rsp in the
# loop: the stack engine follows %rsp, and the load is still renamed.
# Measured: 1.00 (1.21, 1.00).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 1.00
	addl	$1, %edx
	movl	%edx, 8(%rsp)
	movl	8(%rsp), %edx
	addq	$0, %rsp
	subl	$1, %esi
	jne	.L3
