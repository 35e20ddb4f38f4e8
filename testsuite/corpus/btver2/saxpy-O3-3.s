	vmulpd	(%rdi), %xmm2, %xmm1
	prefetcht0	304(%rdi)
	movl	%eax, %r11d
	addq	$64, %rdi
	addl	$4, %eax
	prefetcht0	304(%rcx)
	addq	$64, %rcx
	vaddpd	-64(%rcx), %xmm1, %xmm1
	vmovupd	%xmm1, -64(%rcx)
	vmulpd	-48(%rdi), %xmm2, %xmm1
	vaddpd	-48(%rcx), %xmm1, %xmm1
	vmovupd	%xmm1, -48(%rcx)
	vmulpd	-32(%rdi), %xmm2, %xmm1
	vaddpd	-32(%rcx), %xmm1, %xmm1
	vmovupd	%xmm1, -32(%rcx)
	vmulpd	-16(%rdi), %xmm2, %xmm1
	vaddpd	-16(%rcx), %xmm1, %xmm1
	vmovupd	%xmm1, -16(%rcx)
	cmpl	%esi, %r11d
	jne	.L27
