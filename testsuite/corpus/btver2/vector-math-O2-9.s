	movl	(%rdi), %eax
	addq	$4, %rdi
	leal	3(%rax,%rax,4), %eax
	sarl	$2, %eax
	movl	%eax, -4(%rdi)
	cmpq	%rdi, %rdx
	jne	.L44
