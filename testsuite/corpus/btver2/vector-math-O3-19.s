	vmovdqu	(%rdx,%rax), %xmm1
	incl	%ecx
	vpslld	$2, %xmm1, %xmm0
	vpaddd	%xmm1, %xmm0, %xmm0
	vpaddd	%xmm2, %xmm0, %xmm0
	vpsrad	$2, %xmm0, %xmm0
	vmovdqu	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L168
