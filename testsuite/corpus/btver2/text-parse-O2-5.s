	movzbl	(%rdi,%rax), %ecx
	movl	%ecx, %edx
	andl	$-33, %edx
	subl	$65, %edx
	cmpb	$25, %dl
	jbe	.L27
	cmpb	$95, %cl
	je	.L27
	subl	$48, %ecx
	cmpb	$9, %cl
	ja	.L30
	testl	%eax, %eax
	jle	.L30
	incq	%rax
	cmpq	%rsi, %rax
	jne	.L28
