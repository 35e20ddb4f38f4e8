	vmovsd	(%rsi,%rax,8), %xmm0
	xorl	%ecx, %ecx
	vcomisd	%xmm1, %xmm0
	seta	%cl
	xorl	%r8d, %r8d
	vcomisd	%xmm0, %xmm1
	seta	%r8b
	subl	%r8d, %ecx
	movl	%ecx, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rdx, %rax
	jne	.L78
