	vmovups	-160(%rax), %xmm7
	prefetcht0	(%rax)
	vmovups	-176(%rax), %xmm11
	addq	$48, %rax
	vmovups	-192(%rax), %xmm4
	vpermilps	$240, %xmm7, %xmm9
	vpalignr	$4, %xmm11, %xmm7, %xmm12
	vpermilps	$192, %xmm11, %xmm2
	vpalignr	$8, %xmm7, %xmm4, %xmm0
	vpalignr	$12, %xmm7, %xmm4, %xmm6
	vshufps	$175, %xmm7, %xmm11, %xmm1
	vpermilps	$252, %xmm0, %xmm0
	vpermilps	$192, %xmm12, %xmm12
	vpermilps	$252, %xmm6, %xmm6
	vmulps	%xmm2, %xmm2, %xmm2
	vpalignr	$8, %xmm11, %xmm7, %xmm10
	vpermilps	$192, %xmm10, %xmm10
	vmulps	%xmm12, %xmm12, %xmm12
	vshufps	$5, %xmm4, %xmm7, %xmm8
	vpermilps	$252, %xmm4, %xmm5
	vmulps	%xmm1, %xmm1, %xmm1
	vmulps	%xmm9, %xmm9, %xmm9
	vaddps	%xmm12, %xmm2, %xmm2
	vmulps	%xmm0, %xmm0, %xmm0
	vmulps	%xmm6, %xmm6, %xmm6
	vaddps	%xmm9, %xmm1, %xmm1
	vmulps	%xmm10, %xmm10, %xmm10
	vmulps	%xmm8, %xmm8, %xmm8
	vaddps	%xmm6, %xmm0, %xmm0
	vmulps	%xmm5, %xmm5, %xmm5
	vaddps	%xmm10, %xmm2, %xmm2
	vaddps	%xmm8, %xmm1, %xmm1
	vdivps	%xmm2, %xmm3, %xmm2
	vaddps	%xmm5, %xmm0, %xmm0
	vdivps	%xmm1, %xmm3, %xmm1
	vdivps	%xmm0, %xmm3, %xmm0
	vmulps	%xmm11, %xmm2, %xmm2
	vmulps	%xmm7, %xmm1, %xmm1
	vmulps	%xmm4, %xmm0, %xmm0
	vmovups	%xmm2, -224(%rax)
	vmovups	%xmm1, -208(%rax)
	vmovups	%xmm0, -192(%rax)
	cmpq	%rcx, %rax
	jne	.L82
