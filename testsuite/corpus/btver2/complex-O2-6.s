	vmovupd	(%rdi), %xmm0
	addq	$16, %rdi
	vpermilpd	$0, %xmm0, %xmm2
	vpermilpd	$3, %xmm0, %xmm0
	vmulpd	%xmm3, %xmm2, %xmm2
	vmulpd	%xmm1, %xmm0, %xmm0
	vaddsubpd	%xmm0, %xmm2, %xmm2
	vmovupd	%xmm2, -16(%rdi)
	cmpq	%rax, %rdi
	jne	.L31
