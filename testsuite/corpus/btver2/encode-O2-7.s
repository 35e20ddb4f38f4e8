	movl	(%rsi,%rax), %edx
	leal	(%rdx,%rdx), %ecx
	sarl	$31, %edx
	xorl	%ecx, %edx
	movl	%edx, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rax, %r8
	jne	.L42
