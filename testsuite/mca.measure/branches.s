	movl	(%rdi), %eax
	testl	%eax, %eax
	je	.L5
	addl	$1, %ebx
.L5:
	addq	$4, %rdi
	cmpq	%rdi, %rsi
	jne	.L3
