# CPU: znver3
# MEASURED: 2.21
# -02 with andl in place of the cmovs (the model 1.92)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movzbl	(%rdi), %eax
	addl	%edx, %eax
	andl	%r8d, %eax
	cmpl	%r9d, %eax
	cmovg	%r9d, %eax
	addq	$1, %rdi
	movb	%al, -1(%rdi)
	cmpq	%rdi, %rsi
	jne	1f
1:
