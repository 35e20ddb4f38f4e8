	vdivss	(%rdi), %xmm1, %xmm0
	addq	$4, %rdi
	vmovss	%xmm0, -4(%rdi)
	cmpq	%rax, %rdi
	jne	.L64
