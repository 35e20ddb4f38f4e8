	vmovapd	%xmm1, %xmm0
	vaddpd	(%rdi,%rdx), %xmm0, %xmm0
	incl	%esi
	vmovupd	(%r11,%rdx), %xmm1
	vaddpd	%xmm1, %xmm0, %xmm0
	vmulpd	%xmm2, %xmm0, %xmm0
	vmovupd	%xmm0, (%r8,%rdx)
	addq	$16, %rdx
	cmpl	%r10d, %esi
	jb	.L11
