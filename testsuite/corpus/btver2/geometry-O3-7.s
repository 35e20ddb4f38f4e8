	vmovupd	(%r9), %xmm0
	movl	%edx, %ebp
	vmovupd	(%r8), %xmm1
	movq	%r9, %r11
	movq	%r8, %rbx
	addl	$4, %edx
	prefetcht0	192(%r9)
	prefetcht0	184(%r9)
	prefetcht0	192(%r8)
	addq	$64, %r9
	prefetcht0	184(%r8)
	addq	$64, %r8
	vsubpd	-72(%r9), %xmm0, %xmm0
	vsubpd	-72(%r8), %xmm1, %xmm1
	vmulpd	%xmm0, %xmm0, %xmm0
	vmulpd	%xmm1, %xmm1, %xmm1
	vaddpd	%xmm1, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm2, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm2
	vmovupd	-48(%r9), %xmm0
	vaddsd	%xmm1, %xmm2, %xmm2
	vmovupd	-48(%r8), %xmm1
	vsubpd	-56(%r9), %xmm0, %xmm0
	vsubpd	-56(%r8), %xmm1, %xmm1
	vmulpd	%xmm0, %xmm0, %xmm0
	vmulpd	%xmm1, %xmm1, %xmm1
	vaddpd	%xmm1, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm2, %xmm2
	vunpckhpd	%xmm0, %xmm0, %xmm1
	vmovupd	-32(%r9), %xmm0
	vaddsd	%xmm2, %xmm1, %xmm1
	vmovupd	-32(%r8), %xmm2
	vsubpd	-40(%r9), %xmm0, %xmm0
	vsubpd	-40(%r8), %xmm2, %xmm2
	vmulpd	%xmm0, %xmm0, %xmm0
	vmulpd	%xmm2, %xmm2, %xmm2
	vaddpd	%xmm2, %xmm0, %xmm0
	vmovupd	-16(%r9), %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovupd	-16(%r8), %xmm1
	vsubpd	-24(%r9), %xmm2, %xmm2
	vsubpd	-24(%r8), %xmm1, %xmm1
	cmpl	%ecx, %ebp
	vmulpd	%xmm2, %xmm2, %xmm2
	vmulpd	%xmm1, %xmm1, %xmm1
	vaddpd	%xmm1, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vunpckhpd	%xmm2, %xmm2, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm2
	jne	.L64
