	movslq	(%r8,%rax,4), %rcx
	addq	%rcx, %rdx
	movq	%rdx, (%rdi,%rax,8)
	incq	%rax
	cmpl	%eax, %esi
	jg	.L15
