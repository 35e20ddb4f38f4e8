# CPU: znver3
# MEASURED: 2.39
# -02 with andl and orl in place of the two cmov: not the cmov (the model 2.01)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movzbl	(%rdi), %eax
	addl	%edx, %eax
	andl	%r8d, %eax
	cmpl	%r9d, %eax
	orl	%r9d, %eax
	addq	$1, %rdi
	movb	%al, -1(%rdi)
	cmpq	%rdi, %rsi
	jne	1f
1:
