	xorl	%ecx, %ecx
	cmpl	%edx, (%rdi)
	sete	%cl
	addq	$4, %rdi
	addl	%ecx, %eax
	cmpq	%rdi, %rsi
	jne	.L69
