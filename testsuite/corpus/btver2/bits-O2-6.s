	movl	%edi, %ecx
	addl	%eax, %eax
	andl	$1, %ecx
	shrl	%edi
	orl	%ecx, %eax
	decl	%edx
	jne	.L30
