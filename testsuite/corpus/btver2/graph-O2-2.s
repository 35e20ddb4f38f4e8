	movslq	(%rsi), %rax
	addq	$4, %rsi
	incl	(%rdi,%rax,4)
	cmpq	%rsi, %rdx
	jne	.L14
