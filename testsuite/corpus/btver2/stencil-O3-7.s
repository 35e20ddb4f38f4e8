	vmulpd	(%r11), %xmm2, %xmm3
	prefetcht0	144(%rbp)
	prefetcht0	144(%r11)
	prefetcht0	144(%rbx)
	vmulpd	0(%rbp), %xmm1, %xmm0
	prefetcht0	144(%rsi)
	prefetcht0	144(%r9)
	movl	%edx, %edi
	addl	$5, %edi
	addq	$64, %rbp
	addq	$64, %r11
	addq	$64, %rbx
	addq	$64, %rsi
	addq	$64, %r9
	addl	$4, %edx
	prefetchw	144(%r8)
	addq	$64, %r8
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	-64(%rbx), %xmm4, %xmm3
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	-64(%rsi), %xmm2, %xmm3
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	-64(%r9), %xmm1, %xmm3
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	-48(%r11), %xmm2, %xmm3
	vmovupd	%xmm0, -64(%r8)
	vmulpd	-48(%rbp), %xmm1, %xmm0
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	-48(%rbx), %xmm4, %xmm3
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	-48(%rsi), %xmm2, %xmm3
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	-48(%r9), %xmm1, %xmm3
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	-32(%r11), %xmm2, %xmm3
	vmovupd	%xmm0, -48(%r8)
	vmulpd	-32(%rbp), %xmm1, %xmm0
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	-32(%rbx), %xmm4, %xmm3
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	-32(%rsi), %xmm2, %xmm3
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	-32(%r9), %xmm1, %xmm3
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	-16(%r11), %xmm2, %xmm3
	vmovupd	%xmm0, -32(%r8)
	vmulpd	-16(%rbp), %xmm1, %xmm0
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	-16(%rbx), %xmm4, %xmm3
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	-16(%rsi), %xmm2, %xmm3
	vaddpd	%xmm3, %xmm0, %xmm0
	vmulpd	-16(%r9), %xmm1, %xmm3
	vaddpd	%xmm3, %xmm0, %xmm0
	vmovupd	%xmm0, -16(%r8)
	cmpl	%r13d, %edi
	jb	.L64
