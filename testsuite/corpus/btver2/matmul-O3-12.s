	vmovupd	(%r15), %xmm1
	movl	%eax, %edx
	prefetcht0	320(%r14)
	addl	$4, %eax
	addq	$64, %r14
	prefetcht0	320(%r15)
	addq	$64, %r15
	vmulpd	-64(%r14), %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovupd	-48(%r15), %xmm0
	vmulpd	-48(%r14), %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm2
	vmovupd	-32(%r15), %xmm0
	vaddsd	%xmm1, %xmm2, %xmm2
	vmulpd	-32(%r14), %xmm0, %xmm0
	vaddsd	%xmm0, %xmm2, %xmm2
	vunpckhpd	%xmm0, %xmm0, %xmm1
	vmovupd	-16(%r15), %xmm0
	vaddsd	%xmm2, %xmm1, %xmm1
	vmulpd	-16(%r14), %xmm0, %xmm0
	cmpl	%r11d, %edx
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	jne	.L120
