# CPU: znver3
# MEASURED: 1.28
# zen3-store-stepped-01 storing a register from outside the chain
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	addl	(%rax), %edx
	addq	$4, %rax
	movl	%esi, -4(%rax)
	cmpq	%rcx, %rax
	jne	1f
1:
