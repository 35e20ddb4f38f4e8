	movswl	(%rsi,%rax,4), %ecx
	movswl	2(%rsi,%rax,4), %r8d
	addl	%r8d, %ecx
	sarl	%ecx
	movw	%cx, (%rdi,%rax,2)
	incq	%rax
	cmpq	%rdx, %rax
	jne	.L80
