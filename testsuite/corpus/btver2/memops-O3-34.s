	vmovdqu	16(%rax), %xmm1
	addq	$48, %rax
	vmovdqu	-16(%rax), %xmm0
	addq	$48, %rcx
	vmovdqu	-48(%rax), %xmm2
	vmovdqu	%xmm1, -32(%rcx)
	vmovdqu	%xmm0, -16(%rcx)
	vmovdqu	%xmm2, -48(%rcx)
	cmpq	%rax, %r8
	jne	.L252
