	incq	%rax
	cmpq	%rax, %rdx
	je	.L36
	movzbl	(%rdi,%rax), %ecx
	movzbl	(%rsi,%rax), %r8d
	cmpb	%r8b, %cl
	je	.L34
