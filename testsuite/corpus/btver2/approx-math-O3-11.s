	vmovupd	(%rsi), %xmm2
	prefetcht0	160(%rsi)
	movl	%eax, %r11d
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	160(%rdi)
	addq	$64, %rdi
	vmulpd	%xmm2, %xmm2, %xmm0
	vaddpd	%xmm3, %xmm0, %xmm1
	vmulpd	%xmm4, %xmm0, %xmm0
	vmulpd	%xmm2, %xmm1, %xmm1
	vmovupd	-48(%rsi), %xmm2
	vaddpd	%xmm3, %xmm0, %xmm0
	vdivpd	%xmm0, %xmm1, %xmm0
	vmovupd	%xmm0, -64(%rdi)
	vmulpd	%xmm2, %xmm2, %xmm0
	vaddpd	%xmm3, %xmm0, %xmm1
	vmulpd	%xmm4, %xmm0, %xmm0
	vmulpd	%xmm2, %xmm1, %xmm1
	vmovupd	-32(%rsi), %xmm2
	vaddpd	%xmm3, %xmm0, %xmm0
	vdivpd	%xmm0, %xmm1, %xmm0
	vmovupd	%xmm0, -48(%rdi)
	vmulpd	%xmm2, %xmm2, %xmm0
	vaddpd	%xmm3, %xmm0, %xmm1
	vmulpd	%xmm4, %xmm0, %xmm0
	vmulpd	%xmm2, %xmm1, %xmm1
	vmovupd	-16(%rsi), %xmm2
	vaddpd	%xmm3, %xmm0, %xmm0
	vdivpd	%xmm0, %xmm1, %xmm0
	vmovupd	%xmm0, -32(%rdi)
	vmulpd	%xmm2, %xmm2, %xmm0
	vaddpd	%xmm3, %xmm0, %xmm1
	vmulpd	%xmm4, %xmm0, %xmm0
	vmulpd	%xmm2, %xmm1, %xmm1
	vaddpd	%xmm3, %xmm0, %xmm0
	vdivpd	%xmm0, %xmm1, %xmm0
	vmovupd	%xmm0, -16(%rdi)
	cmpl	%ecx, %r11d
	jne	.L107
