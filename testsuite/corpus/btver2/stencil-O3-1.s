	vaddpd	(%rdi), %xmm0, %xmm0
	prefetcht0	256(%rdi)
	vmovupd	8(%rdi), %xmm1
	prefetcht0	264(%rdi)
	movl	%edx, %ebx
	movq	%rdi, %r11
	addl	$4, %edx
	addq	$64, %rdi
	prefetchw	256(%r8)
	addq	$64, %r8
	vaddpd	%xmm1, %xmm0, %xmm0
	vaddpd	-48(%rdi), %xmm1, %xmm1
	vmulpd	%xmm2, %xmm0, %xmm0
	vmovupd	%xmm0, -64(%r8)
	vmovupd	-40(%rdi), %xmm0
	vaddpd	%xmm0, %xmm1, %xmm1
	vaddpd	-32(%rdi), %xmm0, %xmm0
	vmulpd	%xmm2, %xmm1, %xmm1
	vmovupd	%xmm1, -48(%r8)
	vmovupd	-24(%rdi), %xmm1
	vaddpd	%xmm1, %xmm0, %xmm0
	vaddpd	-16(%rdi), %xmm1, %xmm1
	vmulpd	%xmm2, %xmm0, %xmm0
	vmovupd	%xmm0, -32(%r8)
	vmovupd	-8(%rdi), %xmm0
	vaddpd	%xmm0, %xmm1, %xmm1
	vmulpd	%xmm2, %xmm1, %xmm1
	vmovupd	%xmm1, -16(%r8)
	cmpl	%esi, %ebx
	jne	.L5
