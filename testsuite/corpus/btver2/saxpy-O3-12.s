	vmulpd	(%r8,%rax), %xmm2, %xmm1
	incq	%rdi
	vaddpd	(%rdx,%rax), %xmm1, %xmm1
	vmovupd	%xmm1, (%rdx,%rax)
	addq	$16, %rax
	cmpq	%r9, %rdi
	jb	.L72
