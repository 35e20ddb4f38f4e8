	vmovupd	-320(%rax), %xmm1
	prefetcht0	(%rax)
	vcmpltpd	%xmm2, %xmm1, %xmm0
	vptest	%xmm0, %xmm0
	je	.L18
	vxorpd	%xmm3, %xmm1, %xmm1
	vmaskmovpd	%xmm1, %xmm0, -320(%rax)
	addq	$16, %rax
	cmpq	%rax, %rdx
	jne	.L19
