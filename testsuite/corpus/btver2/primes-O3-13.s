	movzbl	(%rdx), %ecx
	subb	%cl, (%rdi,%rax)
	addq	%r9, %rax
	cmpl	%eax, %r10d
	jg	.L72
