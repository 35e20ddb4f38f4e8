# CPU: znver3
# MEASURED: 1.01
# zen3-store-stepped-01 without the load-op
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	addq	$4, %rax
	movl	%edx, -4(%rax)
	cmpq	%rcx, %rax
	jne	1f
1:
