	vmovddup	-56(%r11), %xmm1
	vmovddup	-56(%r10), %xmm8
	vsubpd	%xmm6, %xmm1, %xmm1
	addl	$8, %r13d
	vsubpd	%xmm5, %xmm8, %xmm8
	prefetcht0	(%r11)
	prefetcht0	(%r10)
	addq	$64, %r11
	vmulpd	%xmm1, %xmm1, %xmm2
	addq	$64, %r10
	prefetcht0	(%r8)
	addq	$64, %r8
	vmulpd	%xmm8, %xmm8, %xmm0
	vaddpd	%xmm2, %xmm0, %xmm0
	vmovddup	-120(%r8), %xmm2
	vaddpd	%xmm7, %xmm0, %xmm0
	vmulpd	%xmm0, %xmm0, %xmm0
	vdivpd	%xmm0, %xmm2, %xmm0
	vmovddup	-112(%r11), %xmm2
	vsubpd	%xmm6, %xmm2, %xmm2
	vmulpd	%xmm1, %xmm0, %xmm1
	vmulpd	%xmm8, %xmm0, %xmm0
	vaddpd	%xmm3, %xmm1, %xmm3
	vmovddup	-112(%r10), %xmm1
	vsubpd	%xmm5, %xmm1, %xmm1
	vaddpd	%xmm4, %xmm0, %xmm4
	vmulpd	%xmm2, %xmm2, %xmm0
	vmulpd	%xmm1, %xmm1, %xmm8
	vaddpd	%xmm8, %xmm0, %xmm0
	vmovddup	-112(%r8), %xmm8
	vaddpd	%xmm7, %xmm0, %xmm0
	vmulpd	%xmm0, %xmm0, %xmm0
	vdivpd	%xmm0, %xmm8, %xmm0
	vmulpd	%xmm0, %xmm2, %xmm2
	vmulpd	%xmm0, %xmm1, %xmm1
	vaddpd	%xmm3, %xmm2, %xmm8
	vmovddup	-104(%r11), %xmm2
	vsubpd	%xmm6, %xmm2, %xmm2
	vaddpd	%xmm4, %xmm1, %xmm3
	vmovddup	-104(%r10), %xmm1
	vsubpd	%xmm5, %xmm1, %xmm1
	vmulpd	%xmm2, %xmm2, %xmm0
	vmulpd	%xmm1, %xmm1, %xmm4
	vaddpd	%xmm4, %xmm0, %xmm0
	vmovddup	-104(%r8), %xmm4
	vaddpd	%xmm7, %xmm0, %xmm0
	vmulpd	%xmm0, %xmm0, %xmm0
	vdivpd	%xmm0, %xmm4, %xmm0
	vmulpd	%xmm0, %xmm2, %xmm2
	vmulpd	%xmm0, %xmm1, %xmm1
	vaddpd	%xmm8, %xmm2, %xmm4
	vmovddup	-96(%r11), %xmm2
	vsubpd	%xmm6, %xmm2, %xmm2
	vaddpd	%xmm3, %xmm1, %xmm3
	vmovddup	-96(%r10), %xmm1
	vsubpd	%xmm5, %xmm1, %xmm1
	vmulpd	%xmm2, %xmm2, %xmm0
	vmulpd	%xmm1, %xmm1, %xmm8
	vaddpd	%xmm8, %xmm0, %xmm0
	vmovddup	-96(%r8), %xmm8
	vaddpd	%xmm7, %xmm0, %xmm0
	vmulpd	%xmm0, %xmm0, %xmm0
	vdivpd	%xmm0, %xmm8, %xmm0
	vmulpd	%xmm0, %xmm2, %xmm2
	vmulpd	%xmm0, %xmm1, %xmm1
	vaddpd	%xmm4, %xmm2, %xmm4
	vmovddup	-88(%r11), %xmm2
	vsubpd	%xmm6, %xmm2, %xmm2
	vaddpd	%xmm3, %xmm1, %xmm3
	vmovddup	-88(%r10), %xmm1
	vsubpd	%xmm5, %xmm1, %xmm1
	vmulpd	%xmm2, %xmm2, %xmm0
	vmulpd	%xmm1, %xmm1, %xmm8
	vaddpd	%xmm8, %xmm0, %xmm0
	vmovddup	-88(%r8), %xmm8
	vaddpd	%xmm7, %xmm0, %xmm0
	vmulpd	%xmm0, %xmm0, %xmm0
	vdivpd	%xmm0, %xmm8, %xmm0
	vmulpd	%xmm0, %xmm2, %xmm2
	vmulpd	%xmm0, %xmm1, %xmm1
	vaddpd	%xmm4, %xmm2, %xmm4
	vmovddup	-80(%r11), %xmm2
	vsubpd	%xmm6, %xmm2, %xmm2
	vaddpd	%xmm3, %xmm1, %xmm3
	vmovddup	-80(%r10), %xmm1
	vsubpd	%xmm5, %xmm1, %xmm1
	vmulpd	%xmm2, %xmm2, %xmm0
	vmulpd	%xmm1, %xmm1, %xmm8
	vaddpd	%xmm8, %xmm0, %xmm0
	vmovddup	-80(%r8), %xmm8
	vaddpd	%xmm7, %xmm0, %xmm0
	vmulpd	%xmm0, %xmm0, %xmm0
	vdivpd	%xmm0, %xmm8, %xmm0
	vmulpd	%xmm0, %xmm2, %xmm2
	vmulpd	%xmm0, %xmm1, %xmm1
	vaddpd	%xmm4, %xmm2, %xmm4
	vmovddup	-72(%r11), %xmm2
	vsubpd	%xmm6, %xmm2, %xmm2
	vaddpd	%xmm3, %xmm1, %xmm3
	vmovddup	-72(%r10), %xmm1
	vsubpd	%xmm5, %xmm1, %xmm1
	vmulpd	%xmm2, %xmm2, %xmm0
	vmulpd	%xmm1, %xmm1, %xmm8
	vaddpd	%xmm8, %xmm0, %xmm0
	vmovddup	-72(%r8), %xmm8
	vaddpd	%xmm7, %xmm0, %xmm0
	vmulpd	%xmm0, %xmm0, %xmm0
	vdivpd	%xmm0, %xmm8, %xmm0
	vmulpd	%xmm0, %xmm2, %xmm2
	vmulpd	%xmm0, %xmm1, %xmm1
	vaddpd	%xmm4, %xmm2, %xmm2
	vmovddup	-64(%r10), %xmm4
	vsubpd	%xmm5, %xmm4, %xmm4
	vaddpd	%xmm3, %xmm1, %xmm1
	vmovddup	-64(%r11), %xmm3
	vsubpd	%xmm6, %xmm3, %xmm3
	vmulpd	%xmm4, %xmm4, %xmm8
	vmulpd	%xmm3, %xmm3, %xmm0
	vaddpd	%xmm8, %xmm0, %xmm0
	vmovddup	-64(%r8), %xmm8
	cmpl	%r14d, %r13d
	vaddpd	%xmm7, %xmm0, %xmm0
	vmulpd	%xmm0, %xmm0, %xmm0
	vdivpd	%xmm0, %xmm8, %xmm0
	vmulpd	%xmm0, %xmm3, %xmm3
	vmulpd	%xmm0, %xmm4, %xmm4
	vaddpd	%xmm2, %xmm3, %xmm3
	vaddpd	%xmm1, %xmm4, %xmm4
	jne	.L8
