	incl	%ecx
	movq	(%rdi,%rax,8), %rax
	cmpl	%ecx, %edx
	jne	.L40
