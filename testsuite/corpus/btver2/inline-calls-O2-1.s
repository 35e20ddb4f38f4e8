	vmovdqa	.LC0(%rip), %xmm1
	vmovd	(%rdi), %xmm0
	addq	$4, %rdi
	vpminsd	%xmm1, %xmm0, %xmm0
	vmovdqa	.LC1(%rip), %xmm1
	vpmaxsd	%xmm1, %xmm0, %xmm0
	vmovd	%xmm0, -4(%rdi)
	cmpq	%rax, %rdi
	jne	.L3
