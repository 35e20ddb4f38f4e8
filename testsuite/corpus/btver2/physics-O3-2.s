	vmovddup	(%rsi,%rax,8), %xmm2
	vmovddup	(%rdx,%rax,8), %xmm1
	vsubpd	%xmm6, %xmm2, %xmm2
	vsubpd	%xmm5, %xmm1, %xmm1
	vmulpd	%xmm2, %xmm2, %xmm0
	vmulpd	%xmm1, %xmm1, %xmm8
	vaddpd	%xmm8, %xmm0, %xmm0
	vmovddup	(%rcx,%rax,8), %xmm8
	incq	%rax
	cmpl	%eax, %edi
	vaddpd	%xmm7, %xmm0, %xmm0
	vmulpd	%xmm0, %xmm0, %xmm0
	vdivpd	%xmm0, %xmm8, %xmm0
	vmulpd	%xmm0, %xmm2, %xmm2
	vmulpd	%xmm0, %xmm1, %xmm1
	vaddpd	%xmm2, %xmm3, %xmm3
	vaddpd	%xmm1, %xmm4, %xmm4
	jg	.L6
