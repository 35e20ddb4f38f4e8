	vmovupd	(%rax), %xmm0
	movl	%r8d, %r9d
	prefetcht0	320(%rax)
	addl	$4, %r8d
	addq	$64, %rax
	vcmpltpd	%xmm2, %xmm0, %xmm5
	vxorpd	%xmm4, %xmm0, %xmm3
	vblendvpd	%xmm5, %xmm3, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm3
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm3, %xmm0, %xmm1
	vmovupd	-48(%rax), %xmm0
	vcmpltpd	%xmm2, %xmm0, %xmm5
	vxorpd	%xmm4, %xmm0, %xmm3
	vblendvpd	%xmm5, %xmm3, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm1
	vmovupd	-32(%rax), %xmm0
	vcmpltpd	%xmm2, %xmm0, %xmm5
	vxorpd	%xmm4, %xmm0, %xmm3
	vblendvpd	%xmm5, %xmm3, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovupd	-16(%rax), %xmm1
	cmpl	%edx, %r9d
	vcmpltpd	%xmm2, %xmm1, %xmm5
	vxorpd	%xmm4, %xmm1, %xmm3
	vblendvpd	%xmm5, %xmm3, %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm1
	jne	.L93
