	vmovupd	(%r10), %xmm0
	prefetcht0	320(%r9)
	prefetcht0	320(%r10)
	movl	%eax, %ebp
	addq	$64, %r9
	addq	$64, %r10
	addl	$4, %eax
	prefetchw	320(%r11)
	addq	$64, %r11
	vmulpd	-64(%r9), %xmm0, %xmm0
	vmovupd	%xmm0, -64(%r11)
	vmovupd	-48(%r10), %xmm0
	vmulpd	-48(%r9), %xmm0, %xmm0
	vmovupd	%xmm0, -48(%r11)
	vmovupd	-32(%r10), %xmm0
	vmulpd	-32(%r9), %xmm0, %xmm0
	vmovupd	%xmm0, -32(%r11)
	vmovupd	-16(%r10), %xmm0
	vmulpd	-16(%r9), %xmm0, %xmm0
	vmovupd	%xmm0, -16(%r11)
	cmpl	%r8d, %ebp
	jne	.L243
