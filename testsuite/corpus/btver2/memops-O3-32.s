	vmovsd	(%r9), %xmm0
	addq	$16, %r8
	vmovhpd	(%r9,%r11), %xmm0, %xmm0
	addq	%rcx, %r9
	vmovupd	%xmm0, -16(%r8)
	cmpq	%r10, %r8
	jne	.L202
