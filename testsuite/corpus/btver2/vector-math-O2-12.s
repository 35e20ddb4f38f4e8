	vmovss	(%rdx,%rax), %xmm0
	xorl	%ecx, %ecx
	vcomiss	(%rsi,%rax), %xmm0
	seta	%cl
	negl	%ecx
	movl	%ecx, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rax, %r8
	jne	.L59
