# vcomisd beside an integer store through an index that moves.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.02
	vcomisd	%xmm1, %xmm2
	movq	%r9, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L48
