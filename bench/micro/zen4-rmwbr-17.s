# As zen4-rmwbr-01: the same family.
# SOURCE: gcc-mca-measure on the Zen 4 host, 2026-11-26
# CPU: znver4
# MEASURED: 1.86
	movq	%rax, %rcx
	andl	$15, %ecx
	movzbl	(%rsi,%rax), %ecx
	xorb	%cl, (%rdi,%rax)
	addq	$1, %rax
	cmpq	%rax, %rdx
	jne	.L1
