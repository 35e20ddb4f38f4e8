	vmulpd	(%rdi,%rax), %xmm3, %xmm2
	incl	%esi
	vmovupd	(%rcx,%rax), %xmm0
	vsubpd	%xmm2, %xmm0, %xmm0
	vmovupd	%xmm0, (%rcx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %esi
	jb	.L203
