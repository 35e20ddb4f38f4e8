	vmovupd	(%rdi), %xmm2
	movl	%r13d, %eax
	vmovupd	16(%rdi), %xmm1
	addl	$4, %r13d
	prefetcht0	320(%rcx)
	prefetcht0	320(%rdi)
	addq	$64, %rcx
	addq	$64, %rdi
	vmulpd	-64(%rcx), %xmm2, %xmm2
	vmulpd	-48(%rcx), %xmm1, %xmm1
	vsubsd	%xmm2, %xmm0, %xmm0
	vunpckhpd	%xmm2, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm0, %xmm0
	vsubsd	%xmm1, %xmm0, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	vmovupd	-32(%rdi), %xmm1
	vmulpd	-32(%rcx), %xmm1, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	vmovupd	-16(%rdi), %xmm1
	vmulpd	-16(%rcx), %xmm1, %xmm1
	cmpl	%edx, %eax
	vsubsd	%xmm1, %xmm0, %xmm0
	vunpckhpd	%xmm1, %xmm1, %xmm1
	vsubsd	%xmm1, %xmm0, %xmm0
	jne	.L238
