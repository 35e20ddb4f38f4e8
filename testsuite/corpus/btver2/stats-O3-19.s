	vmovupd	(%rdi), %xmm1
	movl	%eax, %r11d
	prefetcht0	272(%rsi)
	addl	$4, %eax
	addq	$64, %rsi
	prefetcht0	272(%rdi)
	addq	$64, %rdi
	vmulpd	-64(%rsi), %xmm1, %xmm3
	vaddsd	%xmm3, %xmm0, %xmm0
	vunpckhpd	%xmm3, %xmm3, %xmm3
	vaddsd	%xmm0, %xmm3, %xmm3
	vaddsd	%xmm1, %xmm2, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovupd	-48(%rdi), %xmm0
	vmulpd	-48(%rsi), %xmm0, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vaddsd	%xmm2, %xmm3, %xmm3
	vunpckhpd	%xmm2, %xmm2, %xmm4
	vunpckhpd	%xmm0, %xmm0, %xmm2
	vmovupd	-32(%rdi), %xmm0
	vaddsd	%xmm1, %xmm2, %xmm2
	vaddsd	%xmm3, %xmm4, %xmm4
	vmulpd	-32(%rsi), %xmm0, %xmm1
	vaddsd	%xmm0, %xmm2, %xmm2
	vaddsd	%xmm1, %xmm4, %xmm4
	vunpckhpd	%xmm1, %xmm1, %xmm3
	vunpckhpd	%xmm0, %xmm0, %xmm1
	vaddsd	%xmm2, %xmm1, %xmm1
	vmovupd	-16(%rdi), %xmm2
	vaddsd	%xmm4, %xmm3, %xmm3
	vmulpd	-16(%rsi), %xmm2, %xmm0
	vaddsd	%xmm2, %xmm1, %xmm1
	cmpl	%ecx, %r11d
	vunpckhpd	%xmm2, %xmm2, %xmm2
	vaddsd	%xmm1, %xmm2, %xmm2
	vaddsd	%xmm0, %xmm3, %xmm3
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm3, %xmm0, %xmm0
	jne	.L148
