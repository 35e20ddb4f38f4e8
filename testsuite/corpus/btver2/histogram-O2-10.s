	movl	(%rdi), %ecx
	testl	%ecx, %ecx
	jle	.L49
	incl	%eax
	addq	$4, %rdi
	cmpq	%rdx, %rdi
	jne	.L50
