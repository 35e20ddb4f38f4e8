	vmovapd	%xmm2, %xmm1
	vmovupd	(%rcx,%r14), %xmm0
	incl	%edx
	vmulpd	(%rdi,%r14), %xmm1, %xmm1
	vmovupd	(%r15,%r14), %xmm2
	vmulpd	(%rsi,%r14), %xmm0, %xmm0
	vaddpd	%xmm1, %xmm0, %xmm0
	vmulpd	(%r10,%r14), %xmm2, %xmm1
	vaddpd	%xmm1, %xmm0, %xmm0
	vmovupd	%xmm0, (%r11,%r14)
	addq	$16, %r14
	cmpl	%r13d, %edx
	jb	.L221
