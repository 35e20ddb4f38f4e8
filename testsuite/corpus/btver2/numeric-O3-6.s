	testb	$1, %al
	je	.L47
	vmulsd	(%rdi,%rax,8), %xmm3, %xmm1
	incq	%rax
	cmpq	%rax, %rdx
	vaddsd	%xmm1, %xmm2, %xmm2
	jne	.L49
