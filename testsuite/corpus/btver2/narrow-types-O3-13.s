	movq	(%r8,%rax,8), %rdx
	imulq	(%rsi,%rax,8), %rdx
	movq	%rdx, (%rdi,%rax,8)
	incq	%rax
	cmpl	%eax, %ecx
	jg	.L117
