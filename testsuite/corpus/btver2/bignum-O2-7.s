	decq	%rdx
	testl	%edx, %edx
	js	.L40
	movq	(%rdi,%rdx,8), %rax
	movq	(%rsi,%rdx,8), %rcx
	cmpq	%rcx, %rax
	je	.L38
