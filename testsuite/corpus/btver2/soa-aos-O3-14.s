	vmovupd	(%rdx), %xmm4
	prefetcht0	(%rax)
	vmovupd	32(%rdx), %xmm5
	prefetchw	(%rax)
	movl	%r10d, %r11d
	addq	$64, %rdx
	addl	$2, %r10d
	addq	$64, %rax
	vmovhpd	-48(%rdx), %xmm4, %xmm1
	vmulpd	%xmm2, %xmm1, %xmm1
	vmovlpd	%xmm1, -64(%rdx)
	vmovhpd	%xmm1, -48(%rdx)
	vmovhpd	-16(%rdx), %xmm5, %xmm1
	vmulpd	%xmm2, %xmm1, %xmm1
	vmovlpd	%xmm1, -32(%rdx)
	vmovhpd	%xmm1, -16(%rdx)
	cmpl	%ecx, %r11d
	jne	.L106
