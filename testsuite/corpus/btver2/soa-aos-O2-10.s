	movzbl	(%rsi), %eax
	incq	%rdi
	movzbl	1(%rsi), %edx
	addq	$3, %rsi
	imull	$77, %eax, %eax
	imull	$150, %edx, %edx
	addl	%edx, %eax
	movzbl	-1(%rsi), %edx
	imull	$29, %edx, %edx
	addl	%edx, %eax
	movb	%ah, -1(%rdi)
	cmpq	%rdi, %rcx
	jne	.L54
