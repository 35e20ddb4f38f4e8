	vaddsd	-160(%rdx), %xmm0, %xmm0
	addq	$8, %rcx
	prefetcht0	(%rdx)
	addq	$64, %rdx
	vmovsd	%xmm0, -224(%rdx)
	vaddsd	-216(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, -216(%rdx)
	vaddsd	-208(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, -208(%rdx)
	vaddsd	-200(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, -200(%rdx)
	vaddsd	-192(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, -192(%rdx)
	vaddsd	-184(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, -184(%rdx)
	vaddsd	-176(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, -176(%rdx)
	vaddsd	-168(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, -168(%rdx)
	cmpq	%rax, %rcx
	jne	.L23
