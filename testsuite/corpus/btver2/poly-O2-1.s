	vmulsd	%xmm0, %xmm1, %xmm0
	vaddsd	(%rdi,%rax,8), %xmm0, %xmm0
	decq	%rax
	testl	%eax, %eax
	jns	.L3
