	addq	$4, %rdi
	vmulss	-4(%rdi), %xmm1, %xmm0
	vmovss	%xmm0, -4(%rdi)
	cmpq	%rdx, %rdi
	jne	.L49
