	vmovups	(%rdx,%rax), %xmm0
	incl	%ecx
	vpsrld	$1, %xmm0, %xmm1
	vmulps	%xmm3, %xmm0, %xmm0
	vpsubd	%xmm1, %xmm2, %xmm1
	vmulps	%xmm1, %xmm0, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vsubps	%xmm0, %xmm4, %xmm0
	vmulps	%xmm1, %xmm0, %xmm0
	vmovups	%xmm0, (%r8,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L87
