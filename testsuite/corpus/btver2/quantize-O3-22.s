	movslq	(%rsi,%rdx,4), %rax
	imulq	%r10, %rax
	sarq	%cl, %rax
	cmpq	$127, %rax
	jg	.L242
	cmpq	$-128, %rax
	cmovl	%r9d, %eax
	movb	%al, (%rdi,%rdx)
	incq	%rdx
	cmpl	%edx, %r8d
	jg	.L231
