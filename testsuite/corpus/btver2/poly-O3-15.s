	vmulpd	(%rdi,%rax), %xmm2, %xmm1
	incl	%esi
	vaddpd	(%rcx,%rax), %xmm1, %xmm1
	vmovupd	%xmm1, (%rcx,%rax)
	addq	$16, %rax
	cmpl	%r11d, %esi
	jb	.L84
