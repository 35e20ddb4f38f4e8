	movzbl	(%rsi), %eax
	addq	$4, %rsi
	incl	(%rdi,%rax,4)
	movzbl	-3(%rsi), %eax
	incl	1024(%rdi,%rax,4)
	movzbl	-2(%rsi), %eax
	incl	2048(%rdi,%rax,4)
	movzbl	-1(%rsi), %eax
	incl	3072(%rdi,%rax,4)
	cmpq	%rdx, %rsi
	jne	.L28
