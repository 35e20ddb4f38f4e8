	vmovupd	(%rcx,%rax), %xmm2
	incl	%edx
	vmulpd	(%rsi,%rax), %xmm2, %xmm2
	addq	$16, %rax
	cmpl	%r8d, %edx
	vaddsd	%xmm0, %xmm2, %xmm0
	vunpckhpd	%xmm2, %xmm2, %xmm2
	vaddsd	%xmm0, %xmm2, %xmm0
	jb	.L94
