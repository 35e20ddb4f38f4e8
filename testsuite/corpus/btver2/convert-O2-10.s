	movzbl	(%rsi,%rax), %ecx
	vcvtsi2ssl	%ecx, %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rdx, %rax
	jne	.L51
