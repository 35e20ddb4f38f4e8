	movl	(%rdi,%rax,4), %esi
	movslq	%edx, %rcx
	cmpl	%esi, (%rdi,%rcx,4)
	cmovb	%eax, %edx
	incq	%rax
	cmpq	$256, %rax
	jne	.L34
