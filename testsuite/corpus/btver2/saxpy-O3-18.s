	vmulpd	(%rcx,%rax), %xmm5, %xmm1
	incl	%esi
	vmulpd	(%rdi,%rax), %xmm4, %xmm2
	vaddpd	%xmm1, %xmm2, %xmm2
	vmovupd	%xmm2, (%rcx,%rax)
	addq	$16, %rax
	cmpl	%r10d, %esi
	jb	.L131
