	vmulpd	(%rdx), %xmm2, %xmm1
	movl	%eax, %r9d
	prefetcht0	400(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vmovupd	%xmm1, -64(%rdx)
	vmulpd	-48(%rdx), %xmm2, %xmm1
	vmovupd	%xmm1, -48(%rdx)
	vmulpd	-32(%rdx), %xmm2, %xmm1
	vmovupd	%xmm1, -32(%rdx)
	vmulpd	-16(%rdx), %xmm2, %xmm1
	vmovupd	%xmm1, -16(%rdx)
	cmpl	%ecx, %r9d
	jne	.L117
