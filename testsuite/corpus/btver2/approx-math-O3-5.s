	vmovupd	(%rsi), %xmm3
	prefetcht0	80(%rsi)
	movl	%eax, %r11d
	addq	$64, %rsi
	addl	$4, %eax
	prefetchw	80(%rdi)
	addq	$64, %rdi
	vmulpd	%xmm3, %xmm3, %xmm1
	vdivpd	%xmm4, %xmm1, %xmm0
	vdivpd	%xmm5, %xmm1, %xmm7
	vsubpd	%xmm0, %xmm2, %xmm0
	vdivpd	%xmm6, %xmm1, %xmm1
	vmulpd	%xmm7, %xmm0, %xmm0
	vsubpd	%xmm0, %xmm2, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vsubpd	%xmm0, %xmm2, %xmm0
	vmulpd	%xmm3, %xmm0, %xmm0
	vmovupd	-48(%rsi), %xmm3
	vmovupd	%xmm0, -64(%rdi)
	vmulpd	%xmm3, %xmm3, %xmm1
	vdivpd	%xmm4, %xmm1, %xmm0
	vdivpd	%xmm5, %xmm1, %xmm7
	vsubpd	%xmm0, %xmm2, %xmm0
	vdivpd	%xmm6, %xmm1, %xmm1
	vmulpd	%xmm7, %xmm0, %xmm0
	vsubpd	%xmm0, %xmm2, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vsubpd	%xmm0, %xmm2, %xmm0
	vmulpd	%xmm3, %xmm0, %xmm0
	vmovupd	-32(%rsi), %xmm3
	vmovupd	%xmm0, -48(%rdi)
	vmulpd	%xmm3, %xmm3, %xmm1
	vdivpd	%xmm4, %xmm1, %xmm0
	vdivpd	%xmm5, %xmm1, %xmm7
	vsubpd	%xmm0, %xmm2, %xmm0
	vdivpd	%xmm6, %xmm1, %xmm1
	vmulpd	%xmm7, %xmm0, %xmm0
	vsubpd	%xmm0, %xmm2, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vsubpd	%xmm0, %xmm2, %xmm0
	vmulpd	%xmm3, %xmm0, %xmm0
	vmovupd	-16(%rsi), %xmm3
	vmovupd	%xmm0, -32(%rdi)
	vmulpd	%xmm3, %xmm3, %xmm1
	vdivpd	%xmm4, %xmm1, %xmm0
	vdivpd	%xmm5, %xmm1, %xmm7
	vsubpd	%xmm0, %xmm2, %xmm0
	vdivpd	%xmm6, %xmm1, %xmm1
	vmulpd	%xmm7, %xmm0, %xmm0
	vsubpd	%xmm0, %xmm2, %xmm0
	vmulpd	%xmm1, %xmm0, %xmm0
	vsubpd	%xmm0, %xmm2, %xmm0
	vmulpd	%xmm3, %xmm0, %xmm0
	vmovupd	%xmm0, -16(%rdi)
	cmpl	%ecx, %r11d
	jne	.L48
