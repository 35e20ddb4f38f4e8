	vmovupd	(%rcx), %xmm1
	addl	$2, %edx
	vmovupd	(%r10), %xmm5
	leal	0(%r13,%rdx), %r14d
	addq	$32, %rcx
	addq	$32, %r8
	addq	$32, %r10
	addq	$32, %rbp
	addq	$32, %r9
	vaddpd	%xmm1, %xmm1, %xmm1
	vsubpd	%xmm1, %xmm5, %xmm0
	vsubpd	-32(%r8), %xmm1, %xmm1
	vaddpd	%xmm4, %xmm0, %xmm0
	vmovupd	-16(%r10), %xmm4
	vmulpd	%xmm3, %xmm0, %xmm0
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	-16(%rcx), %xmm1
	vmovupd	%xmm0, -32(%r9)
	vaddpd	%xmm1, %xmm1, %xmm1
	vsubpd	%xmm1, %xmm4, %xmm0
	vsubpd	-16(%r8), %xmm1, %xmm1
	vaddpd	%xmm5, %xmm0, %xmm0
	vmulpd	%xmm3, %xmm0, %xmm0
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	%xmm0, -16(%r9)
	cmpl	%edi, %r14d
	jb	.L247
