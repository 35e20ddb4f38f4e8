	vmulsd	(%rdi,%rax,8), %xmm0, %xmm0
	vmovsd	(%rcx,%rax,8), %xmm1
	vsubsd	%xmm0, %xmm1, %xmm0
	vmovsd	%xmm0, (%rsi,%rax,8)
	decq	%rax
	testl	%eax, %eax
	jns	.L239
