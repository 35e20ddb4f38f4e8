	vmovsd	(%rsi,%rax), %xmm0
	vcomisd	%xmm1, %xmm0
	ja	.L54
	vmulsd	%xmm2, %xmm0, %xmm0
	vmovsd	%xmm0, (%rdi,%rax)
	addq	$8, %rax
	cmpq	%rax, %rdx
	jne	.L55
