	xorl	%edx, %edx
	cmpb	$10, (%rdi)
	sete	%dl
	incq	%rdi
	addl	%edx, %eax
	cmpq	%rsi, %rdi
	jne	.L3
