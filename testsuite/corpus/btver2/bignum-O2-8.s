	movq	(%rsi,%rdx,8), %rax
	movl	%r8d, %ecx
	movq	-8(%rsi,%rdx,8), %rdi
	salq	%cl, %rax
	movl	%r10d, %ecx
	shrq	%cl, %rdi
	orq	%rdi, %rax
	movq	%rax, (%r9,%rdx,8)
	decq	%rdx
	testl	%edx, %edx
	jg	.L45
