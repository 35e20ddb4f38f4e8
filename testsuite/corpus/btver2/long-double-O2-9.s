	xorl	%edx, %edx
	fldt	(%rdi)
	fxch	%st(1)
	fcomi	%st(1), %st
	fstp	%st(1)
	seta	%dl
	addq	$16, %rdi
	addq	%rdx, %rax
	cmpq	%rdi, %rcx
	jne	.L59
