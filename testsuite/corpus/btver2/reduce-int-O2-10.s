	addl	(%rdi), %eax
	addq	$8, %rdi
	cmpq	%rdx, %rdi
	jne	.L49
