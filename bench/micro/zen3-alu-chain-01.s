# CPU: znver3
# MEASURED: 2.70
# image.c:16 [O2] of the held-out split: a byte, an add and a clamp by two cmov to 0..255, stored back a byte behind (the model 2.03)
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
	cmpq	%rdi, %rsi
	jne	1f
1:
