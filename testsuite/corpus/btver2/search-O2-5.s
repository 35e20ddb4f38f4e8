	movq	%rdx, %rax
	incq	%rdx
	cmpl	%esi, -4(%rdi,%rdx,4)
	jne	.L29
