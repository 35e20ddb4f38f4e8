	vcomisd	8(%rdi,%rax,8), %xmm0
	leaq	1(%rax), %rcx
	jbe	.L10
	movq	%rcx, %rax
	cmpl	%eax, %edx
	jg	.L13
