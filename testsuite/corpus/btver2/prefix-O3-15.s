	vmulsd	-160(%rdx), %xmm0, %xmm0
	addl	$8, %ecx
	prefetcht0	(%rdx)
	addq	$64, %rdx
	vmovsd	%xmm0, -224(%rdx)
	vmulsd	-216(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, -216(%rdx)
	vmulsd	-208(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, -208(%rdx)
	vmulsd	-200(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, -200(%rdx)
	vmulsd	-192(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, -192(%rdx)
	vmulsd	-184(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, -184(%rdx)
	vmulsd	-176(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, -176(%rdx)
	vmulsd	-168(%rdx), %xmm0, %xmm0
	vmovsd	%xmm0, -168(%rdx)
	cmpl	%eax, %ecx
	jne	.L87
