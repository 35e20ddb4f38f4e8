	addq	$4, %rdi
	addl	-4(%rdi), %eax
	cmpq	%rsi, %rdi
	jb	.L2
