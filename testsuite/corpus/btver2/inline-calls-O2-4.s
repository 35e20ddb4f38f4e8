	movzbl	(%rdi), %edx
	incq	%rdi
	xorl	%edx, %eax
	imull	$16777619, %eax, %eax
	cmpq	%rdi, %rcx
	jne	.L19
