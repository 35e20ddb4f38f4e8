	vmulpd	(%rdi), %xmm3, %xmm2
	prefetcht0	304(%rdi)
	vmovupd	(%rcx), %xmm0
	movl	%eax, %r11d
	addq	$64, %rdi
	addl	$4, %eax
	prefetcht0	304(%rcx)
	addq	$64, %rcx
	vsubpd	%xmm2, %xmm0, %xmm0
	vmulpd	-48(%rdi), %xmm3, %xmm2
	vmovupd	%xmm0, -64(%rcx)
	vmovupd	-48(%rcx), %xmm0
	vsubpd	%xmm2, %xmm0, %xmm0
	vmulpd	-32(%rdi), %xmm3, %xmm2
	vmovupd	%xmm0, -48(%rcx)
	vmovupd	-32(%rcx), %xmm0
	vsubpd	%xmm2, %xmm0, %xmm0
	vmulpd	-16(%rdi), %xmm3, %xmm2
	vmovupd	%xmm0, -32(%rcx)
	vmovupd	-16(%rcx), %xmm0
	vsubpd	%xmm2, %xmm0, %xmm0
	vmovupd	%xmm0, -16(%rcx)
	cmpl	%esi, %r11d
	jne	.L202
