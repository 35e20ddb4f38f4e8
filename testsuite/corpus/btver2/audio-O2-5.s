	vmovss	(%rdi), %xmm1
	vcomiss	%xmm0, %xmm1
	jbe	.L31
	vmovss	%xmm0, %xmm0, %xmm1
	addq	$4, %rdi
	vmovss	%xmm1, -4(%rdi)
	cmpq	%rdi, %rax
	jne	.L26
