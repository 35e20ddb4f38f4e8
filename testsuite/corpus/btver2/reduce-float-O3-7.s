	vmovupd	(%rdi), %xmm1
	movl	%eax, %r11d
	prefetcht0	320(%rsi)
	addl	$4, %eax
	addq	$64, %rsi
	prefetcht0	320(%rdi)
	addq	$64, %rdi
	vmulpd	-64(%rsi), %xmm1, %xmm1
	vaddsd	%xmm1, %xmm0, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovupd	-48(%rdi), %xmm0
	vmulpd	-48(%rsi), %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm2
	vmovupd	-32(%rdi), %xmm0
	vaddsd	%xmm1, %xmm2, %xmm2
	vmulpd	-32(%rsi), %xmm0, %xmm0
	vaddsd	%xmm0, %xmm2, %xmm2
	vunpckhpd	%xmm0, %xmm0, %xmm1
	vmovupd	-16(%rdi), %xmm0
	vaddsd	%xmm2, %xmm1, %xmm1
	vmulpd	-16(%rsi), %xmm0, %xmm0
	cmpl	%ecx, %r11d
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	jne	.L57
