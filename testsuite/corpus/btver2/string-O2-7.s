	movzbl	(%rdi), %eax
	leal	-97(%rax), %edx
	cmpb	$25, %dl
	ja	.L40
	subl	$32, %eax
	movb	%al, (%rdi)
	incq	%rdi
	cmpq	%rcx, %rdi
	jne	.L41
