	movl	(%rdi), %eax
	addq	$4, %rdi
	imull	%eax, %eax
	addl	%eax, %edx
	cmpq	%rcx, %rdi
	jne	.L54
