	movsbl	(%rsi,%rax), %ecx
	vcvtsi2ssl	%ecx, %xmm1, %xmm1
	vmulss	%xmm0, %xmm1, %xmm1
	vmovss	%xmm1, (%rdi,%rax,4)
	incq	%rax
	cmpq	%rdx, %rax
	jne	.L9
