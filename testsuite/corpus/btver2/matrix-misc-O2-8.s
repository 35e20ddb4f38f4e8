	vmovsd	(%rax), %xmm0
	vmulsd	(%rax,%rcx,8), %xmm0, %xmm0
	addq	$8, %rax
	cmpq	%rax, %rdx
	vsubsd	%xmm0, %xmm1, %xmm1
	jne	.L66
