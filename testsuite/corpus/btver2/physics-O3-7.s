	vmovupd	(%rdx), %xmm2
	prefetcht0	192(%r11)
	vmulpd	(%r11), %xmm4, %xmm3
	prefetcht0	192(%rdx)
	prefetcht0	192(%r8)
	movl	%eax, %ebp
	addq	$64, %rdx
	addq	$64, %r8
	addq	$64, %r11
	addl	$4, %eax
	vaddpd	%xmm2, %xmm2, %xmm1
	vsubpd	-64(%r8), %xmm1, %xmm1
	vmovupd	%xmm2, -64(%r8)
	vmovupd	-48(%rdx), %xmm2
	vaddpd	%xmm3, %xmm1, %xmm1
	vmulpd	-48(%r11), %xmm4, %xmm3
	vmovupd	%xmm1, -64(%rdx)
	vaddpd	%xmm2, %xmm2, %xmm1
	vsubpd	-48(%r8), %xmm1, %xmm1
	vmovupd	%xmm2, -48(%r8)
	vmovupd	-32(%rdx), %xmm2
	vaddpd	%xmm3, %xmm1, %xmm1
	vmulpd	-32(%r11), %xmm4, %xmm3
	vmovupd	%xmm1, -48(%rdx)
	vaddpd	%xmm2, %xmm2, %xmm1
	vsubpd	-32(%r8), %xmm1, %xmm1
	vmovupd	%xmm2, -32(%r8)
	vmovupd	-16(%rdx), %xmm2
	vaddpd	%xmm3, %xmm1, %xmm1
	vmulpd	-16(%r11), %xmm4, %xmm3
	vmovupd	%xmm1, -32(%rdx)
	vaddpd	%xmm2, %xmm2, %xmm1
	vsubpd	-16(%r8), %xmm1, %xmm1
	vmovupd	%xmm2, -16(%r8)
	vaddpd	%xmm3, %xmm1, %xmm1
	vmovupd	%xmm1, -16(%rdx)
	cmpl	%r9d, %ebp
	jne	.L61
