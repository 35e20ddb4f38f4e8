	movl	(%rdx,%rax), %r9d
	movl	$-1, %ecx
	cmpl	%r9d, (%rsi,%rax)
	jl	.L111
	setg	%cl
	movzbl	%cl, %ecx
	movl	%ecx, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rax, %r8
	jne	.L112
