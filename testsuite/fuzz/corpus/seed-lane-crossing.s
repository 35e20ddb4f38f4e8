.L94:
	vmovdqa	%ymm2, %ymm0
	addq	$64, %rax
	vpaddd	%ymm4, %ymm2, %ymm2
	vcvtdq2pd	%xmm0, %ymm1
	vmulpd	%ymm3, %ymm1, %ymm1
	vextracti128	$0x1, %ymm0, %xmm0
	vcvtdq2pd	%xmm0, %ymm0
	vmulpd	%ymm3, %ymm0, %ymm0
	vmovupd	%ymm1, -64(%rax)
	vmovupd	%ymm0, -32(%rax)
	cmpq	%rdx, %rax
	jne	.L94
