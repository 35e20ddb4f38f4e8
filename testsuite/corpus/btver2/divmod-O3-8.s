	movl	(%r9,%rcx,4), %eax
	xorl	%edx, %edx
	divl	%esi
	movl	%edx, (%r8,%rcx,4)
	incq	%rcx
	cmpl	%ecx, %edi
	jg	.L45
