	vmovups	(%rdx,%rax), %xmm0
	incl	%ecx
	vcmpltps	%xmm0, %xmm3, %xmm2
	vcmpltps	%xmm4, %xmm0, %xmm5
	vminps	%xmm0, %xmm3, %xmm0
	vpandn	%xmm5, %xmm2, %xmm2
	vblendvps	%xmm2, %xmm4, %xmm0, %xmm0
	vmovups	%xmm0, (%rdx,%rax)
	addq	$16, %rax
	cmpl	%r8d, %ecx
	jb	.L70
