	testb	$1, %dil
	jne	.L56
	shrq	%rdi
	incl	%eax
	cmpq	$1, %rdi
	jne	.L52
