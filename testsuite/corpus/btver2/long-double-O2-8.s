	fldt	(%rax)
	fcomi	%st(1), %st
	jbe	.L56
	fstp	%st(1)
	jmp	.L51
	ffreep	%st(0)
	addq	$16, %rax
	cmpq	%rax, %rdi
	jne	.L53
