	vmovsd	(%rdi), %xmm2
	vcomisd	%xmm0, %xmm2
	jb	.L55
	xorl	%ecx, %ecx
	vcomisd	%xmm2, %xmm1
	seta	%cl
	addl	%ecx, %eax
	addq	$8, %rdi
	cmpq	%rdx, %rdi
	jne	.L57
