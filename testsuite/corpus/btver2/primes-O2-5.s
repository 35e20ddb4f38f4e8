	xorl	%edx, %edx
	movl	%edi, %eax
	divl	%ecx
	cmpl	$1, %edx
	adcl	$0, %esi
	incl	%ecx
	cmpl	%ecx, %edi
	jnb	.L29
