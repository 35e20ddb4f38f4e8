	movl	(%rdi), %eax
	addq	$4, %rdi
	cltd
	shrl	$28, %edx
	addl	%edx, %eax
	andl	$15, %eax
	subl	%edx, %eax
	movl	%eax, -4(%rdi)
	cmpq	%rdi, %rcx
	jne	.L29
