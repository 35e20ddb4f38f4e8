# CPU: znver3
# MEASURED: 1.27
# zen3-store-stepped-01 with testq for the compare
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	addl	(%rax), %edx
	addq	$4, %rax
	movl	%edx, -4(%rax)
	testq	%rax, %rax
	jne	1f
1:
