	movl	%ecx, %edx
	incl	%eax
	sall	$8, %edx
	addl	%edx, %ecx
	cmpl	%eax, %r8d
	jne	.L73
