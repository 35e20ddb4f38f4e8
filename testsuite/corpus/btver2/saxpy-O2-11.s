	vmovss	(%rdi,%rax,4), %xmm0
	vmovss	%xmm0, %xmm0, %xmm3
	vxorps	%xmm5, %xmm0, %xmm4
	vcmpltss	%xmm2, %xmm0, %xmm0
	vblendvps	%xmm0, %xmm4, %xmm3, %xmm0
	vcomiss	%xmm1, %xmm0
	vmaxss	%xmm1, %xmm0, %xmm1
	cmova	%eax, %edx
	incq	%rax
	cmpq	%rax, %rsi
	jne	.L66
