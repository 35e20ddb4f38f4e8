	movq	(%rdi,%rdx), %rax
	andq	(%rsi,%rdx), %rax
	addq	$8, %rdx
	popcntq	%rax, %rax
	addl	%eax, %ecx
	cmpq	%rdx, %r8
	jne	.L55
