	movq	(%rsi,%rcx), %rax
	cqto
	idivq	(%rdi,%rcx)
	movq	%rax, (%r9,%rcx)
	addq	$8, %rcx
	cmpq	%r8, %rcx
	jne	.L24
