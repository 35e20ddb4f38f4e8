	vmovdqu	(%rdx,%rax,2), %xmm0
	incl	%ecx
	vmovdqu	16(%rdx,%rax,2), %xmm1
	vpand	%xmm0, %xmm3, %xmm2
	vpsrld	$16, %xmm0, %xmm0
	vpand	%xmm1, %xmm3, %xmm4
	vpsrld	$16, %xmm1, %xmm1
	vpackusdw	%xmm4, %xmm2, %xmm2
	vpackusdw	%xmm1, %xmm0, %xmm0
	vmovdqu	%xmm2, (%rsi,%rax)
	vmovdqu	%xmm0, (%rdi,%rax)
	addq	$16, %rax
	cmpl	%ebx, %ecx
	jb	.L181
