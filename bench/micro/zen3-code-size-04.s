# CPU: znver3
# MEASURED: 1.01
# zen3-code-size-01 with cmpl for the first cmpq, 23 bytes
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movq	%rax, %rdx
	imulq	%r8, %rdx
	cmpl	%edx, %esi
	jnb	1f
1:
	addq	%rax, %rcx
	addq	$1, %rax
	cmpq	%rax, %rdi
	jne	2f
2:
