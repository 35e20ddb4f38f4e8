	movl	(%rdi), %eax
	cmpl	%edx, %eax
	jl	.L35
	cmpl	%ecx, %eax
	jle	.L31
	movl	%ecx, (%rdi)
	addq	$4, %rdi
	cmpq	%rsi, %rdi
	jne	.L32
