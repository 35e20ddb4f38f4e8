	vmovss	%xmm3, %xmm3, %xmm4
	vmovss	(%rsi,%rax), %xmm3
	vmulss	%xmm1, %xmm0, %xmm1
	vmulss	%xmm5, %xmm3, %xmm2
	vaddss	%xmm4, %xmm2, %xmm2
	vaddss	%xmm1, %xmm2, %xmm1
	vmovss	%xmm1, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.L70
