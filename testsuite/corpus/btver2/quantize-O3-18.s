	vmovups	(%rcx,%rax), %xmm2
	incl	%esi
	vmulps	%xmm2, %xmm4, %xmm1
	vaddps	(%r9,%rax), %xmm1, %xmm1
	vmulps	%xmm5, %xmm1, %xmm1
	vsubps	%xmm1, %xmm2, %xmm2
	vmovups	%xmm2, (%rcx,%rax)
	addq	$16, %rax
	cmpl	%r10d, %esi
	jb	.L182
