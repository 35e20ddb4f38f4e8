	movl	%eax, (%rdi,%rdx,4)
	addl	(%rsi,%rdx,4), %eax
	incq	%rdx
	cmpl	%edx, %ecx
	jg	.L42
