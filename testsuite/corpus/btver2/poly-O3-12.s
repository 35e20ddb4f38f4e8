	movq	%rdx, %rax
	imulq	%r8, %rax
	addq	(%rdi,%rcx,8), %rax
	decq	%rcx
	cqto
	idivq	%r9
	testl	%ecx, %ecx
	jns	.L68
