	vmovupd	(%rsi), %xmm0
	prefetcht0	272(%rsi)
	vmovupd	(%rdi), %xmm1
	prefetcht0	272(%rdi)
	movl	%eax, %ebp
	addq	$64, %rsi
	addq	$64, %rdi
	addl	$4, %eax
	prefetchw	272(%r8)
	addq	$64, %r8
	vmulpd	%xmm0, %xmm0, %xmm0
	vmulpd	%xmm1, %xmm1, %xmm1
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	-48(%rdi), %xmm1
	vmovupd	%xmm0, -64(%r8)
	vmovupd	-48(%rsi), %xmm0
	vmulpd	%xmm1, %xmm1, %xmm1
	vmulpd	%xmm0, %xmm0, %xmm0
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	-32(%rdi), %xmm1
	vmovupd	%xmm0, -48(%r8)
	vmovupd	-32(%rsi), %xmm0
	vmulpd	%xmm1, %xmm1, %xmm1
	vmulpd	%xmm0, %xmm0, %xmm0
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	-16(%rdi), %xmm1
	vmovupd	%xmm0, -32(%r8)
	vmovupd	-16(%rsi), %xmm0
	vmulpd	%xmm1, %xmm1, %xmm1
	vmulpd	%xmm0, %xmm0, %xmm0
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	%xmm0, -16(%r8)
	cmpl	%edx, %ebp
	jne	.L324
