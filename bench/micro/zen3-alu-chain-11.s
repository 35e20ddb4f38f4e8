# CPU: znver3
# MEASURED: 2.19
# -01 without the cmovg (the model 1.74)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movzbl	(%rdi), %eax
	movl	$0, %ecx
	addl	%edx, %eax
	cmovs	%ecx, %eax
	movl	$255, %ecx
	cmpl	%ecx, %eax
	addq	$1, %rdi
	movb	%al, -1(%rdi)
	cmpq	%rdi, %rsi
	jne	1f
1:
