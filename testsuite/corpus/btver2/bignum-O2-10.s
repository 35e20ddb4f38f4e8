	movq	(%rdi,%rcx), %rax
	mulq	(%rsi,%rcx)
	addq	$8, %rcx
	addq	%rdx, %r8
	cmpq	%rcx, %r9
	jne	.L60
