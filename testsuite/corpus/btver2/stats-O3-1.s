	vmovupd	(%rsi), %xmm1
	movl	%eax, %r11d
	vmovupd	(%rdi), %xmm2
	addl	$4, %eax
	prefetcht0	272(%rsi)
	prefetcht0	272(%rdi)
	addq	$64, %rsi
	addq	$64, %rdi
	vsubpd	%xmm6, %xmm1, %xmm1
	vsubpd	%xmm7, %xmm2, %xmm2
	vmulpd	%xmm2, %xmm1, %xmm1
	vmovupd	-48(%rdi), %xmm2
	vaddsd	%xmm1, %xmm0, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vsubpd	%xmm7, %xmm2, %xmm2
	vaddsd	%xmm0, %xmm1, %xmm1
	vmovupd	-48(%rsi), %xmm0
	vsubpd	%xmm6, %xmm0, %xmm0
	vmulpd	%xmm2, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm2
	vmovupd	-32(%rsi), %xmm0
	vaddsd	%xmm1, %xmm2, %xmm2
	vmovupd	-32(%rdi), %xmm1
	vsubpd	%xmm6, %xmm0, %xmm0
	vsubpd	%xmm7, %xmm1, %xmm1
	vmulpd	%xmm1, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm2, %xmm2
	vunpckhpd	%xmm0, %xmm0, %xmm1
	vmovupd	-16(%rsi), %xmm0
	vaddsd	%xmm2, %xmm1, %xmm1
	vmovupd	-16(%rdi), %xmm2
	cmpl	%ecx, %r11d
	vsubpd	%xmm6, %xmm0, %xmm0
	vsubpd	%xmm7, %xmm2, %xmm2
	vmulpd	%xmm2, %xmm0, %xmm0
	vaddsd	%xmm0, %xmm1, %xmm1
	vunpckhpd	%xmm0, %xmm0, %xmm0
	vaddsd	%xmm1, %xmm0, %xmm0
	jne	.L5
