# CPU: znver3
# MEASURED: 1.69
# -11 with the read-modify-write written as a load, an xor and a store: faster (the model 1.69)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movq	%rax, %rcx
	andl	$15, %ecx
	movzbl	(%rsi,%rcx), %ecx
	movzbl	(%rdi,%rax), %r8d
	xorl	%ecx, %r8d
	movb	%r8b, (%rdi,%rax)
	addq	$1, %rax
	cmpq	%rax, %rdx
	jne	1f
1:
