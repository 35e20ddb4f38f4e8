	vmovupd	(%rsi), %xmm0
	prefetcht0	256(%rcx)
	prefetcht0	256(%rsi)
	prefetcht0	256(%rdi)
	movl	%eax, %r13d
	addq	$64, %rcx
	addq	$64, %rsi
	addq	$64, %rdi
	addl	$4, %eax
	prefetchw	256(%r9)
	addq	$64, %r9
	vmulpd	-64(%rcx), %xmm0, %xmm0
	vaddpd	-64(%rdi), %xmm0, %xmm0
	vmovupd	%xmm0, -64(%r9)
	vmovupd	-48(%rsi), %xmm0
	vmulpd	-48(%rcx), %xmm0, %xmm0
	vaddpd	-48(%rdi), %xmm0, %xmm0
	vmovupd	%xmm0, -48(%r9)
	vmovupd	-32(%rsi), %xmm0
	vmulpd	-32(%rcx), %xmm0, %xmm0
	vaddpd	-32(%rdi), %xmm0, %xmm0
	vmovupd	%xmm0, -32(%r9)
	vmovupd	-16(%rsi), %xmm0
	vmulpd	-16(%rcx), %xmm0, %xmm0
	vaddpd	-16(%rdi), %xmm0, %xmm0
	vmovupd	%xmm0, -16(%r9)
	cmpl	%edx, %r13d
	jne	.L5
