	vpaddd	(%rdi,%rax), %xmm1, %xmm0
	incl	%r8d
	vmovdqu	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%r9d, %r8d
	jb	.L181
