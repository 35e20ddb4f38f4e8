# CPU: znver3
# MEASURED: 1.06
# zen3-store-stepped-01 with a load through the new pointer instead of the store
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	addl	(%rax), %edx
	addq	$4, %rax
	movl	-4(%rax), %esi
	cmpq	%rcx, %rax
	jne	1f
1:
