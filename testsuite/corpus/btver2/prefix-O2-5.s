	movl	%edx, (%rdi,%rax)
	addl	(%rsi,%rax), %edx
	addq	$4, %rax
	cmpq	%rax, %rcx
	jne	.L24
