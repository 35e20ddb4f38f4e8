	movl	(%rsi,%rax), %edx
	cmpl	$100, %edx
	jle	.L93
	movl	%edx, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.L94
