	vmovups	(%rdi), %xmm0
	prefetcht0	192(%rdi)
	prefetcht0	400(%rdx)
	prefetcht0	464(%rdx)
	movl	%eax, %ebp
	addq	$64, %rdi
	subq	$-128, %rdx
	addl	$4, %eax
	prefetchw	400(%rcx)
	prefetchw	464(%rcx)
	subq	$-128, %rcx
	vmovhlps	%xmm0, %xmm1, %xmm1
	vcvtps2pd	%xmm0, %xmm0
	vcvtps2pd	%xmm1, %xmm6
	vmulpd	-128(%rdx), %xmm0, %xmm0
	vmulpd	-112(%rdx), %xmm6, %xmm6
	vmovupd	%xmm0, -128(%rcx)
	vmovups	-48(%rdi), %xmm0
	vmovupd	%xmm6, -112(%rcx)
	vmovhlps	%xmm0, %xmm3, %xmm3
	vcvtps2pd	%xmm0, %xmm0
	vcvtps2pd	%xmm3, %xmm6
	vmulpd	-96(%rdx), %xmm0, %xmm0
	vmulpd	-80(%rdx), %xmm6, %xmm6
	vmovupd	%xmm0, -96(%rcx)
	vmovups	-32(%rdi), %xmm0
	vmovupd	%xmm6, -80(%rcx)
	vmovhlps	%xmm0, %xmm4, %xmm4
	vcvtps2pd	%xmm0, %xmm0
	vcvtps2pd	%xmm4, %xmm6
	vmulpd	-64(%rdx), %xmm0, %xmm0
	vmulpd	-48(%rdx), %xmm6, %xmm6
	vmovupd	%xmm0, -64(%rcx)
	vmovups	-16(%rdi), %xmm0
	vmovupd	%xmm6, -48(%rcx)
	vmovhlps	%xmm0, %xmm5, %xmm5
	vcvtps2pd	%xmm0, %xmm0
	vcvtps2pd	%xmm5, %xmm6
	vmulpd	-32(%rdx), %xmm0, %xmm0
	vmulpd	-16(%rdx), %xmm6, %xmm6
	vmovupd	%xmm0, -32(%rcx)
	vmovupd	%xmm6, -16(%rcx)
	cmpl	%esi, %ebp
	jne	.L287
