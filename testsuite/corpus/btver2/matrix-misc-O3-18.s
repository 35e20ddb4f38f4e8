	vmovupd	(%rdi), %xmm2
	movl	%eax, %edx
	vmovupd	16(%rdi), %xmm1
	addl	$4, %eax
	movl	-16(%rsp), %ecx
	prefetcht0	320(%rdi)
	prefetcht0	320(%rsi)
	addq	$64, %rdi
	addq	$64, %rsi
	vmulpd	-64(%rsi), %xmm2, %xmm2
	vmulpd	-48(%rsi), %xmm1, %xmm1
	vsubsd	%xmm2, %xmm0, %xmm0
	vunpckhpd	%xmm2, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm0, %xmm0
	vsubsd	%xmm1, %xmm0, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	vmovupd	-32(%rsi), %xmm1
	vmulpd	-32(%rdi), %xmm1, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	vmovupd	-16(%rsi), %xmm1
	vmulpd	-16(%rdi), %xmm1, %xmm1
	cmpl	%ecx, %edx
	vsubsd	%xmm1, %xmm0, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	jne	.L187
