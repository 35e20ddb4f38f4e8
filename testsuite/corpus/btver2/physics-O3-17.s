	vsubpd	0(%r13), %xmm8, %xmm1
	movl	%edx, %r15d
	vsubpd	(%r12), %xmm9, %xmm6
	addl	$4, %edx
	prefetcht0	128(%r13)
	prefetcht0	128(%r12)
	addq	$64, %r13
	addq	$64, %r12
	vmulpd	%xmm1, %xmm1, %xmm1
	vmulpd	%xmm6, %xmm6, %xmm6
	vaddpd	%xmm6, %xmm1, %xmm1
	vaddpd	%xmm3, %xmm1, %xmm1
	vdivpd	%xmm1, %xmm3, %xmm1
	vaddsd	%xmm1, %xmm4, %xmm4
	vunpckhpd	%xmm1, %xmm1, %xmm6
	vsubpd	-48(%r13), %xmm8, %xmm1
	vaddsd	%xmm4, %xmm6, %xmm6
	vsubpd	-48(%r12), %xmm9, %xmm4
	vmulpd	%xmm1, %xmm1, %xmm1
	vmulpd	%xmm4, %xmm4, %xmm4
	vaddpd	%xmm4, %xmm1, %xmm1
	vaddpd	%xmm3, %xmm1, %xmm1
	vdivpd	%xmm1, %xmm3, %xmm1
	vaddsd	%xmm1, %xmm6, %xmm6
	vunpckhpd	%xmm1, %xmm1, %xmm4
	vsubpd	-32(%r13), %xmm8, %xmm1
	vaddsd	%xmm6, %xmm4, %xmm4
	vsubpd	-32(%r12), %xmm9, %xmm6
	vmulpd	%xmm1, %xmm1, %xmm1
	vmulpd	%xmm6, %xmm6, %xmm6
	vaddpd	%xmm6, %xmm1, %xmm1
	vsubpd	-16(%r12), %xmm9, %xmm6
	vaddpd	%xmm3, %xmm1, %xmm1
	vdivpd	%xmm1, %xmm3, %xmm1
	vaddsd	%xmm1, %xmm4, %xmm4
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vmulpd	%xmm6, %xmm6, %xmm6
	vaddsd	%xmm4, %xmm1, %xmm1
	vsubpd	-16(%r13), %xmm8, %xmm4
	cmpl	%ecx, %r15d
	vmulpd	%xmm4, %xmm4, %xmm4
	vaddpd	%xmm6, %xmm4, %xmm4
	vaddpd	%xmm3, %xmm4, %xmm4
	vdivpd	%xmm4, %xmm3, %xmm4
	vaddsd	%xmm4, %xmm1, %xmm1
	vunpckhpd	%xmm4, %xmm4, %xmm4
	vaddsd	%xmm1, %xmm4, %xmm4
	jne	.L126
