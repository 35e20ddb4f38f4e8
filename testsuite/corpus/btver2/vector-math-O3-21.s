	movq	(%r10,%rax,8), %rdx
	imulq	%rsi, %rdx
	addq	%rdx, (%rdi,%rax,8)
	incq	%rax
	cmpl	%eax, %ecx
	jg	.L188
