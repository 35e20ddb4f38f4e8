	movl	(%r9,%rcx,4), %eax
	cltd
	idivl	%esi
	movl	%eax, (%r8,%rcx,4)
	incq	%rcx
	cmpl	%ecx, %edi
	jg	.L32
