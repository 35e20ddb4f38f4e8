	vmulpd	(%r8), %xmm2, %xmm1
	prefetcht0	304(%r8)
	movq	%rax, %r11
	addq	$64, %r8
	addq	$4, %rax
	prefetcht0	304(%rdx)
	addq	$64, %rdx
	vaddpd	-64(%rdx), %xmm1, %xmm1
	vmovupd	%xmm1, -64(%rdx)
	vmulpd	-48(%r8), %xmm2, %xmm1
	vaddpd	-48(%rdx), %xmm1, %xmm1
	vmovupd	%xmm1, -48(%rdx)
	vmulpd	-32(%r8), %xmm2, %xmm1
	vaddpd	-32(%rdx), %xmm1, %xmm1
	vmovupd	%xmm1, -32(%rdx)
	vmulpd	-16(%r8), %xmm2, %xmm1
	vaddpd	-16(%rdx), %xmm1, %xmm1
	vmovupd	%xmm1, -16(%rdx)
	cmpq	%rdi, %r11
	jne	.L71
