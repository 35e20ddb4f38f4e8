	vmulps	(%r12,%r9), %xmm5, %xmm4
	incl	%r10d
	vcvttps2dq	%xmm4, %xmm0
	vpcmpgtd	%xmm0, %xmm6, %xmm2
	vpblendvb	%xmm2, %xmm0, %xmm7, %xmm9
	vmovd	%xmm9, %esi
	vpextrd	$2, %xmm9, %r14d
	movslq	%r14d, %r14
	vpextrd	$1, %xmm9, %ecx
	vmovss	(%rax,%r14,4), %xmm0
	movslq	%ecx, %rcx
	movslq	%esi, %rsi
	vpextrd	$3, %xmm9, %r8d
	vmovss	(%rax,%rsi,4), %xmm3
	movslq	%r8d, %r8
	vmovss	(%rdx,%r14,4), %xmm2
	vinsertps	$0x10, (%rax,%r8,4), %xmm0, %xmm0
	vinsertps	$0x10, (%rax,%rcx,4), %xmm3, %xmm3
	vinsertps	$0x10, (%rdx,%r8,4), %xmm2, %xmm2
	vmovlhps	%xmm0, %xmm3, %xmm3
	vmovss	(%rdx,%rsi,4), %xmm0
	vinsertps	$0x10, (%rdx,%rcx,4), %xmm0, %xmm0
	vmovlhps	%xmm2, %xmm0, %xmm0
	vcvtdq2ps	%xmm9, %xmm2
	vsubps	%xmm3, %xmm0, %xmm0
	vsubps	%xmm2, %xmm4, %xmm4
	vmulps	%xmm4, %xmm0, %xmm0
	vaddps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, 0(%r13,%r9)
	addq	$16, %r9
	cmpl	%r15d, %r10d
	jb	.L7
