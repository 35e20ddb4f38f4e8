	vmovss	(%rsi,%rax), %xmm0
	vmulss	%xmm6, %xmm0, %xmm1
	vmulss	%xmm0, %xmm0, %xmm2
	vaddss	%xmm5, %xmm1, %xmm1
	vmulss	%xmm4, %xmm0, %xmm0
	vmulss	%xmm2, %xmm1, %xmm1
	vaddss	%xmm3, %xmm0, %xmm0
	vaddss	%xmm0, %xmm1, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.L18
