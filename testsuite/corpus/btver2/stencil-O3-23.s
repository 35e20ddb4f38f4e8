	vmovupd	(%rcx), %xmm1
	prefetcht0	176(%rcx)
	vmovupd	(%r10), %xmm0
	prefetcht0	176(%r8)
	prefetcht0	176(%r10)
	prefetcht0	176(%rbp)
	movl	%edx, %edi
	addq	$64, %rcx
	addl	$5, %edi
	addq	$64, %r8
	addq	$64, %r10
	addq	$64, %rbp
	vaddpd	%xmm1, %xmm1, %xmm1
	addl	$4, %edx
	prefetchw	176(%r9)
	addq	$64, %r9
	vsubpd	%xmm1, %xmm0, %xmm0
	vsubpd	-64(%r8), %xmm1, %xmm1
	vaddpd	-64(%rbp), %xmm0, %xmm0
	vmulpd	%xmm3, %xmm0, %xmm0
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	-48(%rcx), %xmm1
	vmovupd	%xmm0, -64(%r9)
	vmovupd	-48(%r10), %xmm0
	vaddpd	%xmm1, %xmm1, %xmm1
	vsubpd	%xmm1, %xmm0, %xmm0
	vsubpd	-48(%r8), %xmm1, %xmm1
	vaddpd	-48(%rbp), %xmm0, %xmm0
	vmulpd	%xmm3, %xmm0, %xmm0
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	-32(%rcx), %xmm1
	vmovupd	%xmm0, -48(%r9)
	vmovupd	-32(%r10), %xmm0
	vaddpd	%xmm1, %xmm1, %xmm1
	vsubpd	%xmm1, %xmm0, %xmm0
	vsubpd	-32(%r8), %xmm1, %xmm1
	vaddpd	-32(%rbp), %xmm0, %xmm0
	vmulpd	%xmm3, %xmm0, %xmm0
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	-16(%rcx), %xmm1
	vmovupd	%xmm0, -32(%r9)
	vmovupd	-16(%r10), %xmm0
	vaddpd	%xmm1, %xmm1, %xmm1
	vsubpd	%xmm1, %xmm0, %xmm0
	vsubpd	-16(%r8), %xmm1, %xmm1
	vaddpd	-16(%rbp), %xmm0, %xmm0
	vmulpd	%xmm3, %xmm0, %xmm0
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	%xmm0, -16(%r9)
	cmpl	%r13d, %edi
	jb	.L249
