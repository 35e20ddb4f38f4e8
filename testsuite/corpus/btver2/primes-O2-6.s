	shrq	$2, %rdx
	cmpq	%rdx, %rdi
	jb	.L34
