	movl	(%rsi,%rdx), %eax
	shrl	$11, %eax
	andl	$1023, %eax
	movl	%eax, (%rdi,%rdx)
	addq	$4, %rdx
	cmpq	%rcx, %rdx
	jne	.L92
