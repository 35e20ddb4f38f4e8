	movl	(%rdi,%rax,4), %ecx
	cmpl	%ecx, %edx
	cmovb	%eax, %esi
	cmovb	%ecx, %edx
	incq	%rax
	cmpq	$256, %rax
	jne	.L85
