	movq	%rdx, %rax
	imulq	%r8, %rax
	addq	(%rdi,%rsi,8), %rax
	decq	%rsi
	cqto
	idivq	%rcx
	testl	%esi, %esi
	jns	.L28
