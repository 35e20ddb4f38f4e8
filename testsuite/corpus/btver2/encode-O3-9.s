	vmovdqu	(%rdx,%rax), %xmm0
	incl	%ecx
	vpsrad	$31, %xmm0, %xmm1
	vpslld	$1, %xmm0, %xmm0
	vpxor	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, (%r8,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L58
