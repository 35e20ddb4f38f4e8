	xorl	%edx, %edx
	movl	%edi, %eax
	divl	%ecx
	testl	%edx, %edx
	je	.L92
	incl	%ecx
	movl	%ecx, %eax
	imull	%ecx, %eax
	cmpl	%eax, %edi
	jnb	.L90
