# Zen 5: the same chain through (%rax) with %rax left alone: the load
# takes the stored register at rename, one cycle an iteration.
# Measured: 1.00 (1.00, 1.06).
# SOURCE: gcc-mca-measure on the Zen 5 host (AMD EPYC, family 1Ah model 2), 2026-12-06
# CPU: znver5
# CYCLES: 1.00
	addl	$1, %edx
	movl	%edx, (%rax)
	movl	(%rax), %edx
	subl	$1, %esi
	jne	.L3
