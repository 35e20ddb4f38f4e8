	movl	(%rsi,%rdx), %eax
	imulq	%r8, %rax
	shrq	$35, %rax
	movl	%eax, (%rdi,%rdx)
	addq	$4, %rdx
	cmpq	%rcx, %rdx
	jne	.L9
