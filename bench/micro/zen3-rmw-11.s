# CPU: znver3
# MEASURED: 2.02
# narrow-types.c:93 [O2] of the corpus: a table byte xored into the bytes of a buffer (the model 1.00)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movq	%rax, %rcx
	andl	$15, %ecx
	movzbl	(%rsi,%rcx), %ecx
	xorb	%cl, (%rdi,%rax)
	addq	$1, %rax
	cmpq	%rax, %rdx
	jne	1f
1:
