# CPU: znver3
# MEASURED: 1.45
# zen3-store-stepped-01 with the store through a second pointer stepped beside the first
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	addl	(%rax), %edx
	addq	$4, %rax
	addq	$4, %rbx
	movl	%edx, -4(%rbx)
	cmpq	%rcx, %rax
	jne	1f
1:
