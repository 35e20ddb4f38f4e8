	incl	%edi
	vmovupd	(%rcx,%rdx), %xmm1
	vmovupd	(%r10,%rdx), %xmm0
	vaddpd	%xmm1, %xmm1, %xmm1
	vsubpd	%xmm1, %xmm0, %xmm0
	vsubpd	(%r8,%rdx), %xmm1, %xmm1
	vaddpd	0(%rbp,%rdx), %xmm0, %xmm0
	vmulpd	%xmm3, %xmm0, %xmm0
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	%xmm0, (%r9,%rdx)
	addq	$16, %rdx
	cmpl	%r12d, %edi
	jb	.L274
