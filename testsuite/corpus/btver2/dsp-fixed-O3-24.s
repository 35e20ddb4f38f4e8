	movl	%edi, %esi
	movl	(%r10,%rcx,4), %edi
	movl	%eax, %edx
	sall	$8, %edx
	subl	%eax, %edx
	movl	%edi, %eax
	sarl	$8, %edx
	subl	%esi, %eax
	addl	%edx, %eax
	movl	%eax, (%r9,%rcx,4)
	incq	%rcx
	cmpl	%ecx, %r8d
	jg	.L192
