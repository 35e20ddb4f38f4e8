	fildl	(%rsi,%rax,4)
	movq	%rax, %rcx
	incq	%rax
	salq	$4, %rcx
	cmpq	%rdx, %rax
	fmul	%st(1), %st
	fstpt	(%rdi,%rcx)
	jb	.L98
