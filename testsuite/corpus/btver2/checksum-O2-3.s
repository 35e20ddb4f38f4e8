	movzbl	(%rsi), %ecx
	incq	%rsi
	xorl	%eax, %ecx
	shrl	$8, %eax
	movzbl	%cl, %ecx
	xorl	(%rdi,%rcx,4), %eax
	cmpq	%rsi, %rdx
	jne	.L16
