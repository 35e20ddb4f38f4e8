# CPU: znver3
# MEASURED: 1.34
# zen3-code-size-02 with a ds prefix on incq, 24 bytes again
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movq	%rax, %rdx
	imulq	%r8, %rdx
	cmpq	%rdx, %rsi
	jnb	1f
1:
	addq	%rax, %rcx
	ds incq	%rax
	cmpq	%rax, %rdi
	jne	2f
2:
