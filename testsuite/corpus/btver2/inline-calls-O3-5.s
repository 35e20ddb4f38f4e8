	vmovupd	(%rax), %xmm1
	movl	%r8d, %r9d
	prefetcht0	400(%rax)
	addl	$4, %r8d
	addq	$64, %rax
	vmulpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovupd	-48(%rax), %xmm0
	vmulpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm2
	vmovupd	-32(%rax), %xmm0
	vaddsd	%xmm1, %xmm2, %xmm2
	vmulpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm2, %xmm2
	vunpckhpd	%xmm0, %xmm0, %xmm1
	vmovupd	-16(%rax), %xmm0
	cmpl	%edx, %r9d
	vaddsd	%xmm2, %xmm1, %xmm1
	vmulpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	jne	.L43
