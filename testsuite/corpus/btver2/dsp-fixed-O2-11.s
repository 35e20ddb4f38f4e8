	movl	(%rsi,%rax,4), %ecx
	movl	$0, 4(%rdi,%rax,8)
	movl	%ecx, (%rdi,%rax,8)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L85
