	vmovdqu	(%rdx,%rax,2), %xmm1
	incl	%ecx
	vmovdqu	16(%rdx,%rax,2), %xmm2
	vpsrlw	$8, %xmm1, %xmm0
	vpand	%xmm1, %xmm3, %xmm1
	vpsrlw	$8, %xmm2, %xmm5
	vpand	%xmm2, %xmm3, %xmm2
	vpackuswb	%xmm5, %xmm0, %xmm0
	vpackuswb	%xmm2, %xmm1, %xmm1
	vpaddb	%xmm0, %xmm0, %xmm0
	vpand	%xmm4, %xmm1, %xmm1
	vpaddb	%xmm0, %xmm0, %xmm0
	vpaddb	%xmm0, %xmm0, %xmm0
	vpaddb	%xmm0, %xmm0, %xmm0
	vpor	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm0, (%r8,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L79
