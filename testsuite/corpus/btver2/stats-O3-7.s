	vmovsd	-80(%rsi), %xmm1
	leal	1(%rdx), %r8d
	vcvtsi2sdl	%r8d, %xmm3, %xmm3
	leal	2(%rdx), %r8d
	prefetcht0	(%rsi)
	addq	$64, %rsi
	vsubsd	%xmm2, %xmm1, %xmm4
	vdivsd	%xmm3, %xmm4, %xmm3
	vaddsd	%xmm2, %xmm3, %xmm2
	vsubsd	%xmm2, %xmm1, %xmm1
	vmulsd	%xmm4, %xmm1, %xmm1
	vcvtsi2sdl	%r8d, %xmm4, %xmm4
	leal	3(%rdx), %r8d
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovsd	-136(%rsi), %xmm0
	vsubsd	%xmm2, %xmm0, %xmm3
	vdivsd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm2, %xmm4, %xmm4
	vsubsd	%xmm4, %xmm0, %xmm2
	vmovsd	-128(%rsi), %xmm0
	vmulsd	%xmm3, %xmm2, %xmm2
	vcvtsi2sdl	%r8d, %xmm3, %xmm3
	leal	4(%rdx), %r8d
	vsubsd	%xmm4, %xmm0, %xmm5
	vaddsd	%xmm1, %xmm2, %xmm2
	vdivsd	%xmm3, %xmm5, %xmm3
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsi2sdl	%r8d, %xmm4, %xmm4
	leal	5(%rdx), %r8d
	vsubsd	%xmm3, %xmm0, %xmm1
	vmovsd	-120(%rsi), %xmm0
	vmulsd	%xmm5, %xmm1, %xmm1
	vsubsd	%xmm3, %xmm0, %xmm5
	vaddsd	%xmm2, %xmm1, %xmm1
	vdivsd	%xmm4, %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm4
	vcvtsi2sdl	%r8d, %xmm3, %xmm3
	leal	6(%rdx), %r8d
	vsubsd	%xmm4, %xmm0, %xmm2
	vmovsd	-112(%rsi), %xmm0
	vmulsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm0, %xmm5
	vaddsd	%xmm1, %xmm2, %xmm2
	vdivsd	%xmm3, %xmm5, %xmm3
	vaddsd	%xmm4, %xmm3, %xmm3
	vcvtsi2sdl	%r8d, %xmm4, %xmm4
	leal	7(%rdx), %r8d
	addl	$8, %edx
	vsubsd	%xmm3, %xmm0, %xmm1
	vmovsd	-104(%rsi), %xmm0
	vmulsd	%xmm5, %xmm1, %xmm1
	vsubsd	%xmm3, %xmm0, %xmm5
	vaddsd	%xmm2, %xmm1, %xmm1
	vdivsd	%xmm4, %xmm5, %xmm4
	vaddsd	%xmm3, %xmm4, %xmm4
	vcvtsi2sdl	%r8d, %xmm3, %xmm3
	vsubsd	%xmm4, %xmm0, %xmm2
	vmovsd	-96(%rsi), %xmm0
	vmulsd	%xmm5, %xmm2, %xmm2
	vsubsd	%xmm4, %xmm0, %xmm5
	vaddsd	%xmm1, %xmm2, %xmm2
	vdivsd	%xmm3, %xmm5, %xmm3
	vaddsd	%xmm4, %xmm3, %xmm3
	vsubsd	%xmm3, %xmm0, %xmm1
	vmovsd	-88(%rsi), %xmm0
	cmpl	%eax, %edx
	vmulsd	%xmm5, %xmm1, %xmm1
	vsubsd	%xmm3, %xmm0, %xmm4
	vaddsd	%xmm2, %xmm1, %xmm1
	vcvtsi2sdl	%edx, %xmm2, %xmm2
	vdivsd	%xmm2, %xmm4, %xmm2
	vaddsd	%xmm3, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm0, %xmm0
	vmulsd	%xmm4, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	jne	.L57
