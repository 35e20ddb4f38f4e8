	vmovupd	(%r8), %xmm1
	movl	%ecx, %r11d
	prefetcht0	320(%r9)
	addl	$4, %ecx
	addq	$64, %r9
	prefetcht0	320(%r8)
	addq	$64, %r8
	vmulpd	-64(%r9), %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovupd	-48(%r8), %xmm0
	vmulpd	-48(%r9), %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm2
	vmovupd	-32(%r8), %xmm0
	vaddsd	%xmm1, %xmm2, %xmm2
	vmulpd	-32(%r9), %xmm0, %xmm0
	vaddsd	%xmm0, %xmm2, %xmm2
	vunpckhpd	%xmm0, %xmm0, %xmm1
	vmovupd	-16(%r8), %xmm0
	vaddsd	%xmm2, %xmm1, %xmm1
	vmulpd	-16(%r9), %xmm0, %xmm0
	cmpl	%esi, %r11d
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	jne	.L182
