	movl	(%rsi), %eax
	addq	$4, %rsi
	shrl	%cl, %eax
	movzbl	%al, %eax
	incl	(%rdi,%rax,4)
	cmpq	%rsi, %rdx
	jne	.L118
