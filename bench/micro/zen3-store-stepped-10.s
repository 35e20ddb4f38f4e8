# CPU: znver3
# MEASURED: 1.14
# zen3-store-stepped-01 with the compare and no branch (the model 1.16)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	addl	(%rax), %edx
	addq	$4, %rax
	movl	%edx, -4(%rax)
	cmpq	%rcx, %rax
