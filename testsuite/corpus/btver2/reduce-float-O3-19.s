	vmovupd	(%rax), %xmm1
	movl	%r9d, %r10d
	prefetcht0	320(%rax)
	addl	$4, %r9d
	addq	$64, %rax
	vaddsd	%xmm1, %xmm0, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm3
	vmulpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm0, %xmm3, %xmm3
	vaddsd	%xmm1, %xmm2, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovupd	-48(%rax), %xmm0
	vaddsd	%xmm0, %xmm3, %xmm3
	vunpckhpd	%xmm0, %xmm0, %xmm2
	vmulpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm3, %xmm2, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm1
	vmovupd	-32(%rax), %xmm0
	vaddsd	%xmm0, %xmm2, %xmm2
	vunpckhpd	%xmm0, %xmm0, %xmm3
	vmulpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm2, %xmm3, %xmm3
	vmovupd	-16(%rax), %xmm2
	cmpl	%ecx, %r10d
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm1
	vaddsd	%xmm2, %xmm3, %xmm3
	vunpckhpd	%xmm2, %xmm2, %xmm0
	vmulpd	%xmm2, %xmm2, %xmm2
	vaddsd	%xmm3, %xmm0, %xmm0
	vaddsd	%xmm2, %xmm1, %xmm1
	vunpckhpd	%xmm2, %xmm2, %xmm2
	vaddsd	%xmm1, %xmm2, %xmm2
	jne	.L137
