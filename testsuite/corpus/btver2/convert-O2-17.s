	vmovsd	(%rsi,%rax,8), %xmm0
	vcmplesd	%xmm0, %xmm2, %xmm1
	vblendvpd	%xmm1, %xmm3, %xmm4, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vcvttsd2sil	%xmm0, %ecx
	movl	%ecx, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rax, %rdx
	jne	.L92
