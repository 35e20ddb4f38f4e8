	movslq	(%r8,%rcx), %rax
	movq	%rax, %rdx
	imulq	$-1840700269, %rax, %rax
	shrq	$32, %rax
	addl	%edx, %eax
	sarl	$31, %edx
	sarl	$2, %eax
	subl	%edx, %eax
	movl	%eax, (%rdi,%rcx)
	addq	$4, %rcx
	cmpq	%rsi, %rcx
	jne	.L3
