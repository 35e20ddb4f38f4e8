	vmovsd	-72(%rdx), %xmm3
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovsd	-64(%rdx), %xmm1
	addl	$8, %ecx
	prefetcht0	(%rdx)
	addq	$64, %rdx
	vaddsd	%xmm3, %xmm0, %xmm0
	vdivsd	%xmm2, %xmm0, %xmm0
	vmovsd	%xmm0, -144(%rdx)
	vaddsd	%xmm0, %xmm3, %xmm0
	vmovsd	-120(%rdx), %xmm3
	vaddsd	%xmm1, %xmm0, %xmm0
	vdivsd	%xmm2, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovsd	%xmm0, -136(%rdx)
	vmovsd	-112(%rdx), %xmm0
	vaddsd	%xmm3, %xmm1, %xmm1
	vdivsd	%xmm2, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm3, %xmm3
	vmovsd	%xmm1, -128(%rdx)
	vmovsd	-104(%rdx), %xmm1
	vaddsd	%xmm0, %xmm3, %xmm3
	vdivsd	%xmm2, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm0, %xmm0
	vmovsd	%xmm3, -120(%rdx)
	vmovsd	-96(%rdx), %xmm3
	vaddsd	%xmm1, %xmm0, %xmm0
	vdivsd	%xmm2, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovsd	%xmm0, -112(%rdx)
	vmovsd	-88(%rdx), %xmm0
	vaddsd	%xmm3, %xmm1, %xmm1
	vdivsd	%xmm2, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm3, %xmm3
	vmovsd	%xmm1, -104(%rdx)
	vmovsd	-80(%rdx), %xmm1
	vaddsd	%xmm0, %xmm3, %xmm3
	vdivsd	%xmm2, %xmm3, %xmm3
	vaddsd	%xmm3, %xmm0, %xmm0
	vmovsd	%xmm3, -96(%rdx)
	vaddsd	%xmm1, %xmm0, %xmm0
	vdivsd	%xmm2, %xmm0, %xmm0
	vmovsd	%xmm0, -88(%rdx)
	cmpl	%eax, %ecx
	jne	.L153
