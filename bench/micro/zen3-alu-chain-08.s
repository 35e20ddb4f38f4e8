# CPU: znver3
# MEASURED: 2.14
# -02 with orl in place of the cmovg (the model 1.99)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movzbl	(%rdi), %eax
	addl	%edx, %eax
	cmovs	%r8d, %eax
	cmpl	%r9d, %eax
	orl	%r9d, %eax
	addq	$1, %rdi
	movb	%al, -1(%rdi)
	cmpq	%rdi, %rsi
	jne	1f
1:
