	vmovsd	-160(%rdx), %xmm2
	addl	$8, %ecx
	prefetcht0	(%rdx)
	addq	$64, %rdx
	vsubsd	%xmm0, %xmm2, %xmm2
	vaddsd	%xmm1, %xmm2, %xmm0
	vsubsd	%xmm1, %xmm0, %xmm1
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovsd	-216(%rdx), %xmm2
	vsubsd	%xmm1, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm1
	vsubsd	%xmm0, %xmm1, %xmm0
	vsubsd	%xmm2, %xmm0, %xmm0
	vmovsd	-208(%rdx), %xmm2
	vsubsd	%xmm0, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm0
	vsubsd	%xmm1, %xmm0, %xmm1
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovsd	-200(%rdx), %xmm2
	vsubsd	%xmm1, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm1
	vsubsd	%xmm0, %xmm1, %xmm0
	vsubsd	%xmm2, %xmm0, %xmm0
	vmovsd	-192(%rdx), %xmm2
	vsubsd	%xmm0, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm0
	vsubsd	%xmm1, %xmm0, %xmm1
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovsd	-184(%rdx), %xmm2
	vsubsd	%xmm1, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm1
	vsubsd	%xmm0, %xmm1, %xmm0
	vsubsd	%xmm2, %xmm0, %xmm0
	vmovsd	-176(%rdx), %xmm2
	vsubsd	%xmm0, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm1, %xmm0
	vsubsd	%xmm1, %xmm0, %xmm1
	vsubsd	%xmm2, %xmm1, %xmm1
	vmovsd	-168(%rdx), %xmm2
	cmpl	%eax, %ecx
	vsubsd	%xmm1, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm1
	vsubsd	%xmm0, %xmm1, %xmm0
	vsubsd	%xmm2, %xmm0, %xmm0
	jne	.L59
