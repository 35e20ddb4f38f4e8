# CPU: znver3
# MEASURED: 2.64
# -01 with the compare of the branch on a register the loop leaves alone (the model 2.03)
# SOURCE: gcc-mca-measure on the Zen 3 host (AMD EPYC, family 19h model 1), 2026-12-07
	movzbl	(%rdi), %eax
	movl	$0, %ecx
	addl	%edx, %eax
	cmovs	%ecx, %eax
	movl	$255, %ecx
	cmpl	%ecx, %eax
	cmovg	%ecx, %eax
	addq	$1, %rdi
	movb	%al, -1(%rdi)
	cmpq	%r10, %rsi
	jne	1f
1:
