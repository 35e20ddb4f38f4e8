	vmovupd	(%rdx), %xmm0
	movl	%eax, %r9d
	prefetcht0	368(%rdx)
	addl	$4, %eax
	addq	$64, %rdx
	vsubpd	%xmm1, %xmm0, %xmm0
	vmulpd	%xmm4, %xmm0, %xmm0
	vmovupd	%xmm0, -64(%rdx)
	vmovupd	-48(%rdx), %xmm0
	vsubpd	%xmm1, %xmm0, %xmm0
	vmulpd	%xmm4, %xmm0, %xmm0
	vmovupd	%xmm0, -48(%rdx)
	vmovupd	-32(%rdx), %xmm0
	vsubpd	%xmm1, %xmm0, %xmm0
	vmulpd	%xmm4, %xmm0, %xmm0
	vmovupd	%xmm0, -32(%rdx)
	vmovupd	-16(%rdx), %xmm0
	vsubpd	%xmm1, %xmm0, %xmm0
	vmulpd	%xmm4, %xmm0, %xmm0
	vmovupd	%xmm0, -16(%rdx)
	cmpl	%ecx, %r9d
	jne	.L45
