	vmovupd	(%rsi), %xmm1
	prefetcht0	256(%rsi)
	movl	%eax, %ebx
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	256(%rdi)
	addq	$64, %rdi
	vmulpd	%xmm4, %xmm1, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vaddpd	%xmm3, %xmm1, %xmm1
	vaddpd	%xmm1, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm2, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm2
	vmovupd	%xmm0, -64(%rdi)
	vaddsd	%xmm1, %xmm2, %xmm2
	vmovupd	-48(%rsi), %xmm1
	vmulpd	%xmm4, %xmm1, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vaddpd	%xmm3, %xmm1, %xmm1
	vaddpd	%xmm1, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm2, %xmm2
	vunpckhpd	%xmm0, %xmm0, %xmm1
	vmovupd	%xmm0, -48(%rdi)
	vaddsd	%xmm2, %xmm1, %xmm1
	vmovupd	-32(%rsi), %xmm2
	vmulpd	%xmm4, %xmm2, %xmm0
	vmulpd	%xmm2, %xmm0, %xmm0
	vaddpd	%xmm3, %xmm2, %xmm2
	vaddpd	%xmm2, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovupd	%xmm0, -32(%rdi)
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	vmovupd	-16(%rsi), %xmm1
	vmulpd	%xmm4, %xmm1, %xmm2
	vmulpd	%xmm1, %xmm2, %xmm2
	vaddpd	%xmm3, %xmm1, %xmm1
	vaddpd	%xmm1, %xmm2, %xmm2
	vaddsd	%xmm2, %xmm0, %xmm0
	vmovupd	%xmm2, -16(%rdi)
	cmpl	%edx, %ebx
	vunpckhpd	%xmm2, %xmm2, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm2
	jne	.L120
