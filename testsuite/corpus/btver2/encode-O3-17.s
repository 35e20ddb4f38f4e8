	movl	%edx, %esi
	movl	(%r10,%rax,4), %edx
	movl	%edx, %ecx
	subl	%esi, %ecx
	movl	%ecx, (%r9,%rax,4)
	incq	%rax
	cmpl	%eax, %edi
	jg	.L119
