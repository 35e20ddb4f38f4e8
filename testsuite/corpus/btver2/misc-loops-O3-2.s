	incq	%rdx
	vpaddd	(%rax), %xmm0, %xmm0
	addq	$16, %rax
	cmpq	%rdi, %rdx
	jb	.L5
