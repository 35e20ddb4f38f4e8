	vmovupd	(%rcx,%r13), %xmm2
	incl	%edx
	vmulpd	(%rdi,%r13), %xmm2, %xmm2
	addq	$16, %r13
	cmpl	%ebx, %edx
	vsubsd	%xmm2, %xmm0, %xmm0
	vunpckhpd	%xmm2, %xmm2, %xmm2
	vsubsd	%xmm2, %xmm0, %xmm0
	jb	.L239
