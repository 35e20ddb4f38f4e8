	movq	-8(%rsi,%rax,8), %rdx
	movl	%r9d, %ecx
	movq	(%rsi,%rax,8), %rdi
	shrq	%cl, %rdx
	movl	%r8d, %ecx
	salq	%cl, %rdi
	orq	%rdi, %rdx
	movq	%rdx, (%r10,%rax,8)
	decq	%rax
	testl	%eax, %eax
	jg	.L105
