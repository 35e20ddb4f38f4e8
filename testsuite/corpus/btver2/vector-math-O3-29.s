	vmulsd	%xmm2, %xmm1, %xmm3
	movq	%rax, %rcx
	vsubsd	%xmm0, %xmm3, %xmm0
	vmulsd	%xmm0, %xmm1, %xmm3
	vmovsd	%xmm0, -16(%rdx,%rax,8)
	vsubsd	%xmm2, %xmm3, %xmm2
	vmovsd	%xmm2, -8(%rdx,%rax,8)
	addq	$2, %rax
	leal	(%r8,%rax), %esi
	cmpl	%esi, %r9d
	jg	.L267
