	vmovupd	(%rcx), %xmm4
	prefetcht0	96(%r12)
	vmovupd	(%rbx), %xmm2
	prefetcht0	96(%r14)
	vmovupd	(%r14), %xmm3
	prefetcht0	96(%rcx)
	vmovupd	(%r12), %xmm0
	prefetcht0	96(%r9)
	prefetcht0	96(%rbx)
	prefetcht0	96(%r10)
	movl	%edx, %r15d
	addq	$64, %r12
	addq	$64, %rbx
	addq	$64, %r14
	addq	$64, %rcx
	addq	$64, %r9
	vmulpd	%xmm4, %xmm3, %xmm5
	addq	$64, %r10
	addl	$4, %edx
	vmulpd	%xmm2, %xmm0, %xmm1
	vmulpd	%xmm3, %xmm2, %xmm2
	vmovupd	-48(%r14), %xmm3
	vmulpd	%xmm4, %xmm0, %xmm0
	vsubpd	%xmm5, %xmm1, %xmm1
	vaddpd	%xmm2, %xmm0, %xmm0
	vmovupd	-64(%r9), %xmm2
	vsubpd	%xmm1, %xmm2, %xmm2
	vmovupd	%xmm2, -64(%rbx)
	vmovupd	-64(%r10), %xmm2
	vsubpd	%xmm0, %xmm2, %xmm2
	vaddpd	-64(%r9), %xmm1, %xmm1
	vmovupd	%xmm2, -64(%rcx)
	vmovupd	%xmm1, -64(%r9)
	vaddpd	-64(%r10), %xmm0, %xmm0
	vmovupd	-48(%rbx), %xmm2
	vmovupd	%xmm0, -64(%r10)
	vmovupd	-48(%r12), %xmm0
	vmovupd	-48(%rcx), %xmm4
	vmulpd	%xmm2, %xmm0, %xmm1
	vmulpd	%xmm3, %xmm2, %xmm2
	vmulpd	%xmm4, %xmm0, %xmm0
	vmulpd	%xmm4, %xmm3, %xmm5
	vaddpd	%xmm2, %xmm0, %xmm0
	vmovupd	-48(%r9), %xmm2
	vsubpd	%xmm5, %xmm1, %xmm1
	vsubpd	%xmm1, %xmm2, %xmm2
	vmovupd	%xmm2, -48(%rbx)
	vmovupd	-48(%r10), %xmm2
	vsubpd	%xmm0, %xmm2, %xmm2
	vaddpd	-48(%r9), %xmm1, %xmm1
	vmovupd	%xmm2, -48(%rcx)
	vmovupd	%xmm1, -48(%r9)
	vaddpd	-48(%r10), %xmm0, %xmm0
	vmovupd	-32(%rbx), %xmm2
	vmovupd	%xmm0, -48(%r10)
	vmovupd	-32(%r12), %xmm0
	vmovupd	-32(%r14), %xmm3
	vmovupd	-32(%rcx), %xmm4
	vmulpd	%xmm2, %xmm0, %xmm1
	vmulpd	%xmm3, %xmm2, %xmm2
	vmulpd	%xmm4, %xmm0, %xmm0
	vmulpd	%xmm4, %xmm3, %xmm5
	vmovupd	-16(%r14), %xmm3
	vaddpd	%xmm2, %xmm0, %xmm0
	vmovupd	-32(%r9), %xmm2
	vsubpd	%xmm5, %xmm1, %xmm1
	vsubpd	%xmm1, %xmm2, %xmm2
	vmovupd	%xmm2, -32(%rbx)
	vmovupd	-32(%r10), %xmm2
	vsubpd	%xmm0, %xmm2, %xmm2
	vaddpd	-32(%r9), %xmm1, %xmm1
	vmovupd	%xmm2, -32(%rcx)
	vmovupd	%xmm1, -32(%r9)
	vaddpd	-32(%r10), %xmm0, %xmm0
	vmovupd	-16(%rbx), %xmm2
	vmovupd	%xmm0, -32(%r10)
	vmovupd	-16(%r12), %xmm0
	vmovupd	-16(%rcx), %xmm4
	vmulpd	%xmm2, %xmm0, %xmm1
	vmulpd	%xmm3, %xmm2, %xmm2
	vmulpd	%xmm4, %xmm0, %xmm0
	vmulpd	%xmm4, %xmm3, %xmm5
	vaddpd	%xmm2, %xmm0, %xmm0
	vmovupd	-16(%r9), %xmm2
	vsubpd	%xmm5, %xmm1, %xmm1
	vsubpd	%xmm1, %xmm2, %xmm2
	vmovupd	%xmm2, -16(%rbx)
	vmovupd	-16(%r10), %xmm2
	vsubpd	%xmm0, %xmm2, %xmm2
	vaddpd	-16(%r9), %xmm1, %xmm1
	vmovupd	%xmm2, -16(%rcx)
	vmovupd	%xmm1, -16(%r9)
	vaddpd	-16(%r10), %xmm0, %xmm0
	vmovupd	%xmm0, -16(%r10)
	cmpl	%ebp, %r15d
	jne	.L91
