	addl	(%rsi,%rax), %edx
	movl	%edx, (%rdi,%rax)
	addq	$4, %rax
	cmpq	$1024, %rax
	jne	.L40
