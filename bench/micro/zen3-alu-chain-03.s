# CPU: znver3
# MEASURED: 2.10
# -01 without its store (the model 2.02)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movzbl	(%rdi), %eax
	movl	$0, %ecx
	addl	%edx, %eax
	cmovs	%ecx, %eax
	movl	$255, %ecx
	cmpl	%ecx, %eax
	cmovg	%ecx, %eax
	addq	$1, %rdi
	cmpq	%rdi, %rsi
	jne	1f
1:
