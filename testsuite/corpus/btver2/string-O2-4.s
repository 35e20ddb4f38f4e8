	movzbl	(%rsi,%rdx), %ecx
	movb	%cl, (%rax,%rdx)
	incq	%rdx
	testb	%cl, %cl
	jne	.L22
