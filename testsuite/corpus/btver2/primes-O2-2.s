	cmpb	$1, (%rax)
	adcl	$0, %edx
	incq	%rax
	cmpq	%rcx, %rax
	jne	.L9
