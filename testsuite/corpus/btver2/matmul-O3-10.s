	vmovupd	(%rsi), %xmm2
	movl	%eax, %edx
	movl	-24(%rsp), %edi
	addl	$4, %eax
	prefetcht0	320(%rsi)
	prefetcht0	320(%rcx)
	addq	$64, %rsi
	addq	$64, %rcx
	vmulpd	-64(%rcx), %xmm2, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
	vunpckhpd	%xmm2, %xmm2, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovupd	-48(%rcx), %xmm0
	vmulpd	-48(%rsi), %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm2
	vmovupd	-32(%rcx), %xmm0
	vaddsd	%xmm1, %xmm2, %xmm2
	vmulpd	-32(%rsi), %xmm0, %xmm0
	vaddsd	%xmm0, %xmm2, %xmm2
	vunpckhpd	%xmm0, %xmm0, %xmm1
	vmovupd	-16(%rcx), %xmm0
	vaddsd	%xmm2, %xmm1, %xmm1
	vmulpd	-16(%rsi), %xmm0, %xmm0
	cmpl	%edi, %edx
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	jne	.L96
