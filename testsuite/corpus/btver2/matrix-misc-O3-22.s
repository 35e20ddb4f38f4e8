	vmovupd	(%rsi), %xmm0
	prefetcht0	160(%rdi)
	vmulpd	(%rdi), %xmm1, %xmm1
	prefetcht0	160(%rsi)
	vmovupd	8(%rcx), %xmm2
	prefetcht0	160(%rcx)
	prefetcht0	160(%r10)
	prefetcht0	168(%rcx)
	movl	%r14d, %r15d
	movq	%rcx, -16(%rsp)
	addq	$64, %rdi
	addq	$64, %rsi
	vmulpd	(%rcx), %xmm0, %xmm0
	addq	$64, %r10
	addq	$64, %rcx
	addl	$4, %r14d
	prefetchw	160(%r11)
	addq	$64, %r11
	vaddpd	%xmm1, %xmm0, %xmm0
	vmulpd	-64(%r10), %xmm2, %xmm1
	vmulpd	-48(%rdi), %xmm2, %xmm2
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	-40(%rcx), %xmm1
	vmovupd	%xmm0, -64(%r11)
	vmovupd	-48(%rcx), %xmm0
	vmulpd	-48(%rsi), %xmm0, %xmm0
	vaddpd	%xmm2, %xmm0, %xmm0
	vmulpd	-48(%r10), %xmm1, %xmm2
	vmulpd	-32(%rdi), %xmm1, %xmm1
	vaddpd	%xmm2, %xmm0, %xmm0
	vmovupd	-24(%rcx), %xmm2
	vmovupd	%xmm0, -48(%r11)
	vmovupd	-32(%rcx), %xmm0
	vmulpd	-32(%rsi), %xmm0, %xmm0
	vaddpd	%xmm1, %xmm0, %xmm0
	vmulpd	-32(%r10), %xmm2, %xmm1
	vmulpd	-16(%rdi), %xmm2, %xmm2
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	-8(%rcx), %xmm1
	vmovupd	%xmm0, -32(%r11)
	vmovupd	-16(%rcx), %xmm0
	vmulpd	-16(%rsi), %xmm0, %xmm0
	vaddpd	%xmm2, %xmm0, %xmm0
	vmulpd	-16(%r10), %xmm1, %xmm2
	vaddpd	%xmm2, %xmm0, %xmm0
	vmovupd	%xmm0, -16(%r11)
	cmpl	%edx, %r15d
	jne	.L215
