	vmovdqu	(%rcx,%rax), %xmm0
	incl	%edx
	vpsubd	(%r11,%rax), %xmm0, %xmm0
	vmovdqu	%xmm0, (%rsi,%rax)
	addq	$16, %rax
	cmpl	%r10d, %edx
	jb	.L52
