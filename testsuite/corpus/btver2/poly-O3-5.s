	vmovupd	(%rsi), %xmm7
	prefetcht0	192(%rsi)
	movl	%eax, %r11d
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	192(%rdi)
	addq	$64, %rdi
	vmulpd	%xmm1, %xmm7, %xmm0
	vaddpd	%xmm2, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm4, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm5, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vmovupd	-48(%rsi), %xmm7
	vaddpd	%xmm6, %xmm0, %xmm0
	vmovupd	%xmm0, -64(%rdi)
	vmulpd	%xmm1, %xmm7, %xmm0
	vaddpd	%xmm2, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm4, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm5, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vmovupd	-32(%rsi), %xmm7
	vaddpd	%xmm6, %xmm0, %xmm0
	vmovupd	%xmm0, -48(%rdi)
	vmulpd	%xmm1, %xmm7, %xmm0
	vaddpd	%xmm2, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm4, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm5, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vmovupd	-16(%rsi), %xmm7
	vaddpd	%xmm6, %xmm0, %xmm0
	vmovupd	%xmm0, -32(%rdi)
	vmulpd	%xmm1, %xmm7, %xmm0
	vaddpd	%xmm2, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm4, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm5, %xmm0, %xmm0
	vmulpd	%xmm7, %xmm0, %xmm0
	vaddpd	%xmm6, %xmm0, %xmm0
	vmovupd	%xmm0, -16(%rdi)
	cmpl	%ecx, %r11d
	jne	.L23
