	vmovss	(%rdi,%rax), %xmm1
	vmovss	(%rsi,%rax), %xmm0
	vdivss	%xmm1, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	vmulss	%xmm2, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.L79
