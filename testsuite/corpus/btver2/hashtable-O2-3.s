	movq	(%r9,%rsi,8), %rdi
	movq	%rdi, %rax
	shrq	$33, %rax
	xorq	%rdi, %rax
	imulq	%r10, %rax
	movq	%rax, %rdi
	shrq	$33, %rdi
	xorq	%rdi, %rax
	andl	%ecx, %eax
	movl	%eax, (%r8,%rsi,4)
	incq	%rsi
	cmpq	%rsi, %rdx
	jne	.L36
