	movswl	(%r10,%rdx), %eax
	movswl	(%r11,%rdx), %ecx
	imull	%ebx, %eax
	imull	%r8d, %ecx
	addl	%ecx, %eax
	sarl	$15, %eax
	movw	%ax, (%rdi,%rdx)
	addq	$2, %rdx
	cmpq	%rdx, %rsi
	jne	.L51
