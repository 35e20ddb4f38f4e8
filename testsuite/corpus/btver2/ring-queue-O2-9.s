	movl	(%r10,%rax,4), %esi
	testl	%esi, %esi
	je	.L61
	decl	%edx
	decl	%esi
	movslq	%edx, %r9
	leaq	-8(%rdi,%r9,8), %r11
	movq	(%rdi,%r9,8), %r9
	movq	(%r11), %r8
	je	.L62
	imulq	%r9, %r8
	incq	%rax
	cmpq	%rax, %rcx
	movq	%r8, (%r11)
	jne	.L52
