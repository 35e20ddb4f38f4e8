	movl	(%rdi), %eax
	testb	$1, %al
	jne	.L65
	sarl	%eax
	addq	$4, %rdi
	subl	%eax, %edx
	cmpq	%rdi, %rcx
	jne	.L62
