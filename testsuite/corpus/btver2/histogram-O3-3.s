	movl	(%r9,%rcx,4), %eax
	xorl	%edx, %edx
	incq	%rcx
	divl	%esi
	incl	(%rdi,%rdx,4)
	cmpl	%ecx, %r8d
	jg	.L14
