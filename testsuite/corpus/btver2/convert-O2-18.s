	vcvtsi2ssl	(%rsi,%rax), %xmm0, %xmm0
	vmulss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, (%rdi,%rax)
	addq	$4, %rax
	cmpq	%rdx, %rax
	jne	.L99
