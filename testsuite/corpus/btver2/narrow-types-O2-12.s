	movq	%rax, %rcx
	andl	$15, %ecx
	movzbl	(%rsi,%rcx), %ecx
	xorb	%cl, (%rdi,%rax)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L59
