	movzbl	(%rdi), %eax
	leal	-97(%rax), %edx
	cmpb	$25, %dl
	ja	.L76
	subl	$32, %eax
	movb	%al, (%rdi)
	incq	%rdi
	cmpq	%rdi, %rcx
	jne	.L77
