	movq	(%rsi,%rax), %rdx
	movq	(%rdi,%rax), %rcx
	movq	%rdx, %r8
	subq	%rcx, %r8
	cmpq	%rdx, %rcx
	jle	.L100
	subq	%rdx, %rcx
	movq	%rcx, %r8
	addq	$8, %rax
	addq	%r8, %r9
	cmpq	%rax, %r10
	jne	.L101
