	addq	$4, %rax
	cmpq	%rdx, %rax
	je	.L78
	vmovss	%xmm0, %xmm0, %xmm1
	vmovss	(%rax), %xmm0
	vcomiss	%xmm0, %xmm1
	jbe	.L81
