	movslq	(%rsi), %rax
	addq	$4, %rsi
	incl	4(%rdi,%rax,4)
	cmpq	%rdx, %rsi
	jne	.L77
