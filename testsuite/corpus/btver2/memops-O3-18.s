	leaq	(%rsi,%rcx), %rdx
	incl	%edi
	movslq	(%rdx), %r9
	movslq	8(%rdx), %r10
	movslq	4(%rdx), %r8
	movslq	12(%rdx), %rdx
	vmovss	(%rax,%r9,4), %xmm0
	vmovss	(%rax,%r10,4), %xmm1
	vinsertps	$0x10, (%rax,%r8,4), %xmm0, %xmm0
	vinsertps	$0x10, (%rax,%rdx,4), %xmm1, %xmm1
	vmovlhps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, 0(%r13,%rcx)
	addq	$16, %rcx
	cmpl	%r12d, %edi
	jb	.L115
