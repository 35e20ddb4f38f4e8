	vcvttsd2siq	(%rsi,%rax), %rdx
	movq	%rdx, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rax, %rcx
	jne	.L39
