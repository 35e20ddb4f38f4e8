	vmovupd	(%r8), %xmm1
	prefetcht0	176(%r8)
	vmovupd	(%rcx), %xmm5
	prefetcht0	176(%rdi)
	prefetcht0	176(%rsi)
	prefetcht0	176(%rcx)
	movl	-20(%rsp), %r10d
	movl	%eax, %edx
	addq	$64, %r8
	prefetchw	176(%r9)
	addq	$64, %rdi
	addq	$64, %rsi
	vaddpd	-64(%rdi), %xmm1, %xmm1
	addq	$64, %rcx
	addq	$64, %r9
	addl	$4, %eax
	vaddpd	-64(%rsi), %xmm1, %xmm1
	vaddpd	%xmm0, %xmm1, %xmm0
	vmovupd	-48(%rcx), %xmm1
	vaddpd	%xmm5, %xmm0, %xmm0
	vmulpd	%xmm4, %xmm0, %xmm0
	vmovupd	%xmm0, -64(%r9)
	vmovupd	-48(%rdi), %xmm0
	vaddpd	-48(%r8), %xmm0, %xmm0
	vaddpd	-48(%rsi), %xmm0, %xmm0
	vaddpd	%xmm5, %xmm0, %xmm0
	vmovupd	-32(%rcx), %xmm5
	vaddpd	%xmm1, %xmm0, %xmm0
	vmulpd	%xmm4, %xmm0, %xmm0
	vmovupd	%xmm0, -48(%r9)
	vmovupd	-32(%rdi), %xmm0
	vaddpd	-32(%r8), %xmm0, %xmm0
	vaddpd	-32(%rsi), %xmm0, %xmm0
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	-16(%rdi), %xmm1
	vaddpd	%xmm5, %xmm0, %xmm0
	vaddpd	-16(%r8), %xmm1, %xmm1
	vmulpd	%xmm4, %xmm0, %xmm0
	vmovupd	%xmm0, -32(%r9)
	vmovupd	-16(%rcx), %xmm0
	vaddpd	-16(%rsi), %xmm1, %xmm1
	vaddpd	%xmm5, %xmm1, %xmm1
	vaddpd	%xmm0, %xmm1, %xmm1
	vmulpd	%xmm4, %xmm1, %xmm1
	vmovupd	%xmm1, -16(%r9)
	cmpl	%r10d, %edx
	jne	.L95
