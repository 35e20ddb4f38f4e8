	movl	(%rsi,%rax), %edx
	roll	%cl, %edx
	movl	%edx, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%r8, %rax
	jne	.L25
