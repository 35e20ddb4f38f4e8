# CPU: znver3
# MEASURED: 1.95
# -11 with the compare on registers the loop leaves alone
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movq	%rax, %rcx
	andl	$15, %ecx
	movzbl	(%rsi,%rcx), %ecx
	xorb	%cl, (%rdi,%rax)
	addq	$1, %rax
	cmpq	%r9, %rdx
	jne	1f
1:
