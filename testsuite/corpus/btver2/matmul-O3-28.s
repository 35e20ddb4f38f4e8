	vmulpd	(%r15), %xmm3, %xmm2
	prefetcht0	304(%r15)
	vmovupd	(%rcx), %xmm1
	movl	%eax, %r14d
	movl	-16(%rsp), %edx
	addq	$64, %r15
	addl	$4, %eax
	prefetcht0	304(%rcx)
	addq	$64, %rcx
	vsubpd	%xmm2, %xmm1, %xmm1
	vmovupd	%xmm1, -64(%rcx)
	vmovupd	-48(%rcx), %xmm1
	vmulpd	-48(%r15), %xmm3, %xmm2
	vsubpd	%xmm2, %xmm1, %xmm1
	vmovupd	%xmm1, -48(%rcx)
	vmovupd	-32(%rcx), %xmm1
	vmulpd	-32(%r15), %xmm3, %xmm2
	vsubpd	%xmm2, %xmm1, %xmm1
	vmovupd	%xmm1, -32(%rcx)
	vmovupd	-16(%rcx), %xmm1
	vmulpd	-16(%r15), %xmm3, %xmm2
	vsubpd	%xmm2, %xmm1, %xmm1
	vmovupd	%xmm1, -16(%rcx)
	cmpl	%edx, %r14d
	jne	.L260
