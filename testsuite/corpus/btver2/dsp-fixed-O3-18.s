	vmovdqu	(%rdx,%rax,2), %xmm1
	incl	%ecx
	vmovdqu	16(%rdx,%rax,2), %xmm2
	vpand	%xmm1, %xmm3, %xmm0
	vpsrld	$16, %xmm1, %xmm1
	vpand	%xmm2, %xmm3, %xmm4
	vpsrld	$16, %xmm2, %xmm2
	vpackusdw	%xmm4, %xmm0, %xmm0
	vpackusdw	%xmm2, %xmm1, %xmm1
	vpmovsxwd	%xmm1, %xmm2
	vpmovsxwd	%xmm0, %xmm4
	vpsrldq	$8, %xmm1, %xmm1
	vpsrldq	$8, %xmm0, %xmm0
	vpmovsxwd	%xmm1, %xmm1
	vpmovsxwd	%xmm0, %xmm0
	vpaddd	%xmm1, %xmm0, %xmm0
	vpaddd	%xmm4, %xmm2, %xmm2
	vpsrad	$1, %xmm2, %xmm2
	vpsrad	$1, %xmm0, %xmm0
	vpand	%xmm2, %xmm3, %xmm1
	vpand	%xmm0, %xmm3, %xmm0
	vpackusdw	%xmm0, %xmm1, %xmm0
	vmovdqu	%xmm0, (%rsi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %ecx
	jb	.L149
