	movl	(%rsi), %ecx
	movq	%r8, %rdx
	addq	$4, %rsi
	movl	%ecx, %eax
	salq	%cl, %rdx
	shrl	$6, %eax
	orq	%rdx, (%rdi,%rax,8)
	cmpq	%rsi, %r9
	jne	.L50
