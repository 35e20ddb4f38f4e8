	incq	%rax
	cmpb	$0, (%rax)
	jne	.L3
