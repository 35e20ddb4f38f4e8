	vmovsd	-56(%rbx), %xmm1
	addl	$8, %r12d
	vmovsd	-56(%r11), %xmm3
	prefetcht0	(%rbx)
	prefetcht0	(%r11)
	addq	$64, %rbx
	addq	$64, %r11
	prefetcht0	(%r9)
	addq	$64, %r9
	vsubsd	%xmm7, %xmm1, %xmm1
	vsubsd	%xmm6, %xmm3, %xmm3
	vmulsd	%xmm1, %xmm1, %xmm2
	vmulsd	%xmm3, %xmm3, %xmm0
	vaddsd	%xmm2, %xmm0, %xmm0
	vmovsd	-120(%r9), %xmm2
	vaddsd	%xmm8, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm0
	vdivsd	%xmm0, %xmm2, %xmm0
	vmovsd	-112(%rbx), %xmm2
	vsubsd	%xmm7, %xmm2, %xmm2
	vmulsd	%xmm1, %xmm0, %xmm1
	vmulsd	%xmm3, %xmm0, %xmm0
	vaddsd	%xmm4, %xmm1, %xmm4
	vmovsd	-112(%r11), %xmm1
	vaddsd	%xmm5, %xmm0, %xmm5
	vmulsd	%xmm2, %xmm2, %xmm0
	vsubsd	%xmm6, %xmm1, %xmm1
	vmulsd	%xmm1, %xmm1, %xmm3
	vaddsd	%xmm3, %xmm0, %xmm0
	vmovsd	-112(%r9), %xmm3
	vaddsd	%xmm8, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm0
	vdivsd	%xmm0, %xmm3, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm2
	vmulsd	%xmm0, %xmm1, %xmm1
	vaddsd	%xmm4, %xmm2, %xmm4
	vmovsd	-104(%rbx), %xmm2
	vaddsd	%xmm5, %xmm1, %xmm3
	vmovsd	-104(%r11), %xmm1
	vsubsd	%xmm7, %xmm2, %xmm2
	vsubsd	%xmm6, %xmm1, %xmm1
	vmulsd	%xmm2, %xmm2, %xmm0
	vmulsd	%xmm1, %xmm1, %xmm5
	vaddsd	%xmm5, %xmm0, %xmm0
	vmovsd	-104(%r9), %xmm5
	vaddsd	%xmm8, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm0
	vdivsd	%xmm0, %xmm5, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm2
	vmulsd	%xmm0, %xmm1, %xmm1
	vaddsd	%xmm4, %xmm2, %xmm4
	vmovsd	-96(%rbx), %xmm2
	vaddsd	%xmm3, %xmm1, %xmm3
	vmovsd	-96(%r11), %xmm1
	vsubsd	%xmm7, %xmm2, %xmm2
	vsubsd	%xmm6, %xmm1, %xmm1
	vmulsd	%xmm2, %xmm2, %xmm0
	vmulsd	%xmm1, %xmm1, %xmm5
	vaddsd	%xmm5, %xmm0, %xmm0
	vmovsd	-96(%r9), %xmm5
	vaddsd	%xmm8, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm0
	vdivsd	%xmm0, %xmm5, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm2
	vmulsd	%xmm0, %xmm1, %xmm1
	vaddsd	%xmm4, %xmm2, %xmm4
	vmovsd	-88(%rbx), %xmm2
	vaddsd	%xmm3, %xmm1, %xmm3
	vmovsd	-88(%r11), %xmm1
	vsubsd	%xmm7, %xmm2, %xmm2
	vsubsd	%xmm6, %xmm1, %xmm1
	vmulsd	%xmm2, %xmm2, %xmm0
	vmulsd	%xmm1, %xmm1, %xmm5
	vaddsd	%xmm5, %xmm0, %xmm0
	vmovsd	-88(%r9), %xmm5
	vaddsd	%xmm8, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm0
	vdivsd	%xmm0, %xmm5, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm2
	vmulsd	%xmm0, %xmm1, %xmm1
	vaddsd	%xmm4, %xmm2, %xmm4
	vmovsd	-80(%rbx), %xmm2
	vaddsd	%xmm3, %xmm1, %xmm3
	vmovsd	-80(%r11), %xmm1
	vsubsd	%xmm7, %xmm2, %xmm2
	vsubsd	%xmm6, %xmm1, %xmm1
	vmulsd	%xmm2, %xmm2, %xmm0
	vmulsd	%xmm1, %xmm1, %xmm5
	vaddsd	%xmm5, %xmm0, %xmm0
	vmovsd	-80(%r9), %xmm5
	vaddsd	%xmm8, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm0
	vdivsd	%xmm0, %xmm5, %xmm0
	vmulsd	%xmm0, %xmm2, %xmm2
	vmulsd	%xmm0, %xmm1, %xmm1
	vaddsd	%xmm4, %xmm2, %xmm4
	vmovsd	-72(%rbx), %xmm2
	vaddsd	%xmm3, %xmm1, %xmm3
	vmovsd	-72(%r11), %xmm1
	vsubsd	%xmm7, %xmm2, %xmm2
	vsubsd	%xmm6, %xmm1, %xmm1
	vmulsd	%xmm2, %xmm2, %xmm0
	vmulsd	%xmm1, %xmm1, %xmm5
	vaddsd	%xmm5, %xmm0, %xmm0
	vmovsd	-72(%r9), %xmm5
	vaddsd	%xmm8, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm0
	vdivsd	%xmm0, %xmm5, %xmm0
	vmovsd	-64(%r11), %xmm5
	vsubsd	%xmm6, %xmm5, %xmm5
	vmulsd	%xmm0, %xmm2, %xmm2
	vmulsd	%xmm0, %xmm1, %xmm1
	vaddsd	%xmm4, %xmm2, %xmm2
	vmovsd	-64(%rbx), %xmm4
	vaddsd	%xmm3, %xmm1, %xmm1
	vmulsd	%xmm5, %xmm5, %xmm3
	vsubsd	%xmm7, %xmm4, %xmm4
	vmulsd	%xmm4, %xmm4, %xmm0
	vaddsd	%xmm3, %xmm0, %xmm0
	vmovsd	-64(%r9), %xmm3
	cmpl	%eax, %r12d
	vaddsd	%xmm8, %xmm0, %xmm0
	vmulsd	%xmm0, %xmm0, %xmm0
	vdivsd	%xmm0, %xmm3, %xmm0
	vmulsd	%xmm0, %xmm4, %xmm4
	vmulsd	%xmm0, %xmm5, %xmm5
	vaddsd	%xmm2, %xmm4, %xmm4
	vaddsd	%xmm1, %xmm5, %xmm5
	jne	.L13
