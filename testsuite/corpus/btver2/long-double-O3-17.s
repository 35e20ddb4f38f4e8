	movq	%rax, %rcx
	salq	$4, %rcx
	fldt	(%rdi,%rcx)
	fxch	%st(1)
	xorl	%ecx, %ecx
	fcomi	%st(1), %st
	fstp	%st(1)
	seta	%cl
	incq	%rax
	addq	%rcx, %rdx
	cmpq	%rsi, %rax
	jb	.L89
