# As zen4-rmwbr-01: the same family.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.10
	addq	$1, %rax
	xorb	%cl, (%rdi,%rax)
	cmpq	%rax, %rdx
	jne	.L1
