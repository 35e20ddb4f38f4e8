	vmovupd	(%rdi), %xmm3
	prefetcht0	160(%rcx)
	vmovupd	(%r10), %xmm4
	prefetcht0	160(%rsi)
	vmovupd	(%rcx), %xmm0
	prefetcht0	160(%rdi)
	vmovupd	(%rsi), %xmm1
	prefetcht0	160(%r10)
	prefetchw	160(%r11)
	prefetchw	160(%rbx)
	movl	%edx, %r15d
	addq	$64, %rcx
	addq	$64, %rsi
	addq	$64, %rdi
	vmulpd	%xmm4, %xmm3, %xmm5
	addq	$64, %r10
	addq	$64, %r11
	addq	$64, %rbx
	vmulpd	%xmm1, %xmm0, %xmm2
	addl	$4, %edx
	vmulpd	%xmm3, %xmm1, %xmm1
	vmovupd	-48(%rdi), %xmm3
	vmulpd	%xmm4, %xmm0, %xmm0
	vmovupd	-48(%r10), %xmm4
	vsubpd	%xmm5, %xmm2, %xmm2
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	-48(%rsi), %xmm1
	vmovupd	%xmm2, -64(%r11)
	vmulpd	%xmm4, %xmm3, %xmm5
	vmovupd	%xmm0, -64(%rbx)
	vmovupd	-48(%rcx), %xmm0
	vmulpd	%xmm1, %xmm0, %xmm2
	vmulpd	%xmm3, %xmm1, %xmm1
	vmovupd	-32(%rdi), %xmm3
	vmulpd	%xmm4, %xmm0, %xmm0
	vmovupd	-32(%r10), %xmm4
	vsubpd	%xmm5, %xmm2, %xmm2
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	-32(%rsi), %xmm1
	vmovupd	%xmm2, -48(%r11)
	vmulpd	%xmm4, %xmm3, %xmm5
	vmovupd	%xmm0, -48(%rbx)
	vmovupd	-32(%rcx), %xmm0
	vmulpd	%xmm1, %xmm0, %xmm2
	vmulpd	%xmm3, %xmm1, %xmm1
	vmovupd	-16(%rdi), %xmm3
	vmulpd	%xmm4, %xmm0, %xmm0
	vmovupd	-16(%r10), %xmm4
	vsubpd	%xmm5, %xmm2, %xmm2
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	-16(%rsi), %xmm1
	vmovupd	%xmm2, -32(%r11)
	vmulpd	%xmm4, %xmm3, %xmm5
	vmovupd	%xmm0, -32(%rbx)
	vmovupd	-16(%rcx), %xmm0
	vmulpd	%xmm1, %xmm0, %xmm2
	vmulpd	%xmm4, %xmm0, %xmm0
	vmulpd	%xmm3, %xmm1, %xmm1
	vsubpd	%xmm5, %xmm2, %xmm2
	vmovupd	%xmm2, -16(%r11)
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	%xmm0, -16(%rbx)
	cmpl	%eax, %r15d
	jne	.L5
