	leaq	(%rdx,%rcx), %rax
	incq	%rsi
	movslq	(%rax), %r10
	movslq	8(%rax), %rbx
	movslq	4(%rax), %r8
	movslq	12(%rax), %rax
	vmovss	(%r9,%r10,4), %xmm1
	vmovss	(%r9,%rbx,4), %xmm2
	vinsertps	$0x10, (%r9,%r8,4), %xmm1, %xmm1
	vinsertps	$0x10, (%r9,%rax,4), %xmm2, %xmm2
	vmovlhps	%xmm2, %xmm1, %xmm1
	vmulps	(%rdi,%rcx), %xmm1, %xmm1
	addq	$16, %rcx
	cmpq	%r12, %rsi
	vaddss	%xmm1, %xmm0, %xmm0
	vshufps	$85, %xmm1, %xmm1, %xmm2
	vaddss	%xmm2, %xmm0, %xmm0
	vunpckhps	%xmm1, %xmm1, %xmm2
	vshufps	$255, %xmm1, %xmm1, %xmm1
	vaddss	%xmm2, %xmm0, %xmm0
	vaddss	%xmm1, %xmm0, %xmm0
	jb	.L32
