	incl	%ecx
	vpshufd	$27, (%rax), %xmm0
	addq	$16, %rdx
	vmovdqu	%xmm0, -16(%rdx)
	subq	$16, %rax
	cmpl	%edi, %ecx
	jb	.L141
