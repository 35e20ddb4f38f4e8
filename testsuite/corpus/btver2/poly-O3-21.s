	movl	%eax, %edx
	incq	%rdi
	sall	$5, %edx
	subl	%eax, %edx
	movzbl	-1(%rdi), %eax
	addl	%edx, %eax
	cmpq	%rdi, %rcx
	jne	.L132
