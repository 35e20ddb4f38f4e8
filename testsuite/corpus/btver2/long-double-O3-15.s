	prefetcht0	(%rdi)
	fldt	-368(%rdi)
	fcomi	%st(1), %st
	jbe	.L84
	fstp	%st(1)
	jmp	.L79
	ffreep	%st(0)
	incq	%rax
	addq	$16, %rdi
	cmpq	%rax, %rsi
	jne	.L81
