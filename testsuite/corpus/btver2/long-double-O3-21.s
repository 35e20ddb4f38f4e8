	movq	%rax, %rcx
	salq	$4, %rcx
	fldt	(%rsi,%rcx)
	fstpl	(%rdi,%rax,8)
	incq	%rax
	cmpq	%rdx, %rax
	jb	.L110
