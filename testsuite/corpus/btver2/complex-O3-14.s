	vmovupd	(%rbx,%rdx), %xmm3
	incl	%ebp
	vmovupd	(%rcx,%rdx), %xmm0
	vmovupd	(%r12,%rdx), %xmm4
	vmovupd	(%r14,%rdx), %xmm2
	vmulpd	%xmm4, %xmm3, %xmm1
	vmulpd	%xmm0, %xmm2, %xmm5
	vmulpd	%xmm3, %xmm2, %xmm2
	vmulpd	%xmm4, %xmm0, %xmm0
	vsubpd	%xmm5, %xmm1, %xmm1
	vaddpd	%xmm2, %xmm0, %xmm0
	vmovupd	(%r9,%rdx), %xmm2
	vsubpd	%xmm1, %xmm2, %xmm2
	vmovupd	%xmm2, (%rbx,%rdx)
	vmovupd	(%r10,%rdx), %xmm2
	vsubpd	%xmm0, %xmm2, %xmm2
	vaddpd	(%r9,%rdx), %xmm1, %xmm1
	vmovupd	%xmm2, (%rcx,%rdx)
	vmovupd	%xmm1, (%r9,%rdx)
	vaddpd	(%r10,%rdx), %xmm0, %xmm0
	vmovupd	%xmm0, (%r10,%rdx)
	addq	$16, %rdx
	cmpl	%r13d, %ebp
	jb	.L92
