	movl	%eax, %ecx
	incq	%rdi
	sall	$5, %ecx
	addl	%ecx, %eax
	addl	%edx, %eax
	movzbl	(%rdi), %edx
	testb	%dl, %dl
	jne	.L80
