	testb	$1, %dil
	je	.L106
	leaq	1(%rdi,%rdi,2), %rdi
	incl	%eax
	cmpq	$1, %rdi
	jne	.L108
