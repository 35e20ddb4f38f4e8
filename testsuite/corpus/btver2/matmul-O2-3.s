	movl	(%rax), %edx
	addq	$4, %rax
	imull	(%rcx), %edx
	addq	%rdi, %rcx
	addl	%edx, %esi
	cmpq	%r8, %rax
	jne	.L29
