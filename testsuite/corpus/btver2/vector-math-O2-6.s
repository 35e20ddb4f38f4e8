	vmovss	(%rdi), %xmm0
	addq	$4, %rdi
	vdivss	%xmm1, %xmm0, %xmm0
	vmovss	%xmm0, -4(%rdi)
	cmpq	%rax, %rdi
	jne	.L29
