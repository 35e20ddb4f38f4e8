	vaddss	(%rax), %xmm0, %xmm0
	incl	%edx
	addq	$16, %rax
	vaddss	-12(%rax), %xmm0, %xmm0
	vaddss	-8(%rax), %xmm0, %xmm0
	vaddss	-4(%rax), %xmm0, %xmm0
	cmpl	%r9d, %edx
	jb	.L68
