	vcvttsd2sil	(%rsi,%rax,8), %ecx
	movl	%ecx, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rdx, %rax
	jne	.L19
