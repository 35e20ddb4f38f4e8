	cmpq	$1, (%rdi)
	sbbl	$-1, %eax
	addq	$16, %rdi
	cmpq	%rdi, %rdx
	jne	.L41
