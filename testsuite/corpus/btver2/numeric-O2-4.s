	testb	$1, %al
	vmovsd	%xmm3, %xmm3, %xmm1
	je	.L21
	vmovsd	.LC6(%rip), %xmm1
	vmulsd	(%rdi,%rax,8), %xmm1, %xmm1
	incq	%rax
	cmpq	%rax, %rdx
	vaddsd	%xmm1, %xmm2, %xmm2
	jne	.L22
