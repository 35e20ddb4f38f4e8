	vmovupd	(%rdx,%rax), %xmm2
	incl	%r9d
	vmulpd	(%r11,%rax), %xmm4, %xmm3
	vaddpd	%xmm2, %xmm2, %xmm1
	vsubpd	(%r8,%rax), %xmm1, %xmm1
	vmovupd	%xmm2, (%r8,%rax)
	vaddpd	%xmm3, %xmm1, %xmm1
	vmovupd	%xmm1, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%ecx, %r9d
	jb	.L62
