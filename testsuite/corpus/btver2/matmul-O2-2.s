	vmulss	(%rdx), %xmm1, %xmm0
	addq	$4, %rax
	addq	$4, %rdx
	vaddss	-4(%rax), %xmm0, %xmm0
	vmovss	%xmm0, -4(%rax)
	cmpq	%rcx, %rax
	jne	.L17
