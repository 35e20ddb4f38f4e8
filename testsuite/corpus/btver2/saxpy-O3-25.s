	vmovupd	(%rsi), %xmm3
	prefetcht0	192(%rsi)
	vmovupd	(%r8), %xmm2
	prefetcht0	192(%r8)
	movl	%eax, %r11d
	addq	$64, %rsi
	addq	$64, %r8
	addl	$4, %eax
	vmulpd	%xmm5, %xmm3, %xmm4
	vmulpd	%xmm6, %xmm2, %xmm7
	vmulpd	%xmm6, %xmm3, %xmm3
	vmulpd	%xmm2, %xmm5, %xmm2
	vaddpd	%xmm7, %xmm4, %xmm4
	vmovupd	%xmm4, -64(%rsi)
	vsubpd	%xmm3, %xmm2, %xmm2
	vmovupd	-48(%rsi), %xmm3
	vmovupd	%xmm2, -64(%r8)
	vmovupd	-48(%r8), %xmm2
	vmulpd	%xmm3, %xmm5, %xmm4
	vmulpd	%xmm3, %xmm6, %xmm3
	vmulpd	%xmm2, %xmm6, %xmm7
	vmulpd	%xmm2, %xmm5, %xmm2
	vaddpd	%xmm7, %xmm4, %xmm4
	vsubpd	%xmm3, %xmm2, %xmm2
	vmovupd	-32(%rsi), %xmm3
	vmovupd	%xmm4, -48(%rsi)
	vmovupd	%xmm2, -48(%r8)
	vmovupd	-32(%r8), %xmm2
	vmulpd	%xmm3, %xmm5, %xmm4
	vmulpd	%xmm3, %xmm6, %xmm3
	vmulpd	%xmm2, %xmm6, %xmm7
	vmulpd	%xmm2, %xmm5, %xmm2
	vaddpd	%xmm7, %xmm4, %xmm4
	vsubpd	%xmm3, %xmm2, %xmm2
	vmovupd	-16(%rsi), %xmm3
	vmovupd	%xmm4, -32(%rsi)
	vmovupd	%xmm2, -32(%r8)
	vmovupd	-16(%r8), %xmm2
	vmulpd	%xmm3, %xmm5, %xmm4
	vmulpd	%xmm3, %xmm6, %xmm3
	vmulpd	%xmm2, %xmm6, %xmm7
	vmulpd	%xmm2, %xmm5, %xmm2
	vaddpd	%xmm7, %xmm4, %xmm4
	vsubpd	%xmm3, %xmm2, %xmm2
	vmovupd	%xmm4, -16(%rsi)
	vmovupd	%xmm2, -16(%r8)
	cmpl	%r9d, %r11d
	jne	.L191
