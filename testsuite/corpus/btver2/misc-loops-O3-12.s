	vmulpd	(%rdx), %xmm3, %xmm0
	movl	%eax, %ebp
	prefetcht0	400(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vmovupd	%xmm0, -64(%rdx)
	vmulpd	-48(%rdx), %xmm3, %xmm0
	vmovupd	%xmm0, -48(%rdx)
	vmulpd	-32(%rdx), %xmm3, %xmm0
	vmovupd	%xmm0, -32(%rdx)
	vmulpd	-16(%rdx), %xmm3, %xmm0
	vmovupd	%xmm0, -16(%rdx)
	cmpl	%ebp, %ecx
	jne	.L111
