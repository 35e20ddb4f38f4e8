	vmulps	(%r12), %xmm5, %xmm4
	prefetcht0	96(%r12)
	prefetchw	96(%r13)
	addq	$64, %r12
	addq	$64, %r13
	vcvttps2dq	%xmm4, %xmm2
	vpcmpgtd	%xmm2, %xmm6, %xmm0
	vpblendvb	%xmm0, %xmm2, %xmm7, %xmm2
	vmovd	%xmm2, %esi
	vpextrd	$2, %xmm2, %r9d
	movslq	%r9d, %r9
	vpextrd	$1, %xmm2, %ecx
	vmovss	(%rax,%r9,4), %xmm0
	movslq	%ecx, %rcx
	movslq	%esi, %rsi
	vpextrd	$3, %xmm2, %r8d
	vmovss	(%rax,%rsi,4), %xmm3
	movslq	%r8d, %r8
	vmovss	(%rdx,%r9,4), %xmm8
	vcvtdq2ps	%xmm2, %xmm2
	vinsertps	$0x10, (%rax,%r8,4), %xmm0, %xmm0
	vsubps	%xmm2, %xmm4, %xmm4
	vinsertps	$0x10, (%rax,%rcx,4), %xmm3, %xmm3
	vinsertps	$0x10, (%rdx,%r8,4), %xmm8, %xmm8
	vmovlhps	%xmm0, %xmm3, %xmm3
	vmovss	(%rdx,%rsi,4), %xmm0
	vinsertps	$0x10, (%rdx,%rcx,4), %xmm0, %xmm0
	vmovlhps	%xmm8, %xmm0, %xmm0
	vsubps	%xmm3, %xmm0, %xmm0
	vmulps	%xmm4, %xmm0, %xmm0
	vmulps	-48(%r12), %xmm5, %xmm4
	vaddps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -64(%r13)
	vcvttps2dq	%xmm4, %xmm2
	vpcmpgtd	%xmm2, %xmm6, %xmm0
	vpblendvb	%xmm0, %xmm2, %xmm7, %xmm2
	vmovd	%xmm2, %esi
	vpextrd	$2, %xmm2, %r9d
	movslq	%r9d, %r9
	vpextrd	$1, %xmm2, %ecx
	vmovss	(%rax,%r9,4), %xmm0
	movslq	%ecx, %rcx
	movslq	%esi, %rsi
	vpextrd	$3, %xmm2, %r8d
	vmovss	(%rax,%rsi,4), %xmm3
	movslq	%r8d, %r8
	vmovss	(%rdx,%r9,4), %xmm8
	vcvtdq2ps	%xmm2, %xmm2
	vinsertps	$0x10, (%rax,%r8,4), %xmm0, %xmm0
	vsubps	%xmm2, %xmm4, %xmm4
	vinsertps	$0x10, (%rax,%rcx,4), %xmm3, %xmm3
	vinsertps	$0x10, (%rdx,%r8,4), %xmm8, %xmm8
	vmovlhps	%xmm0, %xmm3, %xmm3
	vmovss	(%rdx,%rsi,4), %xmm0
	vinsertps	$0x10, (%rdx,%rcx,4), %xmm0, %xmm0
	vmovlhps	%xmm8, %xmm0, %xmm0
	vsubps	%xmm3, %xmm0, %xmm0
	vmulps	%xmm4, %xmm0, %xmm0
	vmulps	-32(%r12), %xmm5, %xmm4
	vaddps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -48(%r13)
	vcvttps2dq	%xmm4, %xmm2
	vpcmpgtd	%xmm2, %xmm6, %xmm0
	vpblendvb	%xmm0, %xmm2, %xmm7, %xmm2
	vmovd	%xmm2, %esi
	vpextrd	$2, %xmm2, %r9d
	movslq	%r9d, %r9
	vpextrd	$1, %xmm2, %ecx
	vmovss	(%rax,%r9,4), %xmm0
	movslq	%ecx, %rcx
	movslq	%esi, %rsi
	vpextrd	$3, %xmm2, %r8d
	vmovss	(%rax,%rsi,4), %xmm3
	movslq	%r8d, %r8
	vmovss	(%rdx,%r9,4), %xmm8
	vcvtdq2ps	%xmm2, %xmm2
	vinsertps	$0x10, (%rax,%r8,4), %xmm0, %xmm0
	vsubps	%xmm2, %xmm4, %xmm4
	vinsertps	$0x10, (%rax,%rcx,4), %xmm3, %xmm3
	vinsertps	$0x10, (%rdx,%r8,4), %xmm8, %xmm8
	vmovlhps	%xmm0, %xmm3, %xmm3
	vmovss	(%rdx,%rsi,4), %xmm0
	vinsertps	$0x10, (%rdx,%rcx,4), %xmm0, %xmm0
	vmovlhps	%xmm8, %xmm0, %xmm0
	vsubps	%xmm3, %xmm0, %xmm0
	vmulps	%xmm4, %xmm0, %xmm0
	vaddps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -32(%r13)
	vmulps	-16(%r12), %xmm5, %xmm4
	vcvttps2dq	%xmm4, %xmm2
	vpcmpgtd	%xmm2, %xmm6, %xmm0
	vpblendvb	%xmm0, %xmm2, %xmm7, %xmm2
	vmovd	%xmm2, %esi
	vpextrd	$2, %xmm2, %r9d
	movslq	%r9d, %r9
	vpextrd	$1, %xmm2, %ecx
	vmovss	(%rax,%r9,4), %xmm0
	movslq	%ecx, %rcx
	movslq	%esi, %rsi
	vpextrd	$3, %xmm2, %r8d
	vmovss	(%rax,%rsi,4), %xmm3
	movslq	%r8d, %r8
	vmovss	(%rdx,%r9,4), %xmm8
	vcvtdq2ps	%xmm2, %xmm2
	vinsertps	$0x10, (%rax,%r8,4), %xmm0, %xmm0
	vsubps	%xmm2, %xmm4, %xmm4
	vinsertps	$0x10, (%rax,%rcx,4), %xmm3, %xmm3
	vinsertps	$0x10, (%rdx,%r8,4), %xmm8, %xmm8
	vmovlhps	%xmm0, %xmm3, %xmm3
	vmovss	(%rdx,%rsi,4), %xmm0
	movl	-12(%rsp), %esi
	vinsertps	$0x10, (%rdx,%rcx,4), %xmm0, %xmm0
	movl	%r10d, %ecx
	addl	$4, %r10d
	vmovlhps	%xmm8, %xmm0, %xmm0
	vsubps	%xmm3, %xmm0, %xmm0
	vmulps	%xmm4, %xmm0, %xmm0
	vaddps	%xmm3, %xmm0, %xmm0
	vmovups	%xmm0, -16(%r13)
	cmpl	%esi, %ecx
	jne	.L5
