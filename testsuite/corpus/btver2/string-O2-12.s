	imull	$10, %eax, %eax
	subl	$48, %edx
	incq	%rdi
	movsbl	%dl, %edx
	addl	%edx, %eax
	movzbl	(%rdi), %edx
	leal	-48(%rdx), %ecx
	cmpb	$9, %cl
	jbe	.L70
