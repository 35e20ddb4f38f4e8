	vaddss	(%rax), %xmm0, %xmm0
	incl	%ecx
	addq	$16, %rax
	vaddss	-12(%rax), %xmm0, %xmm0
	vaddss	-8(%rax), %xmm0, %xmm0
	vaddss	-4(%rax), %xmm0, %xmm0
	cmpl	%esi, %ecx
	jb	.L88
