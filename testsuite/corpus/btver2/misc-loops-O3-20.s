	vmovdqa	%xmm0, %xmm1
	incl	%ecx
	vpaddd	(%rdx,%rax), %xmm1, %xmm1
	vpaddd	%xmm2, %xmm0, %xmm0
	vmovdqu	%xmm1, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%edi, %ecx
	jb	.L160
