	movl	%edx, %eax
	addq	$2, %rdi
	shrl	$16, %eax
	addl	%ecx, %edx
	movzwl	(%rsi,%rax,2), %eax
	movw	%ax, -2(%rdi)
	cmpq	%r8, %rdi
	jne	.L16
