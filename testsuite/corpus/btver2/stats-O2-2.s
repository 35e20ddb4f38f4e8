	vmovss	(%rdi,%rax), %xmm0
	vmovss	(%rsi,%rax), %xmm2
	addq	$4, %rax
	cmpq	%rdx, %rax
	vmulss	%xmm0, %xmm0, %xmm1
	vmulss	%xmm2, %xmm0, %xmm4
	vunpcklps	%xmm2, %xmm0, %xmm0
	vunpcklps	%xmm4, %xmm1, %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	vaddps	%xmm0, %xmm3, %xmm3
	jne	.L9
