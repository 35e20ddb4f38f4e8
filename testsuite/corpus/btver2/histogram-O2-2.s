	movl	(%rsi), %eax
	xorl	%edx, %edx
	addq	$4, %rsi
	divl	%ecx
	incl	(%rdi,%rdx,4)
	cmpq	%rsi, %r8
	jne	.L12
