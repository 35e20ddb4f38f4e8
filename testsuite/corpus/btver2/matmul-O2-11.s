	vmovsd	(%rax), %xmm0
	vmulsd	(%rax,%rcx,8), %xmm2, %xmm1
	addq	$8, %rax
	vsubsd	%xmm1, %xmm0, %xmm0
	vmovsd	%xmm0, -8(%rax)
	cmpq	%rdx, %rax
	jne	.L101
