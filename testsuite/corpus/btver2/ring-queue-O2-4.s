	incq	%rax
	cmpq	%rax, %rsi
	je	.L24
	movq	(%rdi,%rax,8), %rdx
	cmpq	$-1, %rdx
	je	.L22
