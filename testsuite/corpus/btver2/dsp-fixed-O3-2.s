	vmovdqu	(%rbx,%rax), %xmm1
	incl	%r11d
	vpmaddwd	(%rdx,%rax), %xmm1, %xmm1
	addq	$16, %rax
	cmpl	%ecx, %r11d
	vpaddd	%xmm1, %xmm0, %xmm0
	jb	.L7
