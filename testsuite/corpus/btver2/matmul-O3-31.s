	vmovdqu	(%r15,%rax), %xmm1
	incl	%ecx
	vpmaddwd	(%rdx,%rax), %xmm1, %xmm1
	addq	$16, %rax
	cmpl	%edi, %ecx
	vpaddd	%xmm1, %xmm0, %xmm0
	jb	.L287
